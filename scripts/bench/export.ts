/**
 * CSV export of 100,000 users: time and server memory, showing memory does not grow with the row count.
 * Exports about 10,000 users and then all of them, each in a fresh server process, reading the streamed reply
 * without keeping it, and compares the server's resident memory during each export with its memory before.
 * Uses the 100,000-user database of the API benchmark in `./data-bench` (built when missing).
 *   npm run bench -- export
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDb } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo.ts';
import { seedLarge } from '../../server/seed/large.ts';
import { stableId } from '../../server/seed/random.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer } from './server.ts';

const USERS = 100_000;
const SMALL = 10_000;
const PORT = 18092;
/** Exporting ten times the rows may use at most this much more server memory. */
const GROWTH_BUDGET_MIB = 40;
const FIELDS = 'id,name,nickname,email,permissions,currency,created,timestamp';

async function ensureDatabase(dataDir: string): Promise<{ total: number; smallFrom: string }> {
  const db = await openDb({ dataDir: join(dataDir, 'db') });
  try {
    await migrate(db);
    await seedDemo(db, { blobDir: join(dataDir, 'blobs') });
    const last = await db.query('SELECT 1 FROM users WHERE id = $1', [stableId('large-user', USERS)]);
    if (last.rows.length === 0) {
      const started = performance.now();
      await seedLarge(db, { users: USERS });
      console.log(`seeded ${USERS} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    // The timestamp of the 10,000th newest user: a search for newer ones exports about 10,000 rows.
    const small = await db.query<{ ts: string }>(
      'SELECT ts FROM users ORDER BY ts DESC, id DESC OFFSET $1 LIMIT 1',
      [SMALL - 1],
    );
    const total = await db.query<{ n: number }>('SELECT count(*) AS n FROM users');
    return { total: Number(total.rows[0].n), smallFrom: small.rows[0].ts };
  } finally {
    await db.close();
  }
}

interface Run {
  rows: number;
  bytes: number;
  seconds: number;
  /** Resident memory of the server just before the export. */
  beforeMiB: number;
  /** The most resident memory sampled during the export. */
  duringMiB: number;
}

/**
 * Current resident memory (VmRSS) of the server's process group, in MiB. The peak (VmHWM) would mostly show
 * start-up, which reads the whole database, so the export is judged by RSS sampled while it runs.
 */
function groupRssMiB(pgid: number): number {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, 'utf8'));
      if (match) total = Math.max(total, Number(match[1]) / 1024);
    } catch {
      /* process gone */
    }
  }
  return Math.round(total);
}

/** One export in a fresh server: rows and bytes received, time, and server memory before and during. */
async function exportOnce(dataDir: string, query: string | undefined): Promise<Run> {
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, PORT);
  try {
    const { headers } = await signInOverHttp(server.url, 'admin@demo.test', DEMO_PASSWORD);
    // Warm the query path on a one-row export so the baseline includes the code the export runs.
    const warm = await fetch(
      `${server.url}/v2/admin/export/users?fields=id&query=${encodeURIComponent('{"id":"none"}')}`,
      {
        headers,
      },
    );
    await warm.text();
    const pgid = server.pid;
    const beforeMiB = groupRssMiB(pgid);
    let duringMiB = beforeMiB;
    const sampler = setInterval(() => {
      duringMiB = Math.max(duringMiB, groupRssMiB(pgid));
    }, 20);
    const params = new URLSearchParams({ fields: FIELDS });
    if (query) params.set('query', query);
    const started = performance.now();
    const response = await fetch(`${server.url}/v2/admin/export/users?${params}`, { headers });
    if (!response.ok || !response.body)
      throw new Error(`export: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let newlines = 0;
    // Count as the stream arrives; nothing is kept, so the client's memory does not blur the figure.
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 10) newlines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { rows: newlines - 1, bytes, seconds, beforeMiB, duringMiB };
  } finally {
    await server.stop();
  }
}

function line(label: string, run: Run): string {
  return `${label.padEnd(10)} ${String(run.rows).padStart(7)} rows  ${(run.bytes / 1048576).toFixed(1)} MiB CSV  ${run.seconds.toFixed(2)} s  (${Math.round(run.rows / run.seconds)} rows/s)  server RSS ${run.beforeMiB} MiB before, at most ${run.duringMiB} MiB during`;
}

/** Runs the benchmark; true when the larger export's extra memory stays within the growth budget. */
export async function benchExport(options: { dataDir?: string } = {}): Promise<boolean> {
  const dataDir = resolve(options.dataDir ?? 'data-bench');
  const { total, smallFrom } = await ensureDatabase(dataDir);
  const small = await exportOnce(dataDir, JSON.stringify({ timestamp: { $gte: smallFrom } }));
  const large = await exportOnce(dataDir, undefined);
  console.log(`CSV export of users (${total} in the table), fields ${FIELDS}:`);
  console.log(line('~10k', small));
  console.log(line('all', large));
  const growth = large.duringMiB - large.beforeMiB - (small.duringMiB - small.beforeMiB);
  const ok = large.rows === total && growth <= GROWTH_BUDGET_MIB;
  console.log(
    `extra memory of ${large.rows} rows over ${small.rows} rows: ${growth} MiB (budget ${GROWTH_BUDGET_MIB} MiB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit((await benchExport()) ? 0 : 1);
}
