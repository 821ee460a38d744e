/**
 * A regeneration run survives its server: the real server, regenerating the demo world's plots, is killed with
 * SIGKILL mid-run and started again on the same data; the run resumes (jobs left running expire and run again)
 * and completes every plot, none failed. On PGlite (a fresh data folder), and on the PostgreSQL of DATABASE_URL
 * when the API suite runs there (a fresh database on that server).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type HttpSession, type ServerProcess } from '../../../scripts/server-process.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { serverOnOwnData } from '../server-database.ts';

/** Plots completed before the server is killed. */
const KILL_AFTER = 20;

const own = serverOnOwnData('regeneration', 18_384);
let server: ServerProcess | undefined;

const start = () => own.start();

interface Status {
  status: string;
  totalPlots: number;
  submittedJobs: number;
  completedJobs: number;
  errorJobs: number;
}

async function status(url: string, session: HttpSession): Promise<Status> {
  const reply = await fetch(`${url}/v2/admin/plots/regenerateall/status`, { headers: session.headers });
  expect(reply.status).toBe(200);
  return (await reply.json()) as Status;
}

afterAll(() => own.close());

describe('a regeneration run and a server that dies', () => {
  it('resumes after a restart and regenerates every plot, none failed', { timeout: 900_000 }, async () => {
    server = await start();
    let session = await signInOverHttp(server.url, 'superuser@demo.test', DEMO_PASSWORD);
    const started = await fetch(`${server.url}/v2/admin/plots/regenerateall`, {
      method: 'POST',
      headers: session.headers,
    });
    expect(started.status, await started.text()).toBe(200);
    const { url } = server;
    await expect
      .poll(async () => (await status(url, session)).completedJobs, { timeout: 300_000, interval: 200 })
      .toBeGreaterThanOrEqual(KILL_AFTER);
    await server.kill();
    const before = await (async () => {
      server = await start();
      session = await signInOverHttp(server.url, 'superuser@demo.test', DEMO_PASSWORD);
      return status(server.url, session);
    })();
    // The server died mid-run: the run is not over, and not every plot is done.
    expect(before.status).toMatch(/^(submitted|running)$/);
    expect(before.completedJobs).toBeLessThan(before.submittedJobs);

    const restarted = server;
    await expect
      .poll(async () => (await status(restarted.url, session)).status, { timeout: 600_000, interval: 1_000 })
      .toBe('completed');
    const after = await status(restarted.url, session);
    expect(after.submittedJobs).toBe(after.totalPlots);
    expect(after.completedJobs).toBe(after.submittedJobs);
    expect(after.errorJobs).toBe(0);
  });
});
