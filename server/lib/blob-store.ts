/**
 * Content-addressed blob storage: a blob's id is the sha256 of its bytes, its bytes live in a backend
 * (`blob-backend.ts`: the folder `<dir>/<id[0..2]>/<id>` by default, an S3-compatible bucket when configured)
 * and its row in `blobs` (`server/repositories/blobs-repository.ts`) records the type sniffed from the bytes.
 * Uploads stream to a temporary file in `<dir>/tmp` while being hashed and measured; the size limit and the type
 * check stop the upload as soon as they fail, without buffering the body. A stored image has been decoded:
 * a file that only starts like a picture is refused before it gets an id.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobsRepository } from '../repositories/blobs-repository.ts';
import { diskBackend, type BlobBackend } from './blob-backend.ts';
import { HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';
import { SNIFF_BYTES, sniffImageType, type ImageType } from './sniff.ts';
import { runRequestTask } from '../workers/pool.ts';

/** A stored blob. */
export interface BlobInfo {
  id: string;
  contentType: string;
  size: number;
}

/** A stored blob opened for reading. */
export interface OpenBlob extends BlobInfo {
  stream: Readable;
}

export interface PutImageOptions {
  /** Largest accepted size in bytes (inclusive). */
  maxBytes: number;
  /** The declared Content-Length, refused up front when over the limit. */
  declaredLength?: number;
}

const BLOB_ID = /^[0-9a-f]{64}$/;

/** Hashes, counts and sniffs the bytes passing through; fails fast on size or type. */
class ImageInspector extends Transform {
  readonly #hash = createHash('sha256');
  readonly #maxBytes: number;
  #size = 0;
  #head = Buffer.alloc(0);
  type: ImageType | null = null;

  constructor(maxBytes: number) {
    super();
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#size;
  }

  digest(): string {
    return this.#hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#size > this.#maxBytes) {
      callback(new HttpError(413, MESSAGES.imageTooLarge));
      return;
    }
    if (this.type === null && this.#head.length < SNIFF_BYTES) {
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, SNIFF_BYTES - this.#head.length)]);
      if (this.#head.length >= SNIFF_BYTES) {
        this.type = sniffImageType(this.#head);
        if (this.type === null) {
          callback(new HttpError(415, MESSAGES.notAnImage));
          return;
        }
      }
    }
    this.#hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    // A file shorter than the sniff window is decided on what there is.
    this.type ??= sniffImageType(this.#head);
    callback(this.type === null ? new HttpError(415, MESSAGES.notAnImage) : null);
  }
}

/** Blob storage in `backend` (by default files in `dir`), indexed by the `blobs` table; uploads stage in `dir/tmp`. */
export class BlobStore {
  readonly #index: BlobsRepository;
  readonly #dir: string;
  readonly #backend: BlobBackend;

  constructor(index: BlobsRepository, dir: string, backend: BlobBackend = diskBackend(dir)) {
    this.#index = index;
    this.#dir = dir;
    this.#backend = backend;
  }

  /** Whether `id` has the shape of a blob id (so it is safe to use in a path). */
  static isBlobId(id: string): boolean {
    return BLOB_ID.test(id);
  }

  /**
   * Stores an uploaded image. Throws HttpError 413 when it passes `maxBytes` (declared or streamed),
   * 415 when its bytes are not PNG, JPEG, GIF or WebP, and 400 when they do not decode as a picture. The source is never destroyed: on refusal it
   * is unpiped and left to drain, so the reply can still be sent on the same connection.
   */
  async putImage(source: Readable, options: PutImageOptions): Promise<BlobInfo> {
    if (options.declaredLength !== undefined && options.declaredLength > options.maxBytes) {
      throw new HttpError(413, MESSAGES.imageTooLarge);
    }
    const tmpDir = join(this.#dir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpFile = join(tmpDir, randomBytes(16).toString('hex'));
    const inspector = new ImageInspector(options.maxBytes);
    const file = createWriteStream(tmpFile, { flags: 'wx', mode: 0o600 });
    const written = pipeline(inspector, file);
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
    } catch (error) {
      source.unpipe(inspector);
      source.resume();
      // A stream destroyed while its file was still being opened creates the file afterwards: wait for it to
      // close, then remove what it left.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      await rm(tmpFile, { force: true });
      throw error;
    } finally {
      source.off('error', onSourceError);
      source.off('close', onSourceClose);
    }

    try {
      // Read in the work pool: a picture's pixels are untrusted work.
      await runRequestTask('checkImage', { file: tmpFile }, MESSAGES.imageUnreadable);
    } catch (error) {
      await rm(tmpFile, { force: true });
      throw error;
    }
    const contentType = inspector.type ?? 'application/octet-stream';
    return this.adoptFile(tmpFile, inspector.digest(), contentType, inspector.size);
  }

  /** The folder for uploads in progress; on the disk store's file system, so `adoptFile` there is a rename. */
  tmpDir(): string {
    return join(this.#dir, 'tmp');
  }

  /**
   * Moves a finished upload (a file under `tmpDir()` whose bytes hash to `id`) into the store and records
   * it, for uploads that are not images (checked and hashed by their own route while streaming).
   */
  async adoptFile(file: string, id: string, contentType: string, size: number): Promise<BlobInfo> {
    if (!BlobStore.isBlobId(id)) throw new Error('Not a blob id');
    // The bytes are stored before the row, so a recorded blob can always be read.
    await this.#backend.adopt(file, id, contentType);
    await this.#index.record(id, { contentType, size });
    return { id, contentType, size };
  }

  /** Whether a blob with this id is stored. */
  async has(id: string): Promise<boolean> {
    if (!BlobStore.isBlobId(id)) return false;
    return this.#index.has(id);
  }

  /**
   * Removes a blob the caller has just adopted and that nothing refers to (an upload refused after it was
   * stored, e.g. by a final quota check). Blobs that existed before the upload must not be passed here.
   */
  async remove(id: string): Promise<void> {
    if (!BlobStore.isBlobId(id)) return;
    await this.#index.remove(id);
    await this.#backend.remove(id);
  }

  /** The blob and a stream of its bytes, or null when unknown. */
  async open(id: string): Promise<OpenBlob | null> {
    if (!BlobStore.isBlobId(id)) return null;
    const row = await this.#index.find(id);
    if (!row) return null;
    const stream = await this.#backend.read(id);
    if (!stream) return null;
    return { id, ...row, stream };
  }

  /** The recorded type of blob `id`, or null when it has no row. */
  async typeOf(id: string): Promise<string | null> {
    return (await this.#index.find(id))?.contentType ?? null;
  }
}
