/**
 * Streams an upload through a {@link FileInspector} into a temporary file next to the blobs, never holding
 * the body in memory. On refusal the source is unpiped and drained, so the reply can still be sent.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HttpError } from '../../lib/http-error.ts';
import { FileInspector } from './file-inspector.ts';

export interface TempUpload {
  file: string;
  size: number;
  sha256: string;
  head: Buffer;
}

/** A new temporary file name under `dir`. */
export async function tempPath(dir: string, prefix: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return join(dir, `${prefix}-${randomBytes(16).toString('hex')}`);
}

/** Pipes `source` through an inspector into `target`; resolves with the inspector once all is written. */
export async function pipeInspected(
  source: Readable,
  target: Writable,
  maxBytes: number,
  tooLarge: () => HttpError,
): Promise<FileInspector> {
  const inspector = new FileInspector(maxBytes, tooLarge);
  const written = pipeline(inspector, target);
  const onSourceError = (error: Error): void => {
    inspector.destroy(error);
  };
  const onSourceClose = (): void => {
    if (!source.readableEnded) inspector.destroy(new Error('The upload was interrupted'));
  };
  source.on('error', onSourceError);
  source.on('close', onSourceClose);
  source.pipe(inspector);
  try {
    await written;
    return inspector;
  } catch (error) {
    source.unpipe(inspector);
    source.resume();
    throw error;
  } finally {
    source.off('error', onSourceError);
    source.off('close', onSourceClose);
  }
}

/** Writes the whole upload to a new temporary file under `dir`. */
export async function receiveToTemp(
  source: Readable,
  dir: string,
  maxBytes: number,
  tooLarge: () => HttpError,
): Promise<TempUpload> {
  const file = await tempPath(dir, 'content');
  try {
    const inspector = await pipeInspected(
      source,
      createWriteStream(file, { flags: 'wx', mode: 0o600 }),
      maxBytes,
      tooLarge,
    );
    return { file, size: inspector.size, sha256: inspector.digest(), head: inspector.head };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}
