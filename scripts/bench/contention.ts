/**
 * Head-of-line blocking and throughput of the embedded database: on a 100,000-user database, the p95 of a read
 * by id (`GET /v2/admin/users/{id}`) alone and while 10 clients page deep (offset 90,000 of /v2/admin/users), and
 * the by-id throughput with 50 connections. Runs the server on PGlite in `--data-dir` (default `./data-bench`,
 * built by `npm run seed -- --users 100000 --data-dir data-bench`) or on the PostgreSQL of BENCH_DATABASE_URL
 * seeded the same way. Figures only (no budget): the embedded database decision (docs/adr) compares them.
 *   npx tsx scripts/bench/contention.ts [--data-dir DIR]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { stableId } from '../../server/seed/random.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer, summarize } from './server.ts';

const PORT = 18665;
const USERS = 100_000;
const WINDOW_MS = 15_000;

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** Runs `clients` loops of `call` for `ms`; answers every duration. */
async function during(clients: number, ms: number, call: (i: number) => Promise<number>): Promise<number[]> {
  const end = performance.now() + ms;
  const durations: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; performance.now() < end; i += clients) durations.push(await call(i));
    }),
  );
  return durations;
}

export async function benchContention(dataDir: string): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const server = await startServer(
    { DATA_DIR: dataDir, DEMO: '1', ...(databaseUrl && { DATABASE_URL: databaseUrl }) },
    PORT,
  );
  try {
    const { headers } = await signInOverHttp(server.url, 'admin@demo.test', DEMO_PASSWORD);
    const byId = (i: number) =>
      timed(`${server.url}/v2/admin/users/${stableId('large-user', (i % USERS) + 1)}`, headers);
    const deep = (i: number) =>
      timed(
        `${server.url}/v2/admin/users?first=${90_000 + (i % 100)}&count=30&sort=timestamp&order=-1`,
        headers,
      );
    await during(4, 2_000, byId);
    const alone = summarize(await during(1, WINDOW_MS / 3, byId));
    let stop = false;
    const pagers = Promise.all(
      Array.from({ length: 10 }, async (_, client) => {
        const seen: number[] = [];
        for (let i = client; !stop; i += 10) seen.push(await deep(i));
        return seen.flat();
      }),
    );
    const blocked = summarize(await during(1, WINDOW_MS, byId));
    stop = true;
    const deepPages = summarize((await pagers).flat());
    const throughput = await during(50, WINDOW_MS, byId);
    console.table([
      { case: 'by id, alone', ...alone },
      { case: 'by id, while 10 clients page deep', ...blocked },
      { case: 'deep page (offset 90,000), 10 clients', ...deepPages },
      { case: 'by id, 50 connections', ...summarize(throughput) },
    ]);
    console.log(
      `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: by-id throughput at 50 connections ${Math.round((throughput.length * 1000) / WINDOW_MS)} requests/s; server peak RSS ${server.peakRssMiB()} MiB`,
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: 'data-bench' } } });
  await benchContention(resolve(values['data-dir']));
}
