/**
 * The edge's text rule: a NUL or a lone surrogate anywhere in a request (body, JSON sent as text/plain, query
 * string, a query object's JSON, path parameters, headers) is a 400 naming the field, never a 500 from the
 * database; ordinary non-ASCII text (accents, emoji, CJK) still goes through.
 */
import { describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'owner'] });

const HOSTILE: ReadonlyArray<[string, string]> = [
  ['NUL', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
];
const refused = (label: string) => `${label} contains a character that is not allowed.`;
const business = { domain: 'demo-business' } as const;
const users = { collection: 'users' } as const;

describe.each(HOSTILE)('%s', (_, bad) => {
  it('escaped in a query object of the admin search is refused', async () => {
    const query = JSON.stringify({ name: bad }); // JSON.stringify escapes both: \u0000, \ud800
    expect(query).not.toContain(bad);
    const listed = await api.op('listAdminCollection', { path: users, query: { query }, as: 'admin' }, 400);
    expect(listed.text).toBe(refused('Query'));
    const exported = await api.op(
      'exportAdminCollection',
      { path: users, query: { query }, as: 'admin' },
      400,
    );
    expect(exported.text).toBe(refused('Query'));
  });

  it('in a saved search name is refused', async () => {
    const reply = await api.op(
      'createSavedSearch',
      { body: { name: bad, collection: 'users', state: 'search=x' }, as: 'admin' },
      400,
    );
    expect(reply.text).toBe(refused('Name'));
  });

  it("in a metaverse field is refused under the field's contract title, as JSON and as text/plain", async () => {
    const reply = await api.op(
      'updateDomain',
      { path: business, body: { oculusdestination: bad }, as: 'owner' },
      400,
    );
    expect(reply.text).toBe(refused('Headset destination'));
    const asText = await api.inject(api.as.owner, {
      method: 'POST',
      url: '/v2/domains/demo-business',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ oculusdestination: bad }),
    });
    expect([asText.statusCode, asText.body]).toEqual([400, refused('Headset destination')]);
  });

  it('in a staff record form field is refused under its title', async () => {
    const reply = await api.op(
      'createAdminStringmatch',
      { body: { input: bad, output: 'the beach', score: 0.5, uses: 1 }, as: 'admin' },
      400,
    );
    expect(reply.text).toBe(refused('Heard text'));
  });

  it('in a field name of a body is refused', async () => {
    const reply = await api.op(
      'updateDomain',
      { path: business, invalidBody: { [bad]: 'x' }, as: 'owner' },
      400,
    );
    expect(reply.text).toBe(refused('The request body'));
  });

  it('in the file name header of an upload is refused', async () => {
    const reply = await api.op(
      'uploadProfilePicture',
      {
        body: Buffer.from('not read'),
        headers: { 'content-type': 'image/png', 'x-shapevr-name': bad },
        as: 'owner',
      },
      400,
    );
    expect(reply.text).toBe('The "x-shapevr-name" header contains a character that is not allowed.');
  });
});

// A lone surrogate has no UTF-8 form, so an address cannot carry one: only NUL (%00) reaches these as such.
describe('NUL in the address', () => {
  it('in a query object is refused', async () => {
    const query = '{"name":"a\u0000b"}';
    const reply = await api.op('listAdminCollection', { path: users, query: { query }, as: 'admin' }, 400);
    expect(reply.text).toBe(refused('Query'));
  });

  it('in a drive path is refused', async () => {
    const reply = await api.op('listDriveFiles', { query: { path: 'a\u0000b' }, as: 'owner' }, 400);
    expect(reply.text).toBe(refused('Path'));
  });

  it('in an autotest filter is refused', async () => {
    const reply = await api.op('listAutotests', { query: { user: 'a\u0000b' }, as: 'admin' }, 400);
    expect(reply.text).toBe(refused('User'));
  });

  it('in a path parameter is refused', async () => {
    const reply = await api.op('getAdminDocument', { path: { ...users, id: 'a\u0000b' }, as: 'admin' }, 400);
    expect(reply.text).toBe(refused('Id'));
  });
});

describe('escapes that decode to no character', () => {
  it('in the path are refused in our words', async () => {
    // The UTF-8-like bytes of a surrogate, the nearest an address comes to one.
    const reply = await api.inject(api.as.admin, { method: 'GET', url: '/v2/admin/users/a%ED%A0%80b' });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.body).toBe('The address contains a character that is not allowed.');
  });

  it('in the query string become ordinary text', async () => {
    const reply = await api.inject(api.as.owner, {
      method: 'GET',
      url: '/v2/drives/files/list?path=a%ED%A0%80b',
    });
    expect([reply.statusCode, reply.body]).toEqual([404, 'No such drive path']);
  });
});

describe('ordinary non-ASCII text', () => {
  const text = 'Café Zoë 😀 漢字 ünïcödé';

  it('is kept in a saved search name', async () => {
    const reply = await api.op(
      'createSavedSearch',
      { body: { name: text, collection: 'users', state: 'search=x' }, as: 'admin' },
      200,
    );
    expect(reply.json.name).toBe(text);
  });

  it('is kept in a metaverse field', async () => {
    const reply = await api.op(
      'updateDomain',
      { path: business, body: { oculusdestination: text }, as: 'owner' },
      200,
    );
    expect(reply.json.oculusdestination).toBe(text);
  });

  it('is searched for in a query object', async () => {
    const query = JSON.stringify({ name: text });
    const reply = await api.op('listAdminCollection', { path: users, query: { query }, as: 'admin' }, 200);
    expect(reply.json.total).toBe(0);
  });

  it('is looked up as a drive path', async () => {
    const reply = await api.op('listDriveFiles', { query: { path: `${text}/x` }, as: 'owner' }, 404);
    expect(reply.text).toBe('No such drive path');
  });
});

describe('a path parameter of non-ASCII text', () => {
  it('reaches validation at every length the contract allows, however long its encoding', async () => {
    // 200 emoji (the contract's limit for a metaverse) are 2,400 characters on the wire.
    const longest = '😀'.repeat(200);
    await api.op('getDomain', { path: { domain: longest }, as: 'owner' }, 404);
    const reply = await api.op('getDomain', { path: { domain: `${longest}x` }, as: 'owner' }, 400);
    expect(reply.text).toMatch(/Domain/);
  });
});
