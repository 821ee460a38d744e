import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../seed/insert.ts';
import { EXPORT_BATCH_SIZE } from '../../db/collection-export.ts';
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

const get = (session: Session | null, url: string, query: Record<string, string | number> = {}) =>
  asUser(t.app, session, {
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

/** Parses the export's CSV (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

interface Page {
  total: number;
  documents: Record<string, unknown>[];
}

describe('exportAdminCollection', () => {
  it('exports exactly the current search, sort and fields of the list', async () => {
    const query = JSON.stringify({ $search: 'demo' });
    const list = await get(admin, '/v2/admin/users', { query, sort: 'nickname', order: 1, count: 1000 });
    const page = list.json<Page>();
    expect(page.total).toBeGreaterThan(3);

    const response = await get(admin, '/v2/admin/export/users', {
      query,
      sort: 'nickname',
      order: 1,
      fields: 'id,nickname,email,timestamp',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['id', 'nickname', 'email', 'timestamp']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(page.documents.map((doc) => doc.id));
    expect(rows[1][1]).toBe(page.documents[0].nickname);
  });

  it('walks every batch in order for both directions and any sort field', async () => {
    const count = EXPORT_BATCH_SIZE + 150;
    const now = Date.UTC(2020, 0, 1);
    // Some share a score (ties broken by id), some have none (NULL keys), to cross batch edges on both.
    const documents = Array.from({ length: count }, (_, i) => ({
      id: `export-${String(i).padStart(5, '0')}`,
      name: `Export ${i}`,
      ...(i % 7 === 0 ? {} : { score: i % 13 }),
      created: new Date(now + i * 1000).toISOString(),
      timestamp: new Date(now + (i % 500) * 1000).toISOString(),
    }));
    await insertDocuments(t.app.db, 'stringmatches', documents);
    const query = JSON.stringify({ $search: 'export-' });
    for (const sort of ['timestamp', 'id', 'score']) {
      for (const order of [1, -1]) {
        const list: string[] = [];
        for (let first = 0; first < count; first += 1000) {
          const page = (
            await get(admin, '/v2/admin/stringmatches', { query, sort, order, first, count: 1000 })
          ).json<Page>();
          list.push(...page.documents.map((doc) => String(doc.id)));
        }
        const csv = await get(admin, '/v2/admin/export/stringmatches', { query, sort, order, fields: 'id' });
        const ids = parseCsv(csv.body)
          .slice(1)
          .map((row) => row[0]);
        expect(ids, `${sort} ${order}`).toHaveLength(count);
        expect(ids, `${sort} ${order}`).toEqual(list);
      }
    }
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const stamp = new Date().toISOString();
    await insertDocuments(t.app.db, 'stringmatches', [
      {
        id: 'formula-1',
        input: '=HYPERLINK("http://evil.test","x")',
        output: '+1',
        score: -3,
        created: stamp,
        timestamp: stamp,
      },
      { id: 'formula-2', input: '@SUM(A1:A9)', output: '-2+3', score: 1, created: stamp, timestamp: stamp },
    ]);
    const response = await get(superuser, '/v2/admin/export/stringmatches', {
      query: JSON.stringify({ id: { $in: ['formula-1', 'formula-2'] } }),
      sort: 'id',
      order: 1,
      fields: 'id,input,output,score',
    });
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body)).toEqual([
      ['id', 'input', 'output', 'score'],
      ['formula-1', `'=HYPERLINK("http://evil.test","x")`, "'+1", '-3'],
      ['formula-2', "'@SUM(A1:A9)", "'-2+3", '1'],
    ]);
  });

  it('records the export in the audit log', async () => {
    const query = JSON.stringify({ name: { $contains: 'demo' } });
    await get(admin, '/v2/admin/export/domains', { query, fields: 'id,name' });
    const { rows } = await t.app.db.query<{
      actor_id: string;
      collection: string;
      after: Record<string, unknown>;
    }>(
      `SELECT actor_id, collection, after FROM audit_log WHERE action = 'collection.export' ORDER BY ts DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({
      actor_id: admin.id,
      collection: 'domains',
      after: { query, sort: 'timestamp', order: -1, fields: ['id', 'name'] },
    });
  });

  it('refuses bad input with a plain message', async () => {
    const operator = await get(admin, '/v2/admin/export/users', { query: JSON.stringify({ $where: 'x' }) });
    expectMatchesSchema(operator, 'exportAdminCollection', 400);
    expect(operator.body).toMatch(/\$where/);
    expectMatchesSchema(
      await get(admin, '/v2/admin/export/users', { query: '{oops' }),
      'exportAdminCollection',
      400,
    );
    expectMatchesSchema(
      await get(admin, '/v2/admin/export/users', { fields: 'id,doc->x' }),
      'exportAdminCollection',
      400,
    );
    expectMatchesSchema(await get(admin, '/v2/admin/export/passwords'), 'exportAdminCollection', 400);
    expectMatchesSchema(
      await get(admin, '/v2/admin/export/users', { order: 2 }),
      'exportAdminCollection',
      400,
    );
  });

  it('is for staff only', async () => {
    expectMatchesSchema(await get(null, '/v2/admin/export/users'), 'exportAdminCollection', 401);
    for (const session of [developer, member]) {
      const response = await get(session, '/v2/admin/export/users');
      expectMatchesSchema(response, 'exportAdminCollection', 403);
      expect(response.body).toBe('Invalid Permission');
    }
  });
});

describe('saved searches', () => {
  const create = (session: Session | null, payload: Record<string, unknown>) =>
    asUser(t.app, session, { method: 'POST', url: '/v2/admin/savedsearches', payload });
  const remove = (session: Session | null, id: string) =>
    asUser(t.app, session, { method: 'DELETE', url: `/v2/admin/savedsearches/${id}` });

  it('saves, lists per collection and deletes a staff user’s searches', async () => {
    const created = await create(admin, {
      name: ' Demo users ',
      collection: 'users',
      state: 'q=demo&sort=nickname&order=1',
    });
    expectMatchesSchema(created, 'createSavedSearch', 200);
    const search = created.json<{ id: string; name: string; state: string }>();
    expect(search).toMatchObject({
      name: 'Demo users',
      state: 'q=demo&sort=nickname&order=1',
      collection: 'users',
    });
    await create(admin, { name: 'All domains', collection: 'domains', state: '' });

    const users = await get(admin, '/v2/admin/savedsearches', { collection: 'users' });
    expectMatchesSchema(users, 'listSavedSearches', 200);
    expect(users.json<{ searches: { id: string }[] }>().searches.map((s) => s.id)).toEqual([search.id]);
    const all = (await get(admin, '/v2/admin/savedsearches')).json<{ searches: unknown[] }>();
    expect(all.searches).toHaveLength(2);

    const deleted = await remove(admin, search.id);
    expectMatchesSchema(deleted, 'deleteSavedSearch', 200);
    expect(deleted.json<{ searches: { name: string }[] }>().searches.map((s) => s.name)).toEqual([
      'All domains',
    ]);
    expectMatchesSchema(await remove(admin, search.id), 'deleteSavedSearch', 404);
  });

  it('keeps each user’s searches to themselves', async () => {
    const mine = (await create(superuser, { name: 'Mine', collection: 'events', state: 'q=party' })).json<{
      id: string;
    }>();
    const others = (await get(admin, '/v2/admin/savedsearches')).json<{ searches: { id: string }[] }>();
    expect(others.searches.map((s) => s.id)).not.toContain(mine.id);
    const refused = await remove(admin, mine.id);
    expectMatchesSchema(refused, 'deleteSavedSearch', 404);
    const still = (await get(superuser, '/v2/admin/savedsearches')).json<{ searches: { id: string }[] }>();
    expect(still.searches.map((s) => s.id)).toContain(mine.id);
  });

  it('refuses bad input', async () => {
    expectMatchesSchema(
      await create(admin, { name: '   ', collection: 'users', state: '' }),
      'createSavedSearch',
      400,
    );
    expectMatchesSchema(
      await create(admin, { name: 'x', collection: 'secrets', state: '' }),
      'createSavedSearch',
      400,
    );
    expectMatchesSchema(await create(admin, { name: 'x', collection: 'users' }), 'createSavedSearch', 400);
    expectMatchesSchema(
      await create(admin, { name: 'x', collection: 'users', state: '', owner: member.id }),
      'createSavedSearch',
      400,
    );
    expectMatchesSchema(
      await create(admin, { name: 'x'.repeat(101), collection: 'users', state: '' }),
      'createSavedSearch',
      400,
    );
    expectMatchesSchema(
      await get(admin, '/v2/admin/savedsearches', { collection: 'nope' }),
      'listSavedSearches',
      400,
    );
  });

  it('is for staff only', async () => {
    const payload = { name: 'x', collection: 'users', state: '' };
    expectMatchesSchema(await create(null, payload), 'createSavedSearch', 401);
    expectMatchesSchema(await get(null, '/v2/admin/savedsearches'), 'listSavedSearches', 401);
    expectMatchesSchema(await remove(null, 'abc'), 'deleteSavedSearch', 401);
    for (const session of [developer, member]) {
      expectMatchesSchema(await create(session, payload), 'createSavedSearch', 403);
      expectMatchesSchema(await get(session, '/v2/admin/savedsearches'), 'listSavedSearches', 403);
      expectMatchesSchema(await remove(session, 'abc'), 'deleteSavedSearch', 403);
    }
  });
});
