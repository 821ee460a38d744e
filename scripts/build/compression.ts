/**
 * Brotli and gzip copies of every text asset, written once at build time at the highest levels: the server sends
 * whichever the browser accepts (`preCompressed` in server/plugins/console.ts) without compressing per request.
 * Source maps are left alone: only developer tools fetch them. The console's build uses it, and so does the
 * benches' reference app (`scripts/bench/reference/`), so both are served the same way.
 */
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export function precompress() {
  return compression({
    include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
}
