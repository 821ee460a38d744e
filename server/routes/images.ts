/** Shared by the routes that receive or serve images. */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobInfo } from '../lib/blob-store.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { IMAGE_MAX_BYTES } from '../lib/limits.ts';
import { MESSAGES } from '../lib/messages.ts';

/**
 * Stores the image in the request body (a raw stream) under the image size limit: a Content-Length
 * over the limit is refused before anything is read, a longer stream as soon as it passes the limit.
 */
export async function storeUploadedImage(request: FastifyRequest): Promise<BlobInfo> {
  const body = request.body;
  if (!(body instanceof Readable)) throw new HttpError(415, MESSAGES.notAnImage);
  const length = request.headers['content-length'];
  const declaredLength = length === undefined ? undefined : Number(length);
  return request.server.blobs.putImage(body, {
    maxBytes: IMAGE_MAX_BYTES,
    declaredLength: Number.isFinite(declaredLength) ? declaredLength : undefined,
  });
}

export interface SendBlobOptions {
  /** True for content-addressed URLs (the bytes behind them never change). */
  immutable: boolean;
}

/**
 * Replies with a stored image and its stored content type. Icon URLs stay the same when the icon
 * changes, so they are revalidated with the blob id as ETag; blob URLs are cached for good.
 */
export async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  blobId: string | undefined,
  options: SendBlobOptions,
): Promise<FastifyReply> {
  const blob = blobId ? await request.server.blobs.open(blobId) : null;
  if (!blob) throw notFound(MESSAGES.imageNotFound);
  const etag = `"${blob.id}"`;
  reply.header('etag', etag);
  reply.header(
    'cache-control',
    options.immutable ? 'public, max-age=31536000, immutable' : 'private, no-cache',
  );
  if (request.headers['if-none-match'] === etag) {
    blob.stream.destroy();
    return reply.code(304).send();
  }
  return reply.type(blob.contentType).header('content-length', blob.size).send(blob.stream);
}
