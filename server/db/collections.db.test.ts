import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo.ts';
import { seedLarge } from '../seed/large.ts';
import {
  COLLECTIONS,
  createCollectionsRepository,
  fieldSpec,
  FILTERED_COUNT_CAP,
  type CollectionsRepository,
} from './collections.ts';
import type { Db } from './connection.ts';
import { LARGE_COLLECTION, QueryError } from './query-translator.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const LARGE = 1500;

let test: TestDatabase;
let db: Db;
let repository: CollectionsRepository;
type Doc = Record<string, unknown> & { id: string };
let allUsers: Doc[];

/** The default order: timestamp descending, then id descending (byte order, as the C collation sorts). */
const byTimestampDesc = (a: Doc, b: Doc) =>
  String(b.timestamp) < String(a.timestamp)
    ? -1
    : String(b.timestamp) > String(a.timestamp)
      ? 1
      : b.id < a.id
        ? -1
        : 1;

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.db;
  await seedDemo(db, { now: NOW });
  await seedLarge(db, { users: LARGE, now: NOW });
  repository = createCollectionsRepository(db);
  allUsers = (await db.query<{ doc: Doc }>('SELECT doc FROM users')).rows.map((row) => row.doc);
});

afterAll(async () => {
  await test?.dispose();
});

describe('collections repository', () => {
  it('lists the first page newest first with the exact total', async () => {
    const page = await repository.list('users', { first: 0, count: 30, sort: 'timestamp', order: -1 });
    expect(page.total).toBe(allUsers.length);
    expect(page.documents).toEqual([...allUsers].sort(byTimestampDesc).slice(0, 30));
  });

  it('returns the same rows on shallow and deep pages as one sorted list', async () => {
    const sorted = [...allUsers].sort(byTimestampDesc);
    for (const first of [0, 30, 499, 500, 900, LARGE]) {
      const page = await repository.list('users', { first, count: 30, sort: 'timestamp', order: -1 });
      expect(
        page.documents.map((doc) => doc.id),
        `first=${first}`,
      ).toEqual(sorted.slice(first, first + 30).map((doc) => doc.id));
    }
    const ascending = await repository.list('users', { first: 600, count: 10, sort: 'timestamp', order: 1 });
    expect(ascending.documents).toEqual([...sorted].reverse().slice(600, 610));
  });

  it('moves from a deep offset page by cursor, both ways, to the rows of the neighbouring offsets', async () => {
    const sorted = [...allUsers].sort(byTimestampDesc);
    const ids = (docs: Doc[]) => docs.map((doc) => doc.id);
    const newest = { count: 30, sort: 'timestamp', order: -1 } as const;
    const deep = await repository.list('users', { ...newest, first: 900 });
    expect(ids(deep.documents)).toEqual(ids(sorted.slice(900, 930)));
    const next = await repository.list('users', { ...newest, first: 930, cursor: deep.next! });
    expect(ids(next.documents)).toEqual(ids(sorted.slice(930, 960)));
    const back = await repository.list('users', { ...newest, first: 870, cursor: deep.prev! });
    expect(ids(back.documents)).toEqual(ids(sorted.slice(870, 900)));
    const last = await repository.list('users', { ...newest, first: sorted.length - 10 });
    expect(last.next).toBeNull();
    await expect(
      repository.list('users', { ...newest, first: 0, sort: 'name', cursor: deep.next! }),
    ).rejects.toThrow(QueryError);
  });

  it('returns an empty page past the end', async () => {
    const page = await repository.list('users', { first: 100_000, count: 30, sort: 'timestamp', order: -1 });
    expect(page).toEqual({
      total: allUsers.length,
      totalCapped: false,
      documents: [],
      next: null,
      prev: null,
    });
  });

  it('sorts by id and by document fields, pages without gaps or repeats', async () => {
    const ids = await repository.list('users', { first: 0, count: 5, sort: 'id', order: 1 });
    expect(ids.documents.map((doc) => doc.id)).toEqual(
      allUsers
        .map((doc) => doc.id)
        .sort()
        .slice(0, 5),
    );
    const whole = await repository.list('stringmatches', { first: 0, count: 1000, sort: 'score', order: -1 });
    const scores = whole.documents.map((doc) => Number(doc.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const stitched: string[] = [];
    for (let first = 0; first < whole.total; first += 7) {
      const page = await repository.list('stringmatches', { first, count: 7, sort: 'score', order: -1 });
      stitched.push(...page.documents.map((doc) => doc.id));
    }
    expect(stitched).toEqual(whole.documents.map((doc) => doc.id));
    const deep = await repository.list('users', { first: 700, count: 20, sort: 'name', order: 1 });
    const byName = await repository.list('users', { first: 0, count: 1000, sort: 'name', order: 1 });
    expect(deep.documents).toEqual(byName.documents.slice(700, 720));
  });

  it('filters with the translated query and counts the matches', async () => {
    const expected = allUsers.filter((doc) =>
      [doc.id, doc.name, doc.nickname].some((value) =>
        String(value ?? '')
          .toLowerCase()
          .includes('falcon'),
      ),
    );
    expect(expected.length).toBeGreaterThan(30);
    const page = await repository.list('users', {
      first: 0,
      count: 30,
      sort: 'timestamp',
      order: -1,
      query: { $search: 'FALCON' },
    });
    expect(page.total).toBe(expected.length);
    expect(page.documents).toEqual(expected.sort(byTimestampDesc).slice(0, 30));

    // A whole e-mail address finds its user, and only when the whole address matches.
    const someone = allUsers.find((doc) => typeof doc.email === 'string' && doc.email.includes('@'))!;
    const address = String(someone.email);
    const byAddress = await repository.list('users', {
      first: 0,
      count: 30,
      sort: 'timestamp',
      order: -1,
      query: { $search: address.toUpperCase() },
    });
    expect(byAddress.documents.map((doc) => doc.id)).toEqual([someone.id]);
    const otherSite = await repository.list('users', {
      first: 0,
      count: 30,
      sort: 'timestamp',
      order: -1,
      query: { $search: `${address.split('@')[0]}@no-such-site.test` },
    });
    expect(otherSite.total).toBe(0);

    const text = await repository.list('users', {
      first: 0,
      count: 100,
      sort: 'timestamp',
      order: -1,
      query: '{"permissions": "superuser"}',
    });
    expect(text.total).toBe(1);
    expect(text.documents[0].email).toBe('superuser@demo.test');

    const deep = await repository.list('users', {
      first: 550,
      count: 5,
      sort: 'timestamp',
      order: -1,
      query: { currency: { $gte: 0 } },
    });
    const withCurrency = allUsers.filter((doc) => typeof doc.currency === 'number').sort(byTimestampDesc);
    expect(deep.total).toBe(withCurrency.length);
    expect(deep.documents).toEqual(withCurrency.slice(550, 555));
  });

  it('counts the matches of a large collection up to the cap, exactly below it', async () => {
    const search = (query: unknown, first = 0) =>
      repository.list('users', { first, count: 30, sort: 'timestamp', order: -1, query });
    const withCurrency = allUsers.filter((doc) => typeof doc.currency === 'number').sort(byTimestampDesc);
    expect(withCurrency.length).toBeGreaterThan(FILTERED_COUNT_CAP);
    const small = await search({ currency: { $gte: 0 } });
    expect(small).toMatchObject({ total: withCurrency.length, totalCapped: false });
    // The size rule reads the kept count, so the table is made to look large for this test.
    await db.query(`UPDATE collection_counts SET n = n + ${LARGE_COLLECTION} WHERE collection = 'users'`);
    try {
      const capped = await search({ currency: { $gte: 0 } });
      expect(capped).toMatchObject({ total: FILTERED_COUNT_CAP, totalCapped: true });
      expect(capped.documents).toEqual(withCurrency.slice(0, 30));
      // Beyond the cap the pages are the same as ever, by offset and by cursor.
      const deep = await search({ currency: { $gte: 0 } }, FILTERED_COUNT_CAP + 30);
      expect(deep).toMatchObject({ total: FILTERED_COUNT_CAP, totalCapped: true });
      expect(deep.documents).toEqual(withCurrency.slice(FILTERED_COUNT_CAP + 30, FILTERED_COUNT_CAP + 60));
      const next = await repository.list('users', {
        first: FILTERED_COUNT_CAP + 60,
        count: 30,
        sort: 'timestamp',
        order: -1,
        query: { currency: { $gte: 0 } },
        cursor: deep.next!,
      });
      expect(next.documents).toEqual(withCurrency.slice(FILTERED_COUNT_CAP + 60, FILTERED_COUNT_CAP + 90));

      // A search matching fewer documents than the cap keeps its exact total.
      const falcons = allUsers.filter((doc) =>
        [doc.id, doc.name, doc.nickname].some((value) =>
          String(value ?? '')
            .toLowerCase()
            .includes('falcon'),
        ),
      );
      const falconPage = await search({ $search: 'falcon' });
      expect(falconPage).toMatchObject({ total: falcons.length, totalCapped: false });
      expect(falconPage.documents).toEqual(falcons.sort(byTimestampDesc).slice(0, 30));
      const falconNext = await repository.list('users', {
        first: 30,
        count: 30,
        sort: 'timestamp',
        order: -1,
        query: { $search: 'falcon' },
        cursor: falconPage.next!,
      });
      expect(falconNext.documents).toEqual(falcons.slice(30, 60));
      expect(await search({ $search: 'no-such-word' })).toMatchObject({ total: 0, totalCapped: false });
      // The unfiltered total stays exact at any size.
      expect(await search(undefined)).toMatchObject({
        total: allUsers.length + LARGE_COLLECTION,
        totalCapped: false,
      });
    } finally {
      await db.query(`UPDATE collection_counts SET n = n - ${LARGE_COLLECTION} WHERE collection = 'users'`);
    }
  });

  it('lists every collection and reads one document', async () => {
    for (const name of COLLECTIONS) {
      const page = await repository.list(name, { first: 0, count: 30, sort: 'timestamp', order: -1 });
      expect(page.documents, name).toHaveLength(30);
      expect(page.total, name).toBeGreaterThan(30);
      const doc = await repository.get(name, page.documents[0].id);
      expect(doc, name).toEqual(page.documents[0]);
    }
    expect(await repository.get('users', 'ffffffffffffffffffffffff')).toBeNull();
    expect(await repository.get('users', "' OR '1'='1")).toBeNull();
  });

  it('refuses what it cannot translate', async () => {
    const list = (options: Partial<Parameters<CollectionsRepository['list']>[1]>) =>
      repository.list('users', { first: 0, count: 30, sort: 'timestamp', order: -1, ...options });
    await expect(list({ sort: "name'; DROP TABLE users; --" })).rejects.toThrow(QueryError);
    await expect(list({ sort: '__proto__' })).rejects.toThrow('Field name "__proto__" is not allowed');
    await expect(list({ query: '{"$where": "1"}' })).rejects.toThrow('Unknown operator "$where"');
    await expect(list({ query: '{nope' })).rejects.toThrow(/^Query is not valid JSON/);
    await expect(list({ count: 0 })).rejects.toThrow('"count" must be a whole number from 1 to 1000');
    await expect(list({ count: 1001 })).rejects.toThrow(QueryError);
    await expect(list({ first: -1 })).rejects.toThrow('"first" must be a whole number, 0 or more');
    await expect(
      repository.list('pg_authid' as 'users', { first: 0, count: 1, sort: 'id', order: 1 }),
    ).rejects.toThrow('Unknown collection "pg_authid"');
  });
});

describe('field specs', () => {
  it('describes every collection with the agreed types', () => {
    for (const name of COLLECTIONS) {
      const spec = fieldSpec(name);
      expect(spec.id, name).toBe('string');
      expect(spec.timestamp, name).toBe('date');
    }
    expect(fieldSpec('users')).toMatchObject({
      permissions: 'array',
      currency: 'number',
      showdeveloper: 'boolean',
    });
    expect(fieldSpec('buildings')).toMatchObject({ _postcode: 'string', cellx: 'number', celly: 'number' });
    expect(fieldSpec('domains').plan).toBe('object');
    expect(fieldSpec('events')).toMatchObject({ startdate: 'date', published: 'boolean' });
    expect(fieldSpec('witrequests').response).toBe('object');
  });
});
