/**
 * Building-world regeneration through the real server on loopback: the demo world plus `BENCH_PLOTS` plots
 * (default 10,000) spread over a 100 x 100 grid of districts, then Regenerate, followed through the status
 * call until the run completes. Reports plots per second and how much the server's peak memory grew: jobs are
 * claimed a few at a time from the database, so memory must not grow with the number of plots.
 *   npm run bench -- regeneration        (BENCH_PLOTS=1000 for a shorter run)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CELL_OFFSET } from '../../common/postcode.ts';
import { openDb } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer } from './server.ts';

const PLOTS = Number(process.env.BENCH_PLOTS ?? 10_000);
/** Plots per second the run must at least reach (PGlite, 2 cores). */
const RATE_BUDGET = 5;
const GROWTH_BUDGET_MIB = 250;
const PORT = 18_394;
const POLL_MS = 2_000;

/**
 * A data folder holding the demo world plus `plots` plots spread over a 100 x 100 grid of districts, for a
 * server started on it afterwards.
 */
export async function seedPlots(dataDir: string, plots = PLOTS): Promise<void> {
  const db = await openDb({ dataDir: join(dataDir, 'db') });
  try {
    await migrate(db);
    await seedDemo(db, { blobDir: join(dataDir, 'blobs') });
    const ids: string[] = [];
    const docs: string[] = [];
    for (let i = 0; i < plots; i++) {
      const id = `bench-plot-${String(i).padStart(6, '0')}`;
      ids.push(id);
      docs.push(
        JSON.stringify({
          id,
          name: id,
          type: 'plot',
          cellx: CELL_OFFSET - 50 + (i % 100),
          celly: CELL_OFFSET - 50 + (Math.floor(i / 100) % 100),
          subdistrictid: i % 4,
          buildingid: i % 25,
          timestamp: new Date().toISOString(),
        }),
      );
    }
    await db.query(
      'INSERT INTO plots (id, doc) SELECT * FROM unnest($1::text[], $2::jsonb[]) ON CONFLICT DO NOTHING',
      [ids, docs],
    );
  } finally {
    await db.close();
  }
}

/**
 * Regenerate (every plot), followed through the status call until the run ends or `deadline` (a
 * `performance.now()` time) passes, when it is stopped: how many plots it queued and its last status.
 */
export async function regenerateAll(
  url: string,
  headers: Record<string, string>,
  options: { deadline?: number; onProgress?: (status: RegenerationStatus, total: number) => void } = {},
): Promise<{ total: number; status: RegenerationStatus }> {
  const call = async <T>(method: string, path: string): Promise<T> => {
    const reply = await fetch(`${url}${path}`, { method, headers });
    if (!reply.ok) throw new Error(`${reply.status} ${await reply.text()}`);
    return (await reply.json()) as T;
  };
  const deadline = options.deadline ?? Infinity;
  const start = await call<{ progress: { total: number } }>('POST', '/v2/admin/plots/regenerateall');
  const total = start.progress.total;
  for (;;) {
    const status = await call<RegenerationStatus>('GET', '/v2/admin/plots/regenerateall/status');
    if (!['submitted', 'running', 'stopping'].includes(status.status)) return { total, status };
    if (performance.now() > deadline) {
      await call('POST', '/v2/admin/plots/regenerateall/stop');
      return { total, status };
    }
    options.onProgress?.(status, total);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export interface RegenerationStatus {
  status: string;
  completedJobs: number;
  errorJobs: number;
  progress: number;
}

export async function benchRegeneration(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-regeneration-'));
  await seedPlots(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, PORT);
  try {
    const { url } = server;
    const { headers } = await signInOverHttp(url, 'superuser@demo.test', 'demo-password');
    server.resetPeakRss();
    const baseline = server.peakRssMiB();
    const started = performance.now();
    const { total, status } = await regenerateAll(url, headers, {
      onProgress: (now, of) =>
        console.log(`  ${now.progress}% (${now.completedJobs + now.errorJobs} of ${of})`),
    });
    const seconds = (performance.now() - started) / 1000;
    const rate = total / seconds;
    const growth = server.peakRssMiB() - baseline;
    console.log(
      `regeneration: ${total} plots in ${seconds.toFixed(1)} s = ${rate.toFixed(1)} plots/s ` +
        `(budget ≥ ${RATE_BUDGET}); ${status.completedJobs} completed, ${status.errorJobs} failed, status ${status.status}; ` +
        `peak memory grew ${growth.toFixed(0)} MiB (budget ≤ ${GROWTH_BUDGET_MIB})`,
    );
    return status.status === 'completed' && rate >= RATE_BUDGET && growth <= GROWTH_BUDGET_MIB;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
