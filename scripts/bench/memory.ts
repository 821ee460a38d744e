/**
 * The demo server's memory: resident set (VmRSS) and high-water mark (VmHWM) of the server process on its first
 * start (an empty folder: the database is created, migrated and the demo world seeded) and on a restart over the
 * same folder, each once ready and again after a few sign-ins and SETTLE_MS of the demo's background work (live
 * map walkers, job queue). Budget: the high-water mark of both within PEAK_BUDGET_MIB (the 100,000-user server's
 * peak is what `npm run bench -- api` reports). The first start's database is created and seeded by a child
 * process (server/db/prepare.ts), whose peak is not the server's. Usage: npm run bench -- memory
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInOverHttp } from '../server-process.ts';
import { startServer } from './server.ts';

const PORT = 18663;
const SETTLE_MS = 10_000;
/**
 * The server's high-water mark on either start: 390–440 MiB measured (ADR 0019's amendment), with room for a busy
 * machine (a first start reached 903 MiB when it seeded in-process, 570–580 MiB before the amendment).
 */
const PEAK_BUDGET_MIB = 480;
const ACCOUNTS = ['owner@demo.test', 'admin@demo.test', 'member@demo.test', 'superuser@demo.test'];

function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

interface Figures {
  start: string;
  'RSS ready': number;
  'RSS settled': number;
  'high-water': number;
}

async function measure(dataDir: string, start: string): Promise<Figures> {
  const server = await startServer({ DATA_DIR: dataDir, DEMO: '1' }, PORT);
  try {
    const ready = statusMiB(server.pid, 'VmRSS');
    for (const email of ACCOUNTS) {
      const session = await signInOverHttp(server.url, email, 'demo-password');
      for (const path of ['/v2/me/context', '/v2/domains', '/v2/inventory'])
        await fetch(`${server.url}${path}`, { headers: session.headers });
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return {
      start,
      'RSS ready': ready,
      'RSS settled': statusMiB(server.pid, 'VmRSS'),
      'high-water': statusMiB(server.pid, 'VmHWM'),
    };
  } finally {
    await server.stop();
  }
}

export async function benchMemory(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  try {
    const rows = [await measure(dataDir, 'first (create + seed)'), await measure(dataDir, 'restart')];
    console.table(rows);
    const ok = rows.every((row) => row['high-water'] <= PEAK_BUDGET_MIB);
    console.log(ok ? `high-water within ${PEAK_BUDGET_MIB} MiB` : `high-water over ${PEAK_BUDGET_MIB} MiB`);
    return ok;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
