/**
 * Load (figures, not a test), signed in as the demo administrator on a fresh demo world:
 * - one target at a time, 100 connections for 30 s each: the console's page (`/`), the staff user list
 *   (`GET /v2/admin/users`, first page of 30, newest first) and one user by id (`GET /v2/users/{id}`);
 * - mixed, 200 connections for 60 s: each connection rotates through the staff user list, a user by id and a
 *   public metaverse's page (`GET /v2/public/domains/{domain}`, which anyone can read).
 * Reports requests per second, latency (p50, p90, p99, mean, max), errors, timeouts (no reply within
 * autocannon's 10 s) and non-2xx replies, the machine's load average while it ran, and the server's peak memory.
 *
 * On PGlite in a temporary folder by default; with `BENCH_DATABASE_URL` (a PostgreSQL server) on a fresh database
 * of that server, dropped afterwards. `LOAD_CASES` picks cases (`console,list,byid,mixed`; default all),
 * `LOAD_SECONDS` the duration of every case, `LOAD_CONNECTIONS` / `LOAD_MIXED_CONNECTIONS` the connections,
 * `LOAD_PORT` the port; `LOAD_PROFILE_DIR` writes the server's CPU profile there (`--cpu-prof`) when it stops.
 *   npm run bench -- load
 *   LOAD_CASES=mixed BENCH_DATABASE_URL=postgres://… npm run bench -- load
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { freshServerDatabase } from '../../server/test/server-database.ts';
import { signInOverHttp } from '../server-process.ts';
import { startServer, type BenchServer } from './server.ts';

const PORT = Number(process.env.LOAD_PORT ?? 18_392);
const SECONDS = process.env.LOAD_SECONDS ? Number(process.env.LOAD_SECONDS) : undefined;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const MIXED_CONNECTIONS = Number(process.env.LOAD_MIXED_CONNECTIONS ?? 200);
const CASES = new Set((process.env.LOAD_CASES ?? 'console,list,byid,mixed').split(','));
/** A public metaverse of the demo world (server/seed/demo-domains.ts). */
const PUBLIC_DOMAIN = 'demo-free';
const USER_LIST = '/v2/admin/users?first=0&count=30&sort=timestamp&order=-1';

interface Figures {
  case: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  mean: number;
  p90: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  load: string;
}

const loadAverage = () => loadavg().map((n) => n.toFixed(1));

async function hammer(
  name: string,
  options: Pick<autocannon.Options, 'url' | 'headers' | 'requests' | 'connections' | 'duration'>,
): Promise<Figures> {
  const [before] = loadAverage();
  const result = await autocannon(options);
  const [after] = loadAverage();
  return {
    case: name,
    connections: options.connections!,
    seconds: options.duration as number,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: Math.round(result.latency.mean),
    p90: result.latency.p90,
    max: result.latency.max,
    // autocannon counts a timeout as an error too; errors here are the others (refused, reset connections).
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    load: `${before} → ${after}`,
  };
}

export async function benchLoad(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const database = await freshServerDatabase('bench_throughput', process.env.BENCH_DATABASE_URL);
  const profileDir = process.env.LOAD_PROFILE_DIR;
  let server: BenchServer | undefined;
  try {
    server = await startServer(
      { DATA_DIR: dataDir, DEMO: '1', ...(database.databaseUrl && { DATABASE_URL: database.databaseUrl }) },
      PORT,
      [],
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    const admin = await signInOverHttp(server.url, 'admin@demo.test', DEMO_PASSWORD);
    const rows: Figures[] = [];
    const single = { connections: CONNECTIONS, duration: SECONDS ?? 30 };
    if (CASES.has('console')) rows.push(await hammer('/', { ...single, url: `${server.url}/` }));
    if (CASES.has('list'))
      rows.push(
        await hammer('user list', { ...single, url: `${server.url}${USER_LIST}`, headers: admin.headers }),
      );
    if (CASES.has('byid'))
      rows.push(
        await hammer('user by id', {
          ...single,
          url: `${server.url}/v2/users/${admin.id}`,
          headers: admin.headers,
        }),
      );
    if (CASES.has('mixed'))
      rows.push(
        await hammer('mixed', {
          url: server.url,
          connections: MIXED_CONNECTIONS,
          duration: SECONDS ?? 60,
          headers: admin.headers,
          requests: [
            { method: 'GET', path: USER_LIST },
            { method: 'GET', path: `/v2/users/${admin.id}` },
            { method: 'GET', path: `/v2/public/domains/${PUBLIC_DOMAIN}` },
          ],
        }),
      );
    console.log(
      `database: ${database.databaseUrl ? 'PostgreSQL' : 'PGlite'}; load average (1 min) before → after`,
    );
    console.table(rows);
    console.log(`server peak RSS: ${server.peakRssMiB()} MiB`);
    // Budgets: no failed requests, no timeouts and no refused replies under this load.
    return rows.every((row) => row.errors === 0 && row.timeouts === 0 && row.non2xx === 0);
  } finally {
    await server?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
