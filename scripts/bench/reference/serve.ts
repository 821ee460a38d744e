/**
 * The benches' reference app (`main.tsx`: a stock react-admin app with one list), built and served as the console
 * is: built by Vite with the console's React plugin and its brotli and gzip copies (`scripts/build/compression.ts`)
 * into a temporary folder, then served from the product server's origin by a small server of the bench's own, so
 * the product server is untouched. It answers `/reference/…` from the build (the copy the browser accepts, hashed
 * assets cached for good and the page revalidated, as `server/plugins/console.ts` does) and passes every other
 * request to the product server as it is, so the reference reads the API with the console's session cookies.
 * `BENCH_REFERENCE=0` turns it off in the benches that use it.
 */
import react from '@vitejs/plugin-react';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { build } from 'vite';
import { precompress } from '../../build/compression.ts';

/** Where the reference is served, and its list (react-admin's default router keeps the route in the hash). */
export const REFERENCE_PREFIX = '/reference/';
export const REFERENCE_LIST = `${REFERENCE_PREFIX}#/users`;

/** What the benches print for it. */
export const REFERENCE_LABEL = 'reference (stock react-admin 5.15 + MUI, one list)';

export const referenceWanted = () => process.env.BENCH_REFERENCE !== '0';

export interface Reference {
  /** The origin serving the reference and, through it, the product server. */
  url: string;
  /** The reference's list page. */
  listUrl: string;
  stop(): Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

interface Asset {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Builds the reference into `outDir`, production mode, Vite's defaults but the console's compression. */
async function buildReference(outDir: string): Promise<void> {
  await build({
    configFile: false,
    envDir: false,
    root: import.meta.dirname,
    base: REFERENCE_PREFIX,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    // The console's warning limit: a one-file app is over Vite's default, which changes nothing it writes.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
}

/** The built files by URL path, each with its compressed copies. */
function readAssets(outDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => !/\.(br|gz)$/.test(name) && extname(name) !== '')) {
    const path = join(outDir, file);
    const copy = (suffix: string) =>
      files.includes(file + suffix) ? readFileSync(path + suffix) : undefined;
    assets.set(REFERENCE_PREFIX + file.split('\\').join('/'), {
      body: readFileSync(path),
      br: copy('.br'),
      gzip: copy('.gz'),
    });
  }
  return assets;
}

function serveAsset(assets: Map<string, Asset>, req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://reference').pathname;
  const name =
    path === REFERENCE_PREFIX || `${path}/` === REFERENCE_PREFIX ? `${REFERENCE_PREFIX}index.html` : path;
  const asset = assets.get(name);
  if (!asset) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    asset.br && /\bbr\b/.test(accepted) ? 'br' : asset.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const body = encoding ? asset[encoding]! : asset.body;
  res.writeHead(200, {
    'content-type': TYPES[extname(name)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': name.startsWith(`${REFERENCE_PREFIX}assets/`) ? IMMUTABLE : 'no-cache',
    ...(encoding && { 'content-encoding': encoding }),
    ...((asset.br || asset.gzip) && { vary: 'accept-encoding' }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Passes a request to the product server and its reply back, bytes untouched (its own compression kept). */
function forward(upstream: URL, req: IncomingMessage, res: ServerResponse): void {
  const out = request(
    { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    },
  );
  out.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(String(error));
  });
  req.pipe(out);
}

/** Builds the reference and serves it, with the product server at `productUrl` behind it. */
export async function startReference(productUrl: string): Promise<Reference> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-reference-'));
  try {
    await buildReference(outDir);
    const assets = readAssets(outDir);
    const upstream = new URL(productUrl);
    const server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === REFERENCE_PREFIX.slice(0, -1) || path.startsWith(REFERENCE_PREFIX))
        serveAsset(assets, req, res);
      else forward(upstream, req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      url,
      listUrl: url + REFERENCE_LIST,
      async stop() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
