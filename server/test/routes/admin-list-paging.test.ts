import { describe, expect, it } from 'vitest';
import { FILTERED_COUNT_CAP } from '../../db/collections.ts';
import { CURSOR_MALFORMED, CURSOR_OTHER_SORT } from '../../db/list-cursor.ts';
import { containsRefused, LARGE_COLLECTION, SEARCH_TOO_SHORT } from '../../db/query-translator.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'developer'] });

interface Page {
  total: number;
  totalCapped: boolean;
  documents: { id: string }[];
  next: string | null;
  prev: string | null;
}

type Query = {
  first?: number;
  count?: number;
  sort?: string;
  order?: 1 | -1;
  cursor?: string;
  query?: string;
};

async function list(collection: 'users' | 'events' | 'stringmatches', query: Query): Promise<Page> {
  const response = await api.op('listAdminCollection', { path: { collection }, query, as: 'admin' }, 200);
  return response.json as unknown as Page;
}

const ids = (page: Page) => page.documents.map((d) => d.id);

/** Walks the whole list by Next, then back by Prev, checking each page against the offset page. */
async function walk(collection: 'users' | 'stringmatches', base: Query, count: number) {
  const pages: Page[] = [await list(collection, { ...base, count })];
  expect(pages[0].prev).toBeNull();
  while (pages.at(-1)!.next) {
    pages.push(await list(collection, { ...base, count, cursor: pages.at(-1)!.next! }));
  }
  const total = pages[0].total;
  expect(pages).toHaveLength(Math.ceil(total / count));
  for (const [index, page] of pages.entries()) {
    const byOffset = await list(collection, { ...base, count, first: index * count });
    expect(ids(page)).toEqual(ids(byOffset));
    expect(page.total).toBe(total);
  }
  // Back from the last page by Prev gives the same pages again.
  let page = pages.at(-1)!;
  for (let index = pages.length - 2; index >= 0; index -= 1) {
    page = await list(collection, { ...base, count, cursor: page.prev! });
    expect(ids(page)).toEqual(ids(pages[index]));
  }
  expect(page.prev).toBeNull();
  return pages;
}

describe('listAdminCollection: Next and Prev by cursor', () => {
  it('walks the users newest first, forward and back, exactly as offset paging does', async () => {
    const pages = await walk('users', {}, 40);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.at(-1)!.next).toBeNull();
  });

  it('walks a field sort in both orders, also with a filter', async () => {
    await walk('users', { sort: 'nickname', order: 1 }, 25);
    await walk('users', { sort: 'currency', order: -1 }, 30);
    await walk('stringmatches', { sort: 'score', order: 1 }, 20);
    await walk('users', { sort: 'id', order: 1, query: JSON.stringify({ $search: 'demo' }) }, 2);
  });

  it('offers Prev after an offset jump', async () => {
    const jumped = await list('users', { first: 60, count: 30 });
    const before = await list('users', { cursor: jumped.prev!, count: 30 });
    expect(ids(before)).toEqual(ids(await list('users', { first: 30, count: 30 })));
  });

  it('refuses a damaged cursor and one made for another sort, in our words', async () => {
    const path = { collection: 'users' } as const;
    const damaged = await api.op(
      'listAdminCollection',
      { path, query: { cursor: 'bm90LWEtY3Vyc29y' }, as: 'admin' },
      400,
    );
    expect(damaged.text).toBe(CURSOR_MALFORMED);
    const next = (await list('users', { count: 5 })).next!;
    const otherSort = await api.op(
      'listAdminCollection',
      { path, query: { cursor: next, sort: 'name' }, as: 'admin' },
      400,
    );
    expect(otherSort.text).toBe(CURSOR_OTHER_SORT);
    const otherOrder = await api.op(
      'listAdminCollection',
      { path, query: { cursor: next, order: 1 }, as: 'admin' },
      400,
    );
    expect(otherOrder.text).toBe(CURSOR_OTHER_SORT);
    const pattern = await api.op(
      'listAdminCollection',
      { path, invalidQuery: { cursor: 'not a cursor!' }, as: 'admin' },
      400,
    );
    expect(pattern.text).toMatch(/cursor/i);
  });

  it('needs a staff session', async () => {
    const next = (await list('users', { count: 5 })).next!;
    const path = { collection: 'users' } as const;
    await api.op('listAdminCollection', { path, query: { cursor: next } }, 401);
    await api.op('listAdminCollection', { path, query: { cursor: next }, as: 'developer' }, 403);
  });
});

