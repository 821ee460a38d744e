/** The translated SQL run against a real (in-memory PGlite) database: results, not just SQL text. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './connection.ts';
import { fieldSpec } from './field-specs.ts';
import { parseQueryText, translateQuery } from './query-translator.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

const HOSTILE = `'; DROP TABLE users; --`;

const USERS: Record<string, unknown>[] = [
  {
    id: 'u1',
    name: "o'brien",
    nickname: "Pat O'Brien",
    email: 'pat@example.test',
    permissions: ['administrator', 'superuser'],
    currency: 100,
    timestamp: '2024-01-01T00:00:00.000Z',
  },
  {
    id: 'u2',
    name: 'ann_smith',
    nickname: 'Ann 100% Smith',
    email: 'ann@example.test',
    permissions: ['developer'],
    currency: 5,
    showdeveloper: true,
    timestamp: '2024-01-02T00:00:00.000Z',
  },
  {
    id: 'u3',
    name: 'annxsmith',
    nickname: 'Annx',
    permissions: [],
    currency: 'lots',
    timestamp: '2024-01-03T00:00:00.000Z',
  },
  {
    id: 'u4',
    nickname: 'Nobody',
    email: null,
    settings: { theme: { dark: true } },
    timestamp: '2024-01-04T00:00:00.000Z',
  },
  {
    id: 'u5',
    name: HOSTILE,
    nickname: 'Mallory',
    permissions: ['tester'],
    timestamp: '2024-01-05T00:00:00.000Z',
  },
];

let test: TestDatabase;
let db: Db;

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.db;
  for (const user of USERS) {
    await db.query('INSERT INTO users (id, doc) VALUES ($1, $2::jsonb)', [user.id, JSON.stringify(user)]);
  }
});

afterAll(async () => {
  await test?.dispose();
});

/**
 * Ids of the users matching a query given as JSON text, in id order. Translated both without and with the
 * users' declared field types (which switch scalar equality to `=`); both must agree.
 */
async function matching(text: string): Promise<string[]> {
  const results = [];
  for (const options of [{}, { fieldTypes: fieldSpec('users') }]) {
    const { sql, params } = translateQuery(parseQueryText(text), 1, options);
    const result = await db.query<{ id: string }>(`SELECT id FROM users WHERE ${sql} ORDER BY id`, params);
    results.push(result.rows.map((row) => row.id));
  }
  expect(results[1], `${text} with field types`).toEqual(results[0]);
  return results[0];
}

/** The plan of a translated query with sequential scans discouraged, to see which index it can use. */
async function plan(query: unknown): Promise<string> {
  const { sql, params } = translateQuery(query, 1, { fieldTypes: fieldSpec('users') });
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const result = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM users WHERE ${sql}`,
      params,
    );
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('translated queries on PGlite', () => {
  it('matches quotes and SQL text literally', async () => {
    expect(await matching(`{"name": "o'brien"}`)).toEqual(['u1']);
    expect(await matching(JSON.stringify({ name: HOSTILE }))).toEqual(['u5']);
    expect(await matching(JSON.stringify({ nickname: { $contains: "O'B" } }))).toEqual(['u1']);
    expect(await matching(JSON.stringify({ $search: "'; drop" }))).toEqual(['u5']);
    const count = await db.query<{ n: number }>('SELECT count(*) AS n FROM users');
    expect(count.rows[0].n).toBe(USERS.length);
  });

  it('treats % and _ as ordinary characters', async () => {
    expect(await matching('{"nickname": {"$contains": "100%"}}')).toEqual(['u2']);
    expect(await matching('{"nickname": {"$contains": "%"}}')).toEqual(['u2']);
    expect(await matching('{"name": {"$contains": "_"}}')).toEqual(['u2']);
    expect(await matching('{"$search": "ANN_"}')).toEqual(['u2']);
    expect(await matching('{"$search": "ann"}')).toEqual(['u2', 'u3']);
  });

  it('matches array members like Mongo does', async () => {
    expect(await matching('{"permissions": "superuser"}')).toEqual(['u1']);
    expect(await matching('{"permissions": {"$in": ["developer", "superuser"]}}')).toEqual(['u1', 'u2']);
    expect(await matching('{"permissions": {"$nin": ["developer"]}}')).toEqual(['u1', 'u3', 'u4', 'u5']);
    expect(await matching('{"permissions": {"$ne": "tester"}}')).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect(await matching('{"permissions": []}')).toEqual(['u3']);
  });

  it('compares only values of the same type', async () => {
    expect(await matching('{"currency": {"$gt": 10}}')).toEqual(['u1']);
    expect(await matching('{"currency": {"$lt": 10}}')).toEqual(['u2']);
    expect(await matching('{"currency": {"$gte": 5, "$lte": 100}}')).toEqual(['u1', 'u2']);
    expect(await matching('{"currency": {"$gte": "a"}}')).toEqual(['u3']);
    expect(await matching('{"timestamp": {"$gte": "2024-01-04"}}')).toEqual(['u4', 'u5']);
    expect(await matching('{"id": {"$lt": "u3"}}')).toEqual(['u1', 'u2']);
  });

  it('handles null, missing and nested fields', async () => {
    expect(await matching('{"email": null}')).toEqual(['u3', 'u4', 'u5']);
    expect(await matching('{"email": {"$exists": true}}')).toEqual(['u1', 'u2', 'u4']);
    expect(await matching('{"email": {"$ne": null}}')).toEqual(['u1', 'u2']);
    expect(await matching('{"name": {"$ne": "o\'brien"}}')).toEqual(['u2', 'u3', 'u4', 'u5']);
    expect(await matching('{"settings.theme.dark": true}')).toEqual(['u4']);
    expect(await matching('{"settings": {"theme": {"dark": true}}}')).toEqual(['u4']);
    expect(await matching('{"settings": {"theme": {}}}')).toEqual([]);
  });

  it('combines with $and, $or and ids', async () => {
    expect(await matching('{"$or": [{"name": "o\'brien"}, {"nickname": "Nobody"}]}')).toEqual(['u1', 'u4']);
    expect(
      await matching('{"$and": [{"$search": "ann"}, {"currency": {"$exists": true}}], "email": null}'),
    ).toEqual(['u3']);
    expect(await matching('{"id": {"$in": ["u2", "u5", "nope"]}}')).toEqual(['u2', 'u5']);
    expect(await matching('{"id": {"$nin": ["u2"]}, "$or": [{"id": "u1"}, {"id": "u2"}]}')).toEqual(['u1']);
    expect(await matching('{}')).toEqual(['u1', 'u2', 'u3', 'u4', 'u5']);
  });

  it('produces conditions the indexes serve', async () => {
    expect(await plan({ permissions: 'superuser' })).toContain('users_permissions');
    expect(await plan({ name: 'annxsmith' })).toContain('users_name');
    expect(await plan({ nickname: { $contains: 'annx' } })).toContain('users_search');
    expect(await plan({ $search: 'annx' })).toContain('users_search');
    expect(await plan({ timestamp: { $gt: '2024-01-02' } })).toContain('users_ts');
  });

  it('fits after other parameters of a statement', async () => {
    const { sql, params } = translateQuery({ $or: [{ currency: { $gt: 1 } }, { nickname: 'Annx' }] }, 2);
    const result = await db.query<{ id: string }>(
      `SELECT id FROM users WHERE id <> $1 AND ${sql} ORDER BY id`,
      ['u1', ...params],
    );
    expect(result.rows.map((row) => row.id)).toEqual(['u2', 'u3']);
  });
});
