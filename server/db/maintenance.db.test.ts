import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './connection.ts';
import { keepTablesVacuumed } from './maintenance.ts';
import { migrate } from './migrate.ts';

/** Pages of `users` not marked all-visible, as the planner knows it (VACUUM brings pg_class up to date). */
async function unmarkedPages(db: Db): Promise<number> {
  const { rows } = await db.query<{ relpages: number; relallvisible: number }>(
    `SELECT relpages, relallvisible FROM pg_class WHERE oid = 'users'::regclass`,
  );
  return rows[0].relpages - rows[0].relallvisible;
}

describe('keeping the embedded database vacuumed', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vacuum-'));
    db = await openDb({ dataDir: join(dir, 'db') });
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('marks the pages of a folder database all-visible when the server starts, so deep pages read the index alone', async () => {
    await db.query(
      `INSERT INTO users (id, doc) SELECT 'u' || n, jsonb_build_object('id', 'u' || n, 'name', 'User ' || n,
         'timestamp', '2026-01-01T00:00:00.000Z') FROM generate_series(1, 3000) AS n`,
    );
    await db.exec('ANALYZE users');
    expect(await unmarkedPages(db)).toBeGreaterThan(0);
    const stop = await keepTablesVacuumed(db, join(dir, 'db'), (error) => {
      throw error;
    });
    await stop();
    expect(await unmarkedPages(db)).toBe(0);
    await db.exec('SET enable_seqscan = off');
    const plan = (
      await db.query<{ 'QUERY PLAN': string }>(
        'EXPLAIN (ANALYZE, COSTS OFF) SELECT id, sort_name FROM users ORDER BY sort_name, id LIMIT 31 OFFSET 2900',
      )
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('Index Only Scan using users_sort_name');
    expect(plan).toContain('Heap Fetches: 0');
  });

  it('does nothing on PostgreSQL or an in-memory database', async () => {
    const calls: string[] = [];
    const spy = {
      ...db,
      kind: 'postgres' as const,
      bulk: { query: (sql: string) => (calls.push(sql), db.query(sql)) },
    };
    await (
      await keepTablesVacuumed(spy as Db, join(dir, 'db'), () => undefined)
    )();
    await (
      await keepTablesVacuumed({ ...spy, kind: 'pglite' } as Db, 'memory://', () => undefined)
    )();
    expect(calls).toEqual([]);
  });
});
