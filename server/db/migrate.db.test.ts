import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections.ts';
import type { Db } from './connection.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

let test: TestDatabase;
let db: Db;
let applied: string[];

const count = async (collection: string) =>
  (await db.query<{ n: number }>('SELECT n FROM collection_counts WHERE collection = $1', [collection]))
    .rows[0].n;

const doc = (id: string) => JSON.stringify({ id, timestamp: '2024-01-01T00:00:00.000Z' });

beforeAll(async () => {
  test = await openTestDatabase('empty');
  db = test.db;
  applied = await migrate(db);
});

afterAll(async () => {
  await test?.dispose();
});

describe('migrate', () => {
  it('applies every migration once and records it', async () => {
    expect(applied).toEqual(loadMigrations().map((migration) => migration.name));
    expect(applied[0]).toBe('001_init');
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.rows.map((row) => row.version)).toEqual(
      loadMigrations().map((migration) => migration.version),
    );
  });

  it('creates a document table and a zero count per collection', async () => {
    for (const collection of COLLECTIONS) {
      expect(await count(collection), collection).toBe(0);
      const columns = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [collection],
      );
      // The stored sort keys (migration 039): name and nickname everywhere, more on the user list.
      const sortKeys =
        collection === 'users'
          ? ['sort_name', 'sort_nickname', 'sort_email', 'sort_currency', 'sort_created']
          : ['sort_name', 'sort_nickname'];
      expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'doc', 'ts', 'search', ...sortKeys]);
    }
  });

  it('keeps collection counts exact through inserts, deletes and truncation', async () => {
    await db.query('INSERT INTO plots (id, doc) VALUES ($1, $2), ($3, $4), ($5, $6)', [
      'a',
      doc('a'),
      'b',
      doc('b'),
      'c',
      doc('c'),
    ]);
    expect(await count('plots')).toBe(3);
    await db.query(`INSERT INTO plots (id, doc) VALUES ('a', $1) ON CONFLICT DO NOTHING`, [doc('a')]);
    expect(await count('plots')).toBe(3);
    await db.query(`DELETE FROM plots WHERE id IN ('a', 'b')`);
    expect(await count('plots')).toBe(1);
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO plots (id, doc) VALUES ('d', $1)`, [doc('d')]);
    });
    expect(await count('plots')).toBe(2);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO plots (id, doc) VALUES ('e', $1)`, [doc('e')]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count('plots')).toBe(2);
    await db.exec('TRUNCATE plots');
    expect(await count('plots')).toBe(0);
    expect(await count('users')).toBe(0);
  });

  it('derives the sort and search columns from the document', async () => {
    await db.query('INSERT INTO domains (id, doc) VALUES ($1, $2)', [
      'd1',
      JSON.stringify({
        id: 'd1',
        name: 'Big Room',
        uri: 'Big-Room',
        email: 'Host@Example.test',
        timestamp: '2025-05-05T05:05:05.000Z',
      }),
    ]);
    const row = await db.query<{ ts: string; search: string }>(
      `SELECT ts, search FROM domains WHERE id = 'd1'`,
    );
    // id, name, nickname, uri, path, email, input, output, text (migrations 001, 036).
    expect(row.rows[0]).toEqual({
      ts: '2025-05-05T05:05:05.000Z',
      search: 'd1 big room  big-room  host@example.test   ',
    });
    await expect(db.query(`INSERT INTO domains (id, doc) VALUES ('d2', '{"id": "other"}')`)).rejects.toThrow(
      /domains_doc_id/,
    );
    await expect(
      db.query(`INSERT INTO domains (id, doc) VALUES ('d3', '{"id": "d3", "uri": "Big-Room"}')`),
    ).rejects.toThrow(/domains_uri/);
  });

  it('uses the indexes the list screens need', async () => {
    // SET LOCAL inside a transaction: on PostgreSQL a plain SET would land on one pooled connection only.
    const plans = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const plan = async (sql: string) =>
        (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return {
        sorted: await plan('SELECT id FROM users ORDER BY ts DESC, id DESC LIMIT 30'),
        // A deep page by name: its ids from the index alone (the stored sort key), however deep.
        byName: await plan('SELECT id, sort_name FROM users ORDER BY sort_name, id LIMIT 31 OFFSET 90000'),
        search: await plan(`SELECT id FROM users WHERE search LIKE '%falcon%'`),
        permissions: await plan(`SELECT id FROM users WHERE doc->'permissions' @> '"superuser"'`),
        email: await plan(`SELECT id FROM users WHERE lower(doc->>'email') = 'a@b.c'`),
      };
    });
    expect(plans.sorted).toContain('users_ts');
    expect(plans.byName).toContain('Index Only Scan using users_sort_name');
    expect(plans.search).toContain('users_search');
    expect(plans.permissions).toContain('users_permissions');
    expect(plans.email).toContain('users_email');
  });
});
