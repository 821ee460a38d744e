import { describe, expect, it } from 'vitest';
import { insertDocuments } from '../../seed/insert.ts';
import { EXPORT_BATCH_SIZE } from '../../db/collection-export.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'superuser', 'developer', 'member'] });

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
    const users = { collection: 'users' } as const;
    const list = await api.op('listAdminCollection', {
      path: users,
      query: { query, sort: 'nickname', order: 1, count: 1000 },
      as: 'admin',
    });
    const page = list.json as Page;
    expect(page.total).toBeGreaterThan(3);

    const response = await api.op(
      'exportAdminCollection',
      {
        path: users,
        query: { query, sort: 'nickname', order: 1, fields: 'id,nickname,email,timestamp' },
        as: 'admin',
      },
      200,
    );
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = parseCsv(response.text);
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
    await insertDocuments(api.app.db, 'stringmatches', documents);
    const query = JSON.stringify({ $search: 'export-' });
    const path = { collection: 'stringmatches' } as const;
    for (const sort of ['timestamp', 'id', 'score']) {
      for (const order of [1, -1] as const) {
        const list: string[] = [];
        for (let first = 0; first < count; first += 1000) {
          const page = (
            await api.op('listAdminCollection', {
              path,
              query: { query, sort, order, first, count: 1000 },
              as: 'admin',
            })
          ).json as Page;
          list.push(...page.documents.map((doc) => String(doc.id)));
        }
        const csv = await api.op('exportAdminCollection', {
          path,
          query: { query, sort, order, fields: 'id' },
          as: 'admin',
        });
        const ids = parseCsv(csv.text)
          .slice(1)
          .map((row) => row[0]);
        expect(ids, `${sort} ${order}`).toHaveLength(count);
        expect(ids, `${sort} ${order}`).toEqual(list);
      }
    }
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const stamp = new Date().toISOString();
    await insertDocuments(api.app.db, 'stringmatches', [
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
    const response = await api.op(
      'exportAdminCollection',
      {
        path: { collection: 'stringmatches' },
        query: {
          query: JSON.stringify({ id: { $in: ['formula-1', 'formula-2'] } }),
          sort: 'id',
          order: 1,
          fields: 'id,input,output,score',
        },
        as: 'superuser',
      },
      200,
    );
    expect(parseCsv(response.text)).toEqual([
      ['id', 'input', 'output', 'score'],
      ['formula-1', `'=HYPERLINK("http://evil.test","x")`, "'+1", '-3'],
      ['formula-2', "'@SUM(A1:A9)", "'-2+3", '1'],
    ]);
  });

  it('records the export in the audit log', async () => {
    const query = JSON.stringify({ name: { $contains: 'demo' } });
    await api.op('exportAdminCollection', {
      path: { collection: 'domains' },
      query: { query, fields: 'id,name' },
      as: 'admin',
    });
    const { rows } = await api.app.db.query<{
      actor_id: string;
      collection: string;
      after: Record<string, unknown>;
    }>(
      `SELECT actor_id, collection, after FROM audit_log WHERE action = 'collection.export' ORDER BY ts DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({
      actor_id: api.as.admin.id,
      collection: 'domains',
      after: { query, sort: 'timestamp', order: -1, fields: ['id', 'name'] },
    });
  });

  it('refuses bad input with a plain message', async () => {
    const path = { collection: 'users' } as const;
    const operator = await api.op(
      'exportAdminCollection',
      { path, query: { query: JSON.stringify({ $where: 'x' }) }, as: 'admin' },
      400,
    );
    expect(operator.text).toMatch(/\$where/);
    await api.op('exportAdminCollection', { path, query: { query: '{oops' }, as: 'admin' }, 400);
    await api.op('exportAdminCollection', { path, query: { fields: 'id,doc->x' }, as: 'admin' }, 400);
    await api.op('exportAdminCollection', { invalidPath: { collection: 'passwords' }, as: 'admin' }, 400);
    await api.op('exportAdminCollection', { path, invalidQuery: { order: '2' }, as: 'admin' }, 400);
  });

  it('is for staff only', async () => {
    const path = { collection: 'users' } as const;
    await api.op('exportAdminCollection', { path }, 401);
    for (const as of ['developer', 'member'] as const) {
      const response = await api.op('exportAdminCollection', { path, as }, 403);
      expect(response.text).toBe('Invalid Permission');
    }
  });
});

describe('saved searches', () => {
  type Role = 'admin' | 'superuser' | 'developer' | 'member';
  /** A search the contract refuses, sent by an administrator. */
  const refusedSearch = (invalidBody: Record<string, unknown>) =>
    api.op('createSavedSearch', { invalidBody, as: 'admin' }, 400);
  const remove = (as: Role | null, id: string, status?: number) =>
    api.op('deleteSavedSearch', { path: { id }, as }, status);
  const searches = (as: Role | null, status?: number) => api.op('listSavedSearches', { as }, status);

  it('saves, lists per collection and deletes a staff user’s searches', async () => {
    const created = await api.op(
      'createSavedSearch',
      {
        body: { name: ' Demo users ', collection: 'users', state: 'q=demo&sort=nickname&order=1' },
        as: 'admin',
      },
      200,
    );
    const search = created.json;
    expect(search).toMatchObject({
      name: 'Demo users',
      state: 'q=demo&sort=nickname&order=1',
      collection: 'users',
    });
    await api.op('createSavedSearch', {
      body: { name: 'All domains', collection: 'domains', state: '' },
      as: 'admin',
    });

    const users = await api.op('listSavedSearches', { query: { collection: 'users' }, as: 'admin' }, 200);
    expect(users.json.searches.map((s) => s.id)).toEqual([search.id]);
    const all = (await searches('admin')).json;
    expect(all.searches).toHaveLength(2);

    const deleted = await remove('admin', search.id, 200);
    expect(deleted.json.searches.map((s) => s.name)).toEqual(['All domains']);
    await remove('admin', search.id, 404);
  });

  it('keeps each user’s searches to themselves', async () => {
    const mine = (
      await api.op('createSavedSearch', {
        body: { name: 'Mine', collection: 'events', state: 'q=party' },
        as: 'superuser',
      })
    ).json;
    const others = (await searches('admin')).json;
    expect(others.searches.map((s) => s.id)).not.toContain(mine.id);
    await remove('admin', mine.id, 404);
    const still = (await searches('superuser')).json;
    expect(still.searches.map((s) => s.id)).toContain(mine.id);
  });

  it('refuses bad input', async () => {
    await refusedSearch({ name: '   ', collection: 'users', state: '' });
    await refusedSearch({ name: 'x', collection: 'secrets', state: '' });
    await refusedSearch({ name: 'x', collection: 'users' });
    await refusedSearch({ name: 'x', collection: 'users', state: '', owner: api.as.member.id });
    await refusedSearch({ name: 'x'.repeat(101), collection: 'users', state: '' });
    await api.op('listSavedSearches', { invalidQuery: { collection: 'nope' }, as: 'admin' }, 400);
  });

  it('is for staff only', async () => {
    const body = { name: 'x', collection: 'users', state: '' } as const;
    await api.op('createSavedSearch', { body }, 401);
    await searches(null, 401);
    await remove(null, 'abc', 401);
    for (const as of ['developer', 'member'] as const) {
      await api.op('createSavedSearch', { body, as }, 403);
      await searches(as, 403);
      await remove(as, 'abc', 403);
    }
  });
});
