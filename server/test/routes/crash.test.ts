/**
 * Acknowledged writes survive a crash: the real server, writing saved searches from several clients at once, is
 * killed with SIGKILL mid-stream and started again on the same data; every write it had answered 200 is there,
 * and nothing it never acknowledged is half-written. On PGlite (a fresh data folder), and on the PostgreSQL of
 * DATABASE_URL when the API suite runs there (a fresh database on that server).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp, type ServerProcess } from '../../../scripts/server-process.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { serverOnOwnData } from '../server-database.ts';

const CLIENTS = 4;
/** Acknowledged writes after which the server is killed (the clients keep writing until it dies). */
const KILL_AFTER = 60;
const ADMIN = 'admin@demo.test';

const own = serverOnOwnData('crash', 18_380);

const start = () => own.start();

let server: ServerProcess | undefined;
afterAll(() => own.close());

describe('a crash', () => {
  it('keeps every write the server acknowledged', { timeout: 600_000 }, async () => {
    server = await start();
    const { headers } = await signInOverHttp(server.url, ADMIN, DEMO_PASSWORD);
    const acknowledged: string[] = [];
    const running = server;
    let killed: Promise<void> | undefined;
    const client = async (n: number) => {
      for (let i = 0; ; i += 1) {
        const name = `crash ${n}-${i}`;
        try {
          const reply = await fetch(`${running.url}/v2/admin/savedsearches`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'text/plain' },
            body: JSON.stringify({ name, collection: 'users', state: `{"client":${n},"write":${i}}` }),
          });
          if (reply.status !== 200) throw new Error(`${reply.status} ${await reply.text()}`);
          acknowledged.push(name);
        } catch (error) {
          // Once the server is killed every request fails: this client is done.
          if (killed) return;
          throw error;
        }
        if (acknowledged.length >= KILL_AFTER) killed ??= running.kill();
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    server = await start();
    const again = await signInOverHttp(server.url, ADMIN, DEMO_PASSWORD);
    const reply = await fetch(`${server.url}/v2/admin/savedsearches?collection=users`, {
      headers: again.headers,
    });
    expect(reply.status).toBe(200);
    const stored = ((await reply.json()) as { searches: { name: string; state: string }[] }).searches;
    const names = stored.map((search) => search.name).filter((name) => name.startsWith('crash '));
    for (const name of acknowledged) expect(names).toContain(name);
    // Nothing half-written: each stored search is whole, and none is stored twice.
    expect(new Set(names).size).toBe(names.length);
    for (const search of stored.filter((s) => s.name.startsWith('crash '))) {
      const [n, i] = search.name.slice('crash '.length).split('-').map(Number);
      expect(JSON.parse(search.state)).toEqual({ client: n, write: i });
    }
  });
});
