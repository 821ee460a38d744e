import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../db/collections.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'superuser', 'developer', 'member'] });

interface Page {
  total: number;
  totalCapped: boolean;
  documents: { id: string; name?: string; timestamp: string; nickname?: string }[];
  next: string | null;
  prev: string | null;
}

describe('getAdminSpec', () => {
  it('gives the field map of every collection to staff', async () => {
    for (const collection of COLLECTIONS) {
      const response = await api.op('getAdminSpec', { path: { collection }, as: 'admin' }, 200);
      expect(Object.keys(response.json.document).length).toBeGreaterThan(0);
    }
    const users = await api.op('getAdminSpec', { path: { collection: 'users' }, as: 'superuser' });
    expect(users.json.document).toMatchObject({
      nickname: 'string',
      permissions: 'array',
      timestamp: 'date',
    });
  });

  it('says "Invalid Permission" to signed-in users without the admin permission', async () => {
    for (const as of ['developer', 'member'] as const) {
      const response = await api.op('getAdminSpec', { path: { collection: 'users' }, as }, 403);
      expect(response.text).toBe('Invalid Permission');
    }
  });

  it('refuses an unknown collection and anonymous callers', async () => {
    const unknown = await api.op(
      'getAdminSpec',
      { invalidPath: { collection: 'passwords' }, as: 'admin' },
      400,
    );
    expect(unknown.text).toMatch(/^Collection must be one of: /);
    await api.op('getAdminSpec', { path: { collection: 'users' } }, 401);
  });
});

