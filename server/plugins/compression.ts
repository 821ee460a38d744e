/**
 * Compressed replies. API answers in JSON, text and CSV above 1 KiB are compressed per request (brotli at a
 * fast quality, or gzip) for browsers that accept it. Images, videos and other blobs are never recompressed
 * (their formats are compressed already), nor is anything already carrying a Content-Encoding: the console's
 * built assets are sent as the brotli or gzip copies written at build time (`preCompressed` in the console
 * plugin). Request bodies are never decompressed: the contract declares none, and an inflating body would
 * step around the body limits.
 */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Replies below this size gain less than the header costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Replies up to this size are compressed in one call, with a length, rather than streamed through the thread
 * pool: a page of 30 users (~11 KiB) took ~1 ms longer at the median and ~3 ms at the 95th percentile streamed.
 * Brotli at quality 4 compresses 64 KiB in about a millisecond.
 */
export const SYNC_COMPRESSION_LIMIT_BYTES = 64 * 1024;

/** Content types compressed per request; event streams are left alone so each event leaves at once. */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'image/svg+xml'
  );
}

export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      syncThreshold: SYNC_COMPRESSION_LIMIT_BYTES,
      encodings: ['br', 'gzip'],
      customTypes: isCompressibleType,
    });
  },
  { name: 'compression' },
);