describe('listAdminCollection: totals of large collections', () => {
  it('says when a filtered total of a large collection stopped at the cap, and is exact otherwise', async () => {
    const path = { collection: 'autotests' } as const;
    const page = async (query?: unknown) =>
      (
        await api.op(
          'listAdminCollection',
          { path, query: query === undefined ? {} : { query: JSON.stringify(query) }, as: 'admin' },
          200,
        )
      ).json as unknown as Page;
    const db = api.app.db;
    // More records matching one word than the cap, removed again afterwards.
    await db.query(
      `INSERT INTO autotests (id, doc)
       SELECT 'capped-' || g, jsonb_build_object('id', 'capped-' || g, 'name', 'cappedrun' || g,
                                                 'timestamp', '2020-01-01T00:00:00.000Z')
       FROM generate_series(1, ${FILTERED_COUNT_CAP + 5}) AS g`,
    );
    try {
      const all = await page();
      expect(await page({ $search: 'cappedrun' })).toMatchObject({
        total: FILTERED_COUNT_CAP + 5,
        totalCapped: false,
      });
      // The size rule reads the kept count, so the collection is made to look large for this part.
      await db.query(
        `UPDATE collection_counts SET n = n + ${LARGE_COLLECTION} WHERE collection = 'autotests'`,
      );
      try {
        const capped = await page({ $search: 'cappedrun' });
        expect(capped).toMatchObject({ total: FILTERED_COUNT_CAP, totalCapped: true });
        expect(capped.documents).toHaveLength(30);
        expect(capped.next).not.toBeNull();
        expect(await page({ $search: 'cappedrun1000' })).toMatchObject({ total: 1, totalCapped: false });
        expect(await page()).toMatchObject({ total: all.total + LARGE_COLLECTION, totalCapped: false });
      } finally {
        await db.query(
          `UPDATE collection_counts SET n = n - ${LARGE_COLLECTION} WHERE collection = 'autotests'`,
        );
      }
    } finally {
      await db.query(`DELETE FROM autotests WHERE id LIKE 'capped-%'`);
    }
  });
});

describe('listAdminCollection: searches an index can serve', () => {
  const path = { collection: 'events' } as const;
  const search = (query: unknown, status: number) =>
    api.op('listAdminCollection', { path, query: { query: JSON.stringify(query) }, as: 'admin' }, status);

  it('refuses a search word shorter than three characters', async () => {
    expect((await search({ $search: 'de' }, 400)).text).toBe(SEARCH_TOO_SHORT);
    await search({ $search: 'dem' }, 200);
  });

  it('refuses $contains where no index serves it once a collection is large', async () => {
    await search({ type: { $contains: 'e' } }, 200);
    // The size rule reads the kept count, so the demo collection is made to look large for this test.
    await api.app.db.query(
      `UPDATE collection_counts SET n = n + ${LARGE_COLLECTION} WHERE collection = 'events'`,
    );
    try {
      expect((await search({ type: { $contains: 'e' } }, 400)).text).toBe(containsRefused('type'));
      expect((await search({ name: { $contains: 'e' } }, 400)).text).toBe(SEARCH_TOO_SHORT);
      await search({ name: { $contains: 'dem' } }, 200);
      // A user's e-mail address is in the indexed search text too (migration 036).
      await search({ email: { $contains: 'dem' } }, 200);
    } finally {
      await api.app.db.query(
        `UPDATE collection_counts SET n = n - ${LARGE_COLLECTION} WHERE collection = 'events'`,
      );
    }
  });
});
