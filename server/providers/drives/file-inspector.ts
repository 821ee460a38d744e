/**
 * Recognises uploaded files from their bytes (never from the Content-Type the client claims) and hashes,
 * counts and size-checks them while they stream to a temporary file.
 */
import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../../lib/http-error.ts';
import { sniffImageType } from '../../lib/sniff.ts';

/** Leading bytes needed to decide a type; text files are checked over this many bytes for NULs. */
export const HEAD_BYTES = 4096;

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** The video type of a file from its first bytes, or null. */
export function sniffVideoType(head: Uint8Array): string | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    return ascii(head, 8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4';
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return 'video/webm';
  }
  return null;
}

/**
 * The stored type of an upload: an image or a video by its bytes, or a document (.pdf, .md, .docx) whose
 * bytes match its name's extension. Null when the file is none of these.
 */
export function sniffContentType(head: Uint8Array, name: string): string | null {
  const image = sniffImageType(head);
  if (image) return image;
  const video = sniffVideoType(head);
  if (video) return video;
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (extension === 'pdf' && ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (extension === 'docx' && head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4) {
    return DOCX_TYPE;
  }
  if (extension === 'md' && !head.includes(0)) return 'text/markdown; charset=utf-8';
  return null;
}

/** Counts, hashes and keeps the head of the bytes passing through; fails once they pass `maxBytes`. */
export class FileInspector extends Transform {
  readonly #hash = createHash('sha256');
  readonly #maxBytes: number;
  readonly #tooLarge: () => HttpError;
  #size = 0;
  #head = Buffer.alloc(0);

  constructor(maxBytes: number, tooLarge: () => HttpError) {
    super();
    this.#maxBytes = maxBytes;
    this.#tooLarge = tooLarge;
  }

  get size(): number {
    return this.#size;
  }

  get head(): Buffer {
    return this.#head;
  }

  digest(): string {
    return this.#hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#size > this.#maxBytes) {
      callback(this.#tooLarge());
      return;
    }
    if (this.#head.length < HEAD_BYTES) {
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, HEAD_BYTES - this.#head.length)]);
    }
    this.#hash.update(chunk);
    callback(null, chunk);
  }
}
