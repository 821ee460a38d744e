import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.ts';
import { seedLarge } from '../seed/large.ts';
import { createCollectionsRepository, type CollectionsRepository } from './collections.ts';
import type { Db } from './connection.ts';
import { anchoredStart, buildListAnchors, logListChanges, refreshListAnchors } from './list-anchors.ts';
import { indexedSorts } from './list-cursor.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
/** Few rows and anchors close together, so every case crosses many anchors. */
const USERS = 400;
const SPACING = 7;
const PAGE = 5;

let test: TestDatabase;
let db: Db;
/** Reads every page by walking from the first row: what an anchored page must equal. */
let walking: CollectionsRepository;
/** Reads every page it can from an anchor. */
let anchored: CollectionsRepository;

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.db;
  await seedDemo(db, { now: NOW });
  await seedLarge(db, { users: USERS, now: NOW });
  walking = createCollectionsRepository(db, { anchorsFrom: Number.POSITIVE_INFINITY });
  anchored = createCollectionsRepository(db, { anchorsFrom: 0 });
  await logListChanges(db, 'users');
  await buildListAnchors(db, 'users', SPACING);
});

afterAll(async () => {
  await test?.dispose();
});

const SORTS = indexedSorts('users');

async function userCount(): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM users');
  return Number(rows[0]?.n);
}

/** Every page of every order and direction, read both ways, is the same page. */
async function expectSamePages(firsts: number[], sorts = SORTS) {
  for (const sort of sorts) {
    for (const order of [1, -1] as const) {
      for (const first of firsts) {
        const options = { first, count: PAGE, sort, order };
        const [expected, actual] = await Promise.all([
          walking.list('users', options),
          anchored.list('users', options),
        ]);
        const label = `${sort} ${order} first=${first}`;
        expect(
          actual.documents.map((doc) => doc.id),
          label,
        ).toEqual(expected.documents.map((doc) => doc.id));
        expect(actual.total, label).toBe(expected.total);
        expect([actual.next !== null, actual.prev !== null], label).toEqual([
          expected.next !== null,
          expected.prev !== null,
        ]);
      }
    }
  }
}

