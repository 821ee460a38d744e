import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../db/collections.ts';
import { asUser, createTestApp, expectMatchesSchema, login, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Session;
let superuser: Session;
let developer: Session;
let member: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, superuser, developer, member] = await Promise.all(
    ['admin', 'superuser', 'developer', 'member'].map((role) => login(t.app, `${role}@demo.test`)),
  );
});

afterAll(async () => {
  await t?.close();
});

const get = (session: Session | null, url: string) => asUser(t.app, session, { method: 'GET', url });
const list = (session: Session | null, collection: string, query: Record<string, string | number> = {}) =>
  asUser(t.app, session, {
    method: 'GET',
    url: `/v2/admin/${collection}`,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

interface Page {
  total: number;
  documents: { id: string; name?: string; timestamp: string; nickname?: string }[];
}

describe('getAdminSpec', () => {
  it('gives the field map of every collection to staff', async () => {
    for (const collection of COLLECTIONS) {
      const response = await get(admin, `/v2/admin/${collection}/adminspec`);
      expectMatchesSchema(response, 'getAdminSpec', 200);
      expect(Object.keys(response.json().document).length).toBeGreaterThan(0);
    }
    const users = await get(superuser, '/v2/admin/users/adminspec');
    expect(users.json().document).toMatchObject({
      nickname: 'string',
      permissions: 'array',
      timestamp: 'date',
    });
  });

  it('says "Invalid Permission" to signed-in users without the admin permission', async () => {
    for (const session of [developer, member]) {
      const response = await get(session, '/v2/admin/users/adminspec');
      expectMatchesSchema(response, 'getAdminSpec', 403);
      expect(response.body).toBe('Invalid Permission');
    }
  });

  it('refuses an unknown collection and anonymous callers', async () => {
    const unknown = await get(admin, '/v2/admin/passwords/adminspec');
    expectMatchesSchema(unknown, 'getAdminSpec', 400);
    expect(unknown.body).toMatch(/^"collection" must be one of: users, domains/);
    expectMatchesSchema(await get(null, '/v2/admin/users/adminspec'), 'getAdminSpec', 401);
  });
});

describe('listAdminCollection', () => {
  it('pages 30 at a time, newest first, with the total', async () => {
    const response = await list(admin, 'users');
    expectMatchesSchema(response, 'listAdminCollection', 200);
    const page = response.json() as Page;
    expect(page.documents).toHaveLength(30);
    expect(page.total).toBeGreaterThan(120);
    const stamps = page.documents.map((d) => d.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('follows first and count', async () => {
    const all = (await list(admin, 'events', { count: 40 })).json() as Page;
    const second = (await list(admin, 'events', { first: 10, count: 5 })).json() as Page;
    expect(second.documents.map((d) => d.id)).toEqual(all.documents.slice(10, 15).map((d) => d.id));
    expect(second.total).toBe(all.total);
  });

  it('sorts by another field in either order', async () => {
    type Scored = { total: number; documents: { score: number }[] };
    const ascending = (
      await list(admin, 'stringmatches', { sort: 'score', order: 1, count: 100 })
    ).json() as Scored;
    const scores = ascending.documents.map((d) => d.score);
    expect(scores.length).toBeGreaterThan(30);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const descending = (
      await list(admin, 'stringmatches', { sort: 'score', order: -1, count: 100 })
    ).json() as Scored;
    expect(descending.documents.map((d) => d.score)).toEqual([...scores].sort((a, b) => b - a));
  });

  it('filters with a plain-word search and with a query object', async () => {
    const search = await list(superuser, 'users', { query: JSON.stringify({ $search: 'demo adm' }) });
    expectMatchesSchema(search, 'listAdminCollection', 200);
    expect((search.json() as Page).documents.map((d) => d.nickname)).toEqual(['Demo Admin']);
    const object = await list(admin, 'users', {
      query: JSON.stringify({ $and: [{ permissions: { $in: ['superuser'] } }] }),
    });
    const page = object.json() as Page;
    expect(page.total).toBe(1);
    expect(page.documents[0].nickname).toBe('Demo Superuser');
  });

  it('treats quotes in values as text', async () => {
    const response = await list(admin, 'users', { query: JSON.stringify({ nickname: "x' OR '1'='1" }) });
    expectMatchesSchema(response, 'listAdminCollection', 200);
    expect(response.json()).toEqual({ total: 0, documents: [] });
  });

  it('refuses $where with a 400 that names it', async () => {
    const response = await list(admin, 'users', { query: '{"$where":"this.permissions.length > 0"}' });
    expectMatchesSchema(response, 'listAdminCollection', 400);
    expect(response.body).toContain('$where');
  });

  it('refuses prototype keys, invalid JSON and arrays as queries', async () => {
    expect((await list(admin, 'users', { query: '{"__proto__":{"admin":true}}' })).statusCode).toBe(400);
    const invalid = await list(admin, 'users', { query: '{nickname:' });
    expectMatchesSchema(invalid, 'listAdminCollection', 400);
    expect(invalid.body).toMatch(/^Query is not valid JSON/);
    expect((await list(admin, 'users', { query: '[1]' })).body).toBe(
      'The query must be a JSON object, not an array',
    );
  });

  it('refuses bad paging parameters', async () => {
    const notNumber = await list(admin, 'users', { count: 'many' });
    expectMatchesSchema(notNumber, 'listAdminCollection', 400);
    expect(notNumber.body).toBe('"count" must be a whole number');
    expect((await list(admin, 'users', { count: 0 })).body).toBe('"count" must be at least 1');
    expect((await list(admin, 'users', { count: 1001 })).body).toBe('"count" must be at most 1000');
    expect((await list(admin, 'users', { order: 2 })).body).toBe('"order" must be one of: 1, -1');
    expect((await list(admin, 'users', { sort: 'doc; DROP TABLE users' })).body).toMatch(
      /^"sort" must match the pattern/,
    );
  });

  it('says "Invalid Permission" to non-staff and 401 to anonymous callers', async () => {
    const refused = await list(member, 'users');
    expectMatchesSchema(refused, 'listAdminCollection', 403);
    expect(refused.body).toBe('Invalid Permission');
    expectMatchesSchema(await list(null, 'users'), 'listAdminCollection', 401);
  });
});

describe('getAdminDocument', () => {
  it('returns a document as stored', async () => {
    const first = ((await list(admin, 'witrequests', { count: 1 })).json() as Page).documents[0];
    const response = await get(admin, `/v2/admin/witrequests/${first.id}`);
    expectMatchesSchema(response, 'getAdminDocument', 200);
    expect(response.json()).toEqual(first);
  });

  it('returns any user record, and never a password hash', async () => {
    const response = await get(admin, `/v2/admin/users/${member.id}`);
    expectMatchesSchema(response, 'getAdminDocument', 200);
    expect(response.json().email).toBe('member@demo.test');
    expect(response.body).not.toMatch(/scrypt\$/);
  });

  it('answers 404 for an unknown id', async () => {
    expectMatchesSchema(
      await get(admin, '/v2/admin/users/ffffffffffffffffffffffff'),
      'getAdminDocument',
      404,
    );
  });

  it('says "Invalid Permission" to non-staff, even for their own record', async () => {
    const response = await get(member, `/v2/admin/users/${member.id}`);
    expectMatchesSchema(response, 'getAdminDocument', 403);
    expect(response.body).toBe('Invalid Permission');
    expectMatchesSchema(await get(null, `/v2/admin/users/${member.id}`), 'getAdminDocument', 401);
    expectMatchesSchema(await get(admin, `/v2/admin/nothing/${member.id}`), 'getAdminDocument', 400);
  });
});
