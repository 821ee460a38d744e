/**
 * Load (figures, not a test): 100 connections for 30 s each against the console's page (`/`), the staff user list
 * (`GET /v2/admin/users`, first page of 30, newest first) and one user by id (`GET /v2/users/{id}`), signed in as
 * the demo administrator, on a fresh demo world. Reports requests per second, p50/p99 latency, errors and non-2xx
 * replies, and the server's peak memory. `LOAD_SECONDS`, `LOAD_CONNECTIONS` and `LOAD_PORT` change the run.
 *   npm run bench -- load
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer } from './server.ts';

const PORT = Number(process.env.LOAD_PORT ?? 18_392);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);

interface Figures {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function hammer(url: string, target: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url: `${url}${target}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function benchLoad(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, PORT);
  try {
    const admin = await signInOverHttp(server.url, 'admin@demo.test', DEMO_PASSWORD);
    const rows: Figures[] = [];
    for (const target of [
      '/',
      '/v2/admin/users?first=0&count=30&sort=timestamp&order=-1',
      `/v2/users/${admin.id}`,
    ]) {
      rows.push(await hammer(server.url, target, target === '/' ? {} : admin.headers));
    }
    console.log(`${CONNECTIONS} connections, ${SECONDS} s each`);
    console.table(rows);
    console.log(`server peak RSS: ${server.peakRssMiB()} MiB`);
    // Budgets: no failed requests and no refused replies under this load.
    return rows.every((row) => row.errors === 0 && row.non2xx === 0);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