describe('page anchors', () => {
  it('are kept every SPACING rows of every indexed order of the user list, with the rows before each', async () => {
    const total = await userCount();
    const { rows } = await db.query<{ sort: string; n: string | number; top: string | number }>(
      `SELECT sort, count(*) AS n, max(rank) AS top FROM list_anchors WHERE collection = 'users' GROUP BY sort ORDER BY sort`,
    );
    expect(rows.map((row) => row.sort)).toEqual([...SORTS].sort());
    for (const row of rows) {
      expect(Number(row.n), row.sort).toBe(Math.floor((total - 1) / SPACING));
      expect(Number(row.top) % SPACING, row.sort).toBe(0);
    }
    const { rows: logged } = await db.query('SELECT 1 FROM list_changes WHERE collection = $1', ['users']);
    expect(logged).toHaveLength(0);
  });

  it('read a deep page from the anchor before it, and the same rows as walking from the start', async () => {
    const total = await userCount();
    const start = await anchoredStart(db, 'users', 'name', 1, total - 20, total);
    expect(start).toBeDefined();
    expect(start!.skip).toBeLessThan(SPACING);
    const descending = await anchoredStart(db, 'users', 'timestamp', -1, total - 20, total);
    expect(descending!.skip).toBeLessThan(SPACING);
    await expectSamePages([
      0,
      1,
      6,
      7,
      8,
      13,
      14,
      50,
      200,
      total - PAGE - 1,
      total - PAGE,
      total - 2,
      total - 1,
      total,
      total + 3,
    ]);
  });

  it('stay exact while rows are written after they were built: inserted, deleted, renamed, touched', async () => {
    const ids = (await db.query<{ id: string }>('SELECT id FROM users ORDER BY id')).rows.map(
      (row) => row.id,
    );
    let added = 0;
    const write = fc.oneof(
      fc.record({ kind: fc.constant('rename' as const), user: fc.nat(), name: fc.string({ maxLength: 4 }) }),
      fc.record({
        kind: fc.constant('touch' as const),
        user: fc.nat(),
        day: fc.integer({ min: 0, max: 2000 }),
      }),
      fc.record({
        kind: fc.constant('credit' as const),
        user: fc.nat(),
        currency: fc.integer({ min: 0, max: 30 }),
      }),
      fc.record({ kind: fc.constant('delete' as const), user: fc.nat() }),
      fc.record({ kind: fc.constant('insert' as const), name: fc.option(fc.string({ maxLength: 4 })) }),
      // One statement that inserts or updates (both statement triggers fire, each with its own rows).
      fc.record({
        kind: fc.constant('upsert' as const),
        user: fc.nat(),
        fresh: fc.boolean(),
        name: fc.string({ maxLength: 4 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat({ max: 420 }), { minLength: 1, maxLength: 3 }),
        async (writes, firsts) => {
          for (const change of writes) {
            const newUser = (name: string | null) => {
              added += 1;
              const id = `anchor-test-${added}`;
              const doc = {
                id,
                ...(name !== null && { name }),
                timestamp: NOW.toISOString(),
                created: NOW.toISOString(),
                email: `${id}@example.test`,
              };
              return doc;
            };
            if (change.kind === 'insert') {
              const doc = newUser(change.name);
              await db.query('INSERT INTO users (id, doc) VALUES ($1, $2)', [doc.id, doc]);
              ids.push(doc.id);
              continue;
            }
            if (change.kind === 'upsert') {
              const doc = change.fresh ? newUser(change.name) : undefined;
              const id = doc?.id ?? ids[change.user % ids.length]!;
              await db.query(
                'INSERT INTO users (id, doc) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET doc = users.doc || $3::jsonb',
                [id, doc ?? { id }, { name: change.name }],
              );
              if (doc) ids.push(id);
              continue;
            }
            const id = ids[change.user % ids.length]!;
            if (change.kind === 'delete') {
              await db.query('DELETE FROM users WHERE id = $1', [id]);
              ids.splice(ids.indexOf(id), 1);
            } else {
              const patch =
                change.kind === 'rename'
                  ? { name: change.name }
                  : change.kind === 'credit'
                    ? { currency: change.currency * 10 }
                    : { timestamp: new Date(NOW.getTime() - change.day * 86_400_000).toISOString() };
              await db.query('UPDATE users SET doc = doc || $2::jsonb WHERE id = $1', [id, patch]);
            }
          }
          await expectSamePages(firsts);
        },
      ),
      { numRuns: 20 },
    );
    const { rows } = await db.query('SELECT 1 FROM list_changes WHERE collection = $1', ['users']);
    expect(rows.length).toBeGreaterThan(0);
    // Built again, they start from the rows as they are and the log is empty.
    await buildListAnchors(db, 'users', SPACING);
    expect((await db.query('SELECT 1 FROM list_changes WHERE collection = $1', ['users'])).rows).toHaveLength(
      0,
    );
    const total = await userCount();
    await expectSamePages([0, 9, 100, total - 3]);
  });

  it('are built by the keeper for a large collection the round after its writes are first logged', async () => {
    const count = async (table: string) =>
      (await db.query(`SELECT 1 FROM ${table} WHERE collection = 'users'`)).rows.length;
    await db.query(`DELETE FROM list_logged WHERE collection = 'users'`);
    await db.query(`DELETE FROM list_anchors WHERE collection = 'users'`);
    await refreshListAnchors(db, { minRows: 100, spacing: SPACING });
    expect([await count('list_logged'), await count('list_anchors')]).toEqual([1, 0]);
    await refreshListAnchors(db, { minRows: 100, spacing: SPACING });
    expect(await count('list_anchors')).toBeGreaterThan(0);
    // When the server starts, marking and building happen at once.
    await db.query(`DELETE FROM list_logged WHERE collection = 'users'`);
    await db.query(`DELETE FROM list_anchors WHERE collection = 'users'`);
    await refreshListAnchors(db, { minRows: 100, spacing: SPACING, starting: true });
    expect([await count('list_logged'), (await count('list_anchors')) > 0]).toEqual([1, true]);
  });

  it('are dropped with their log for a collection too small to need them, and by a truncation', async () => {
    await refreshListAnchors(db);
    for (const table of ['list_logged', 'list_anchors', 'list_changes'])
      expect((await db.query(`SELECT 1 FROM ${table} WHERE collection = 'users'`)).rows, table).toHaveLength(
        0,
      );
    // Not logged, a collection's writes leave no trace, and its anchors cannot be built.
    await db.query(
      `UPDATE domains SET doc = doc || '{"name":"Zy"}'::jsonb WHERE id = (SELECT min(id) FROM domains)`,
    );
    expect((await db.query(`SELECT 1 FROM list_changes WHERE collection = 'domains'`)).rows).toHaveLength(0);
    await expect(buildListAnchors(db, 'domains', 2)).rejects.toThrow(/not logged/);
    await logListChanges(db, 'domains');
    await buildListAnchors(db, 'domains', 2);
    await db.query(
      `UPDATE domains SET doc = doc || '{"name":"Zz"}'::jsonb WHERE id = (SELECT min(id) FROM domains)`,
    );
    expect((await db.query(`SELECT 1 FROM list_changes WHERE collection = 'domains'`)).rows).toHaveLength(1);
    await db.query('TRUNCATE domains CASCADE');
    expect((await db.query(`SELECT 1 FROM list_anchors WHERE collection = 'domains'`)).rows).toHaveLength(0);
    expect((await db.query(`SELECT 1 FROM list_changes WHERE collection = 'domains'`)).rows).toHaveLength(0);
  });
});
