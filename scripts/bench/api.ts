/**
 * API latency on a 100,000-user PGlite database: the first page of /v2/admin/users (budget p95 20 ms), the
 * page at offset 90,000 (100 ms) and a plain-word search (30 ms), 200 sequential requests each, plus the
 * server's peak memory. The database is built once in `./data-bench` (or reused).
 *   npm run bench -- api                      the real server, signed in as admin@demo.test
 *   npx tsx scripts/bench/api.ts --direct     the repository layer in this process (no HTTP, no auth)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createCollectionsRepository, type ListOptions } from '../../server/db/collections.ts';
import { openDb } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo.ts';
import { seedLarge } from '../../server/seed/large.ts';
import { stableId } from '../../server/seed/random.ts';
import { ADJECTIVES, NOUNS } from '../../server/seed/words.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer, summarize } from './server.ts';

const USERS = 100_000;
const SAMPLES = 200;
const WARM_UP = 20;
const WARM_UP_MS = 1000;
const PORT = 18090;
const ADMIN_EMAIL = 'admin@demo.test';

interface Case {
  name: string;
  budgetMs: number;
  /** The list request for sample `i` (the search word varies). */
  options(i: number): ListOptions;
}

/** Search words taken from the generated names; each matches about 2% of the generated users. */
const WORDS = [...NOUNS, ...ADJECTIVES].filter((word) => word.length >= 4);

const CASES: Case[] = [
  {
    name: 'first page',
    budgetMs: 20,
    options: () => ({ first: 0, count: 30, sort: 'timestamp', order: -1 }),
  },
  {
    name: 'offset 90000',
    budgetMs: 100,
    options: () => ({ first: 90_000, count: 30, sort: 'timestamp', order: -1 }),
  },
  {
    name: 'plain-word search',
    budgetMs: 30,
    options: (i) => ({
      first: 0,
      count: 30,
      sort: 'timestamp',
      order: -1,
      query: JSON.stringify({ $search: WORDS[i % WORDS.length] }),
    }),
  },
];

/** Builds the benchmark database unless it already holds the generated users. */
async function ensureDatabase(dataDir: string): Promise<void> {
  const db = await openDb({ dataDir: join(dataDir, 'db') });
  try {
    await migrate(db);
    await seedDemo(db, { blobDir: join(dataDir, 'blobs') });
    const last = await db.query('SELECT 1 FROM users WHERE id = $1', [stableId('large-user', USERS)]);
    if (last.rows.length > 0) {
      console.log(`reusing ${dataDir} (${USERS} generated users)`);
      return;
    }
    const started = performance.now();
    await seedLarge(db, { users: USERS });
    console.log(
      `seeded ${USERS} users into ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

/**
 * Times `run` sequentially after a warm-up; returns the durations in ms. The warm-up lasts at least
 * WARM_UP_MS too, so V8 has tiered up PGlite's WebAssembly before anything is measured.
 */
async function sample(run: (i: number) => Promise<void>): Promise<number[]> {
  const warmUntil = performance.now() + WARM_UP_MS;
  for (let i = 0; i < WARM_UP || performance.now() < warmUntil; i += 1) await run(i);
  const durations: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    await run(i);
    durations.push(performance.now() - started);
  }
  return durations;
}

/** Prints one line per case and whether every p95 is within its budget. */
function report(results: { kase: Case; durations: number[] }[]): boolean {
  let ok = true;
  for (const { kase, durations } of results) {
    const { p50, p95, max } = summarize(durations);
    const pass = p95 <= kase.budgetMs;
    ok &&= pass;
    console.log(
      `${kase.name.padEnd(18)} p50 ${p50} ms  p95 ${p95} ms  max ${max} ms  (budget p95 ${kase.budgetMs} ms) ${pass ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  return ok;
}

function ownPeakRssMiB(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

/** Measures the repository layer in this process, on its own PGlite connection. */
async function benchDirect(dataDir: string): Promise<boolean> {
  const db = await openDb({ dataDir: join(dataDir, 'db') });
  try {
    const repository = createCollectionsRepository(db);
    const results = [];
    for (const kase of CASES) {
      const durations = await sample(async (i) => {
        const page = await repository.list('users', kase.options(i));
        if (page.documents.length === 0) throw new Error(`${kase.name}: empty page`);
      });
      results.push({ kase, durations });
    }
    console.log('direct (repository layer, no HTTP):');
    const ok = report(results);
    console.log(`peak RSS of this process (includes the build when it seeded): ${ownPeakRssMiB()} MiB`);
    return ok;
  } finally {
    await db.close();
  }
}

/** Measures the real server over HTTP, signed in as the demo administrator. */
async function benchServer(dataDir: string): Promise<boolean> {
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, PORT);
  try {
    const { headers } = await signInOverHttp(server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    const results = [];
    for (const kase of CASES) {
      const durations = await sample(async (i) => {
        const { first, count, sort, order, query } = kase.options(i);
        const params = new URLSearchParams({
          first: String(first),
          count: String(count),
          sort,
          order: String(order),
        });
        if (typeof query === 'string') params.set('query', query);
        const response = await fetch(`${server.url}/v2/admin/users?${params}`, { headers });
        const text = await response.text();
        if (!response.ok) throw new Error(`${kase.name}: ${response.status} ${text}`);
      });
      results.push({ kase, durations });
    }
    console.log(`server (HTTP on port ${PORT}, signed in as ${ADMIN_EMAIL}):`);
    const ok = report(results);
    console.log(`server peak RSS: ${server.peakRssMiB()} MiB`);
    return ok;
  } finally {
    await server.stop();
  }
}

/**
 * Runs the API benchmark; true when every p95 is within budget.
 * @param options.direct measure the repository layer in-process instead of the HTTP server
 */
export async function benchApi(options: { direct?: boolean; dataDir?: string } = {}): Promise<boolean> {
  const dataDir = resolve(options.dataDir ?? 'data-bench');
  await ensureDatabase(dataDir);
  return options.direct ? benchDirect(dataDir) : benchServer(dataDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { direct: { type: 'boolean', default: false }, 'data-dir': { type: 'string' } },
  });
  const ok = await benchApi({ direct: values.direct, dataDir: values['data-dir'] });
  process.exit(ok ? 0 : 1);
}
