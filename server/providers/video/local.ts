/**
 * The local video processor: chunks are written into a part file at the offset of their Content-Range, so
 * a dropped or repeated chunk is simply sent again; processing checks the finished file is a video (from its
 * bytes), hashes it and moves it into the blob store. A real transcoding service would sit behind the same
 * three steps (receive chunk, process, status).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobInfo, BlobStore } from '../../lib/blob-store.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pipeInspected } from '../drives/temp-file.ts';
import { runTask } from '../../workers/pool.ts';

/** Where an upload's bytes collect until processed. */
export function partFile(blobs: BlobStore, uploadId: string): string {
  return join(blobs.tmpDir(), `video-${uploadId}.part`);
}

/** Creates the empty part file of a new upload. */
export async function createPart(path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const handle = await open(path, 'w', 0o600);
  await handle.close();
}

/**
 * Writes `length` bytes of `source` at `start` of the part file. Rejects (400) when the body is shorter or
 * longer than `length`; the bytes written so far stay, and the same chunk can be sent again.
 */
export async function writeChunk(
  source: Readable,
  path: string,
  start: number,
  length: number,
  mismatch: string,
): Promise<void> {
  const inspector = await pipeInspected(
    source,
    createWriteStream(path, { flags: 'r+', start }),
    length,
    () => new HttpError(400, mismatch),
  );
  if (inspector.size !== length) throw new HttpError(400, mismatch);
}

/** The result of processing a finished part file. */
/** `created` says the blob is new, so it may be removed again if the upload is refused after all. */
export type ProcessResult = { ok: true; blob: BlobInfo; created: boolean } | { ok: false; error: string };

/** Checks the part file is a video, then moves it into the blob store under its sha256. */
export async function processPart(
  blobs: BlobStore,
  path: string,
  size: number,
  notAVideo: string,
): Promise<ProcessResult> {
  // Read and hashed in the work pool: a video is gigabytes of hashing.
  const { type, size: read, digest } = await runTask('inspectVideo', { file: path, size });
  if (!type || read !== size) {
    await rm(path, { force: true });
    return { ok: false, error: notAVideo };
  }
  const created = !(await blobs.has(digest));
  return { ok: true, blob: await blobs.adoptFile(path, digest, type, size), created };
}

/** Removes an upload's part file. */
export async function discardPart(path: string): Promise<void> {
  await rm(path, { force: true });
}