describe('listAdminCollection', () => {
  const users = { collection: 'users' } as const;

  it('pages 30 at a time, newest first, with the total', async () => {
    const response = await api.op('listAdminCollection', { path: users, as: 'admin' }, 200);
    const page = response.json as Page;
    expect(page.documents).toHaveLength(30);
    expect(page.total).toBeGreaterThan(120);
    const stamps = page.documents.map((d) => d.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('follows first and count', async () => {
    const path = { collection: 'events' } as const;
    const all = (await api.op('listAdminCollection', { path, query: { count: 40 }, as: 'admin' }))
      .json as Page;
    const second = (
      await api.op('listAdminCollection', { path, query: { first: 10, count: 5 }, as: 'admin' })
    ).json as Page;
    expect(second.documents.map((d) => d.id)).toEqual(all.documents.slice(10, 15).map((d) => d.id));
    expect(second.total).toBe(all.total);
  });

  it('sorts by another field in either order', async () => {
    type Scored = { total: number; documents: { score: number }[] };
    const path = { collection: 'stringmatches' } as const;
    const ascending = (
      await api.op('listAdminCollection', {
        path,
        query: { sort: 'score', order: 1, count: 100 },
        as: 'admin',
      })
    ).json as unknown as Scored;
    const scores = ascending.documents.map((d) => d.score);
    expect(scores.length).toBeGreaterThan(30);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const descending = (
      await api.op('listAdminCollection', {
        path,
        query: { sort: 'score', order: -1, count: 100 },
        as: 'admin',
      })
    ).json as unknown as Scored;
    expect(descending.documents.map((d) => d.score)).toEqual([...scores].sort((a, b) => b - a));
  });

  it('filters with a plain-word search and with a query object', async () => {
    const search = await api.op(
      'listAdminCollection',
      { path: users, query: { query: JSON.stringify({ $search: 'demo adm' }) }, as: 'superuser' },
      200,
    );
    expect((search.json as Page).documents.map((d) => d.nickname)).toEqual(['Demo Admin']);
    const object = await api.op('listAdminCollection', {
      path: users,
      query: { query: JSON.stringify({ $and: [{ permissions: { $in: ['superuser'] } }] }) },
      as: 'admin',
    });
    const page = object.json as Page;
    expect(page.total).toBe(1);
    expect(page.documents[0].nickname).toBe('Demo Superuser');
  });

  it('finds a user by e-mail address and a voice correction by its text with a plain word', async () => {
    const word = (collection: 'users' | 'stringmatches', text: string) =>
      api.op(
        'listAdminCollection',
        { path: { collection }, query: { query: JSON.stringify({ $search: text }) }, as: 'admin' },
        200,
      );
    const byEmail = (await word('users', 'superuser@demo')).json as Page;
    expect(byEmail.documents.map((d) => d.nickname)).toEqual(['Demo Superuser']);
    const match = { input: 'the gallerie wing', output: 'the gallery wing', score: 0.5, uses: 1 };
    await api.op('createAdminStringmatch', { body: match, as: 'admin' }, 200);
    for (const text of ['GALLERIE', 'gallery wing']) {
      const found = (await word('stringmatches', text)).json as Page;
      expect(found.documents.map((d) => (d as Record<string, unknown>).input)).toEqual([match.input]);
    }
  });

  it('treats quotes in values as text', async () => {
    const response = await api.op(
      'listAdminCollection',
      { path: users, query: { query: JSON.stringify({ nickname: "x' OR '1'='1" }) }, as: 'admin' },
      200,
    );
    expect(response.json).toEqual({ total: 0, totalCapped: false, documents: [], next: null, prev: null });
  });

  it('refuses $where with a 400 that names it', async () => {
    const response = await api.op(
      'listAdminCollection',
      { path: users, query: { query: '{"$where":"this.permissions.length > 0"}' }, as: 'admin' },
      400,
    );
    expect(response.text).toContain('$where');
  });

  it('refuses prototype keys, invalid JSON and arrays as queries', async () => {
    const query = (text: string, status?: number) =>
      api.op('listAdminCollection', { path: users, query: { query: text }, as: 'admin' }, status);
    await query('{"__proto__":{"admin":true}}', 400);
    const invalid = await query('{nickname:', 400);
    expect(invalid.text).toMatch(/^Query is not valid JSON/);
    expect((await query('[1]')).text).toBe('The query must be a JSON object, not an array');
  });

  it('refuses bad paging parameters', async () => {
    const paging = (invalidQuery: Record<string, string>, status?: number) =>
      api.op('listAdminCollection', { path: users, invalidQuery, as: 'admin' }, status);
    const notNumber = await paging({ count: 'many' }, 400);
    expect(notNumber.text).toBe('Count must be a whole number.');
    expect((await paging({ count: '0' })).text).toBe('Count must be a whole number from 1 to 1000.');
    expect((await paging({ count: '1001' })).text).toBe('Count must be a whole number from 1 to 1000.');
    expect((await paging({ order: '2' })).text).toBe('Order must be one of: 1, -1.');
    expect((await paging({ sort: 'doc; DROP TABLE users' })).text).toBe(
      'Sort must be a field name: letters, digits and underscores, not starting with a digit (at most 64 characters).',
    );
  });

  it('says "Invalid Permission" to non-staff and 401 to anonymous callers', async () => {
    const refused = await api.op('listAdminCollection', { path: users, as: 'member' }, 403);
    expect(refused.text).toBe('Invalid Permission');
    await api.op('listAdminCollection', { path: users }, 401);
  });
});

describe('getAdminDocument', () => {
  it('returns a document as stored', async () => {
    const list = await api.op('listAdminCollection', {
      path: { collection: 'witrequests' },
      query: { count: 1 },
      as: 'admin',
    });
    const first = (list.json as Page).documents[0];
    const response = await api.op(
      'getAdminDocument',
      { path: { collection: 'witrequests', id: first.id }, as: 'admin' },
      200,
    );
    expect(response.json).toEqual(first);
  });

  it('returns any user record, and never a password hash', async () => {
    const response = await api.op(
      'getAdminDocument',
      { path: { collection: 'users', id: api.as.member.id }, as: 'admin' },
      200,
    );
    expect(response.json.email).toBe('member@demo.test');
    expect(response.text).not.toMatch(/scrypt\$/);
  });

  it('answers 404 for an unknown id', async () => {
    await api.op(
      'getAdminDocument',
      { path: { collection: 'users', id: 'ffffffffffffffffffffffff' }, as: 'admin' },
      404,
    );
  });

  it('says "Invalid Permission" to non-staff, even for their own record', async () => {
    const path = { collection: 'users', id: api.as.member.id } as const;
    const response = await api.op('getAdminDocument', { path, as: 'member' }, 403);
    expect(response.text).toBe('Invalid Permission');
    await api.op('getAdminDocument', { path }, 401);
    await api.op(
      'getAdminDocument',
      { invalidPath: { collection: 'nothing', id: api.as.member.id }, as: 'admin' },
      400,
    );
  });
});
