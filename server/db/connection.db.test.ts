import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connection.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

let test: TestDatabase;
let db: Db;

beforeAll(async () => {
  test = await openTestDatabase('empty');
  db = test.db;
  await db.exec('CREATE TABLE scheduling_probe (id int PRIMARY KEY)');
});

afterAll(async () => {
  await test.dispose();
});

/** A statement that takes well over the scheduler's long threshold on any machine. */
const HEAVY = 'SELECT count(*) AS n FROM generate_series(1, 200000)';

describe('the connection', () => {
  it('keeps a transaction whole: statements issued meanwhile see it all or nothing', async () => {
    await db.query('DELETE FROM scheduling_probe');
    const seen: number[] = [];
    const count = async () => {
      const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM scheduling_probe');
      seen.push(Number(rows[0]?.n));
    };
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO scheduling_probe (id) VALUES (1)');
      await new Promise((resolve) => setImmediate(resolve));
      await tx.query('INSERT INTO scheduling_probe (id) VALUES (2)');
    });
    await Promise.all([transaction, count(), count(), count()]);
    await count();
    expect(seen.every((n) => n === 0 || n === 2)).toBe(true);
    expect(seen.at(-1)).toBe(2);
  });

  it('answers a failed statement with its error and goes on with the next', async () => {
    const failing = db.query('SELECT 1 / 0');
    const next = db.query<{ n: number }>('SELECT 41 + 1 AS n');
    await expect(failing).rejects.toThrow();
    expect((await next).rows[0]?.n).toBe(42);
  });

  it('rolls back a transaction that throws, and the connection stays usable', async () => {
    await db.query('DELETE FROM scheduling_probe');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO scheduling_probe (id) VALUES (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM scheduling_probe');
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('on PGlite, lets a read by key go before long statements queued ahead of it', async (context) => {
    // PostgreSQL runs them side by side on its pool's connections: there is no queue to jump.
    if (db.kind !== 'pglite') context.skip();
    // Three runs make the heavy statement known as long.
    for (let i = 0; i < 3; i += 1) await db.query(HEAVY);
    const finished: string[] = [];
    const run = (name: string, sql: string, params?: unknown[]) =>
      db.query(sql, params).then(() => finished.push(name));
    await Promise.all([
      run('heavy 1', HEAVY),
      run('heavy 2', HEAVY),
      run('heavy 3', HEAVY),
      run('by key', 'SELECT id FROM scheduling_probe WHERE id = $1', [1]),
    ]);
    // The first heavy statement was already running; the read by key overtakes the two queued behind it.
    expect(finished).toEqual(['heavy 1', 'by key', 'heavy 2', 'heavy 3']);
  });

  it('on PGlite, lets a read by key go before bulk reads queued ahead of it, however cheap they are', async (context) => {
    if (db.kind !== 'pglite') context.skip();
    const finished: string[] = [];
    const track = (name: string, reply: Promise<unknown>) => reply.then(() => finished.push(name));
    await Promise.all([
      track('running', db.query(HEAVY)),
      track('page 1', db.bulk.query('SELECT 1 AS page')),
      track('page 2', db.bulk.query('SELECT 2 AS page')),
      // A statement not run before is short whatever the machine's load (a run the test before took may not be).
      track('by key', db.query('SELECT id AS key FROM scheduling_probe WHERE id = $1', [2])),
    ]);
    expect(finished).toEqual(['running', 'by key', 'page 1', 'page 2']);
  });

  it('on PostgreSQL, gives bulk reads a pool of two of their own: a read by key never waits for their connections', async (context) => {
    if (db.kind !== 'postgres') context.skip();
    const finished: string[] = [];
    const track = (name: string, reply: Promise<unknown>) => reply.then(() => finished.push(name));
    await Promise.all([
      track('bulk 1', db.bulk.query('SELECT pg_sleep(1)')),
      track('bulk 2', db.bulk.query('SELECT pg_sleep(3)')),
      // Both bulk connections are taken: this one waits for the first to be free.
      track('bulk 3', db.bulk.query('SELECT 3 AS page')),
      track('by key', db.query('SELECT id FROM scheduling_probe WHERE id = $1', [1])),
    ]);
    expect(finished).toEqual(['by key', 'bulk 1', 'bulk 3', 'bulk 2']);
  });

  it('answers bulk reads like any other statement', async () => {
    const { rows } = await db.bulk.query<{ n: number }>('SELECT $1::int + 1 AS n', [1]);
    expect(rows).toEqual([{ n: 2 }]);
  });
});

describe('listening', () => {
  it('on PostgreSQL, listens again when its connection is lost, and hears what is notified after', async (context) => {
    // PGlite delivers notifications in this process: there is no connection to lose.
    if (db.kind !== 'postgres') context.skip();
    const heard: string[] = [];
    const stop = await db.listen('connection_probe', (payload) => heard.push(payload));
    try {
      await db.query(`SELECT pg_notify('connection_probe', 'before')`);
      await expect.poll(() => heard).toEqual(['before']);
      // The server ends the listening connection, as a restart or a dropped network would.
      const { rows } = await db.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
         WHERE query = 'LISTEN "connection_probe"' AND datname = current_database()`,
      );
      expect(rows).toEqual([{ ended: true }]);
      // Notified until a new connection listens: the first one heard after the loss ends the wait.
      await expect
        .poll(
          async () => {
            await db.query(`SELECT pg_notify('connection_probe', 'after')`);
            return heard.includes('after');
          },
          { timeout: 30_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      await stop();
    }
  });
});
