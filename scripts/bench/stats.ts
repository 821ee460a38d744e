/**
 * Statistics endpoints over 1,000,000 inventory transactions (plus 250,000 building-world trades) spread over a
 * year among 20,000 users, on PGlite: p95 per call within 200 ms, over HTTP, signed in as admin@demo.test.
 * Each call the dashboard makes is timed: both seven-day hourly charts, the four biggest-spender windows and
 * the two transaction lists. The database is built once in `./data-bench-stats` (or reused).
 *   npm run bench -- stats
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDb, type Db } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedLedgers } from '../../server/seed/admin-stats.ts';
import { DEMO_PASSWORD, demoUserId, seedDemo } from '../../server/seed/demo.ts';
import { seedLarge } from '../../server/seed/large.ts';
import { stableId } from '../../server/seed/random.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer, summarize } from './server.ts';

const INVENTORY = 1_000_000;
const INFINIVERSE = 250_000;
const USERS = 20_000;
const YEAR_MS = 365 * 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
const BUDGET_MS = 200;
const SAMPLES = 100;
const WARM_UP = 10;
const PORT = 18091;

/** Statistics for the planner and a visibility map, so the covering indexes serve index-only scans. */
async function vacuum(db: Db): Promise<void> {
  // One statement per call: VACUUM cannot run inside the implicit transaction of a multi-statement script.
  for (const table of ['inventory_transactions', 'infiniverse_transactions', 'users']) {
    await db.exec(`VACUUM ANALYZE ${table}`);
  }
}

async function ensureDatabase(dataDir: string): Promise<void> {
  const db = await openDb({ dataDir: join(dataDir, 'db') });
  try {
    await migrate(db);
    await seedDemo(db, { blobDir: join(dataDir, 'blobs') });
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM inventory_transactions');
    if (Number(rows[0].n) >= INVENTORY) {
      console.log(`reusing ${dataDir} (${rows[0].n} inventory transactions)`);
      await vacuum(db);
      return;
    }
    const started = performance.now();
    await seedLarge(db, { users: USERS });
    const userIds = Array.from({ length: USERS }, (_, i) => stableId('large-user', i + 1));
    let reported = 0;
    await seedLedgers(db, {
      userIds,
      devUserIds: [demoUserId('developer@demo.test'), ...userIds.slice(0, 50)],
      inventory: INVENTORY,
      infiniverse: INFINIVERSE,
      spanMs: YEAR_MS,
      now: new Date(),
      key: 'bench',
      onProgress: (done, total) => {
        if (done - reported >= 250_000 || done === total) {
          reported = done;
          console.log(`  ${done} / ${total} transactions`);
        }
      },
    });
    await vacuum(db);
    console.log(
      `seeded the ledgers into ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

/** Local midnight seven days back, where the dashboard's charts start. */
function chartStart(now: number): number {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - 7);
  return start.getTime();
}

/** Runs the benchmark; true when every call's p95 is within budget. */
export async function benchStats(options: { dataDir?: string } = {}): Promise<boolean> {
  const dataDir = resolve(options.dataDir ?? 'data-bench-stats');
  await ensureDatabase(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, PORT);
  try {
    const { headers } = await signInOverHttp(server.url, 'admin@demo.test', DEMO_PASSWORD);
    const now = Date.now();
    const from = chartStart(now);
    const spenders = (days: number) =>
      `/v2/admin/stats/biggestspenders?from=${now - days * DAY_MS}&to=${now}`;
    const cases: [string, string][] = [
      ['inventory totals 7 d', `/v2/admin/stats/inventorytransactions/totals?from=${from}&timeslice=3600000`],
      [
        'infiniverse totals 7 d',
        `/v2/admin/stats/infiniversetransactions/totals?from=${from}&timeslice=3600000`,
      ],
      ['spenders 1 day', spenders(1)],
      ['spenders 7 days', spenders(7)],
      ['spenders 28 days', spenders(28)],
      ['spenders 1 year', spenders(365)],
      ['inventory list', '/v2/admin/stats/inventorytransactions?count=100'],
      ['infiniverse list', '/v2/admin/stats/infiniversetransactions?count=100'],
    ];
    let ok = true;
    console.log(
      `server (HTTP on port ${PORT}, ${INVENTORY} inventory + ${INFINIVERSE} building-world transactions):`,
    );
    for (const [name, path] of cases) {
      const call = async () => {
        const response = await fetch(`${server.url}${path}`, { headers });
        const text = await response.text();
        if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
      };
      for (let i = 0; i < WARM_UP; i += 1) await call();
      const durations: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        const started = performance.now();
        await call();
        durations.push(performance.now() - started);
      }
      const { p50, p95, max } = summarize(durations);
      const pass = p95 <= BUDGET_MS;
      ok &&= pass;
      console.log(
        `${name.padEnd(24)} p50 ${p50} ms  p95 ${p95} ms  max ${max} ms  (budget p95 ${BUDGET_MS} ms) ${pass ? 'ok' : 'OVER BUDGET'}`,
      );
    }
    console.log(`server peak RSS: ${server.peakRssMiB()} MiB`);
    return ok;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit((await benchStats()) ? 0 : 1);
}
