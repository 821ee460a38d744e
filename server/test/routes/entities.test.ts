/** Entity lists and deletes of a metaverse (owner-console.md §2.11, §5, §6, §7). */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../seed/demo.ts';
import { ENTITY_TEXTS as T } from '../../routes/entities/texts.ts';
import { apiTest, type OpInput } from '../api-test.ts';
import type { Session } from '../helpers.ts';

interface Row {
  id: string;
  name: string;
  nickname?: string;
  path?: string;
  deletable?: boolean;
}

const api = apiTest({ roles: ['owner', 'manager', 'member'] });
let stranger: Session;
let foreignUri: string;

beforeAll(async () => {
  stranger = await api.signup();
  const { rows } = await api.app.db.query<{ uri: string }>(
    `SELECT doc->>'uri' AS uri FROM domains WHERE doc->>'owner' <> $1 ORDER BY id LIMIT 1`,
    [demoUserId('owner@demo.test')],
  );
  foreignUri = rows[0].uri;
});
type Who = 'owner' | 'manager' | 'member' | Session | null;
type Types = 'locations' | 'events' | 'plots';
type ListQuery = OpInput<'listEntities', never>['query'];

const locationsOf = async (domain: string, query: ListQuery = {}): Promise<Row[]> =>
  (await api.op('listEntities', { path: { domain, types: 'locations' }, query, as: 'member' }, 200)).json;
const remove = (as: Who, domain: string, types: Types, id: string, status?: number) =>
  api.op('deleteEntity', { path: { domain, types, id }, as }, status);
const entity = (as: Who, domain: string, types: Types, id: string, status?: number) =>
  api.op('getEntity', { path: { domain, types, id }, as }, status);

describe('entity lists', () => {
  it('lists a domain’s locations by name ascending with the delete rule', async () => {
    const rows = await locationsOf('demo-free');
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['home', 'map', 'beach']));
    const nicknames = rows.map((r) => (r.nickname ?? r.name).toLowerCase());
    expect(nicknames).toEqual([...nicknames].sort());
    expect(rows.find((r) => r.name === 'home')?.deletable).toBe(false);
    expect(rows.find((r) => r.name === 'map')?.deletable).toBe(false);
    expect(rows.find((r) => r.name === 'beach')?.deletable).toBe(true);
  });

  it('pages, orders, sorts and filters, and counts the same query', async () => {
    const all = await locationsOf('demo-free', { count: 100 });
    const page = await locationsOf('demo-free', { count: 2, first: 1 });
    expect(page.map((r) => r.id)).toEqual(all.slice(1, 3).map((r) => r.id));
    const desc = await locationsOf('demo-free', { count: 100, order: -1, specific_sort: 'path' });
    const paths = desc.map((r) => r.path ?? '');
    expect(paths).toEqual([...paths].sort().reverse());
    const beach = await locationsOf('demo-free', { filter: 'BEA' });
    expect(beach.map((r) => r.name)).toEqual(['beach']);
    const path = { domain: 'demo-free', types: 'locations' } as const;
    const count = await api.op('countEntities', { path, as: 'member' }, 200);
    expect(count.json).toEqual({ count: all.length });
    const filtered = await api.op('countEntities', { path, query: { filter: 'bea' }, as: 'member' });
    expect(filtered.json).toEqual({ count: 1 });
  });

  it('splits events into upcoming and past', async () => {
    const now = new Date().toISOString();
    const path = { domain: 'demo-business', types: 'events' } as const;
    const get = async (when: 'upcoming' | 'past') =>
      (await api.op('listEntities', { path, query: { count: 100, when }, as: 'member' }, 200))
        .json as (Row & {
        enddate: string;
      })[];
    const [upcoming, past, all] = await Promise.all([
      get('upcoming'),
      get('past'),
      api.op('listEntities', { path, query: { count: 100 }, as: 'member' }),
    ]);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(upcoming.every((e) => e.enddate >= now)).toBe(true);
    expect(past.every((e) => e.enddate < now)).toBe(true);
    expect(upcoming.length + past.length).toBe(all.json.length);
    const count = await api.op('countEntities', { path, query: { when: 'past' }, as: 'member' });
    expect(count.json).toEqual({ count: past.length });
    await api.op('listEntities', { path, invalidQuery: { when: 'soon' }, as: 'member' }, 400);
  });

  it('lists events and plots, plots never deletable', async () => {
    const domain = 'demo-business';
    const events = await api.op(
      'listEntities',
      { path: { domain, types: 'events' }, query: { count: 100 }, as: 'member' },
      200,
    );
    expect(events.json.length).toBeGreaterThan(0);
    const plots = await api.op('listEntities', { path: { domain, types: 'plots' }, as: 'member' }, 200);
    expect(plots.json.every((r) => r.deletable === false)).toBe(true);
  });

  it('refuses bad input, signed-out callers, non-members and unknown domains', async () => {
    const path = { domain: 'demo-free', types: 'locations' } as const;
    const badQueries: Record<string, string>[] = [
      { count: '0' },
      { count: '101' },
      { order: '2' },
      { specific_sort: 'name' },
      { first: '-1' },
    ];
    for (const invalidQuery of badQueries)
      await api.op('listEntities', { path, invalidQuery, as: 'member' }, 400);
    await api.op('listEntities', { invalidPath: { domain: 'demo-free', types: 'rooms' }, as: 'member' }, 400);
    await api.op('listEntities', { path }, 401);
    await api.op('listEntities', { path, as: stranger }, 403);
    await api.op('countEntities', { path, as: stranger }, 403);
    await api.op('listEntities', { path: { domain: 'nope', types: 'locations' }, as: 'owner' }, 404);
  });
});

describe('entity delete', () => {
  it('lets only the owner delete a location, by the owner-console.md §5 rules', async () => {
    const rows = await locationsOf('demo-trial');
    const byName = (name: string) => rows.find((r) => r.name === name)?.id ?? '';
    const del = (as: Who, name: string, status?: number) =>
      remove(as, 'demo-trial', 'locations', byName(name), status);

    const byManager = await del('manager', 'beach', 403);
    expect(byManager.text).toBe(T.ownerDeletesLocations);
    await del('member', 'beach', 403);
    await del(stranger, 'beach', 403);
    await del(null, 'beach', 401);

    const home = await del('owner', 'home', 400);
    expect(home.text).toBe(T.reservedLocation);
    expect((await del('owner', 'map')).text).toBe(T.reservedLocation);

    const deleted = await del('owner', 'beach', 200);
    expect((deleted.json as Row).name).toBe('beach');
    expect((await locationsOf('demo-trial')).map((r) => r.name)).not.toContain('beach');
    await del('owner', 'beach', 404);
  });

  it('keeps the only location', async () => {
    const rows = await locationsOf('demo-expired', { count: 100 });
    const removable = rows.filter((r) => r.deletable);
    for (const r of removable) await remove('owner', 'demo-expired', 'locations', r.id, 200);
    // Remove home and map directly so one location is left, then the last one is refused.
    await api.app.db.query(
      `DELETE FROM locations WHERE doc->>'domain' = (SELECT id FROM domains WHERE doc->>'uri' = 'demo-expired')
         AND doc->>'name' <> 'home'`,
    );
    const [last] = await locationsOf('demo-expired');
    const res = await remove('owner', 'demo-expired', 'locations', last.id, 400);
    expect(res.text).toBe(T.onlyLocation);
  });

  it('lets managers delete events but never plots', async () => {
    const domain = 'demo-business';
    const [event] = (await api.op('listEntities', { path: { domain, types: 'events' }, as: 'member' })).json;
    await remove('member', domain, 'events', event.id, 403);
    await remove('manager', domain, 'events', event.id, 200);
    const [plot] = (await api.op('listEntities', { path: { domain, types: 'plots' }, as: 'member' })).json;
    const res = await remove('owner', domain, 'plots', plot.id, 400);
    expect(res.text).toBe(T.plotsCannotBeDeleted);
  });

  it('refuses another owner’s metaverse and entities of another domain', async () => {
    await api.op('listEntities', { path: { domain: foreignUri, types: 'locations' }, as: 'owner' }, 403);
    const own = await locationsOf('demo-premium');
    const gallery = own.find((r) => r.name === 'gallery');
    expect(gallery).toBeDefined();
    await remove('owner', foreignUri, 'locations', gallery?.id ?? '', 403);
    // An id of one domain under another domain of the same owner is not found there.
    await remove('owner', 'demo-free', 'locations', gallery?.id ?? '', 404);
  });
});

describe('one entity', () => {
  it('reads an entity by name or id for members, with the delete rule', async () => {
    const beach = await entity('member', 'demo-free', 'locations', 'beach', 200);
    const row = beach.json as Row;
    expect(row).toMatchObject({ name: 'beach', path: 'demo-free/locations/beach', deletable: true });
    const byId = await entity('member', 'demo-free', 'locations', row.id);
    expect((byId.json as Row).name).toBe('beach');
    const home = await entity('owner', 'demo-free', 'locations', 'home');
    expect((home.json as Row).deletable).toBe(false);
  });

  it('refuses signed-out callers, strangers on invite-only metaverses and unknown keys', async () => {
    await entity(null, 'demo-business', 'locations', 'home', 401);
    await entity(stranger, 'demo-business', 'locations', 'home', 403);
    await entity('member', 'demo-free', 'locations', 'nowhere', 404);
    await entity('member', 'nope', 'locations', 'home', 404);
    await api.op(
      'getEntity',
      { invalidPath: { domain: 'demo-free', types: 'rooms', id: 'home' }, as: 'member' },
      400,
    );
  });

  it('shows entities of public metaverses to signed-out visitors only through the public path', async () => {
    const { rows } = await api.app.db.query<{ uri: string; access: string }>(
      `SELECT doc->>'uri' AS uri, doc->>'domainaccess' AS access FROM domains
       WHERE doc->>'uri' IN ('demo-free', 'demo-business')`,
    );
    const publicUri = rows.find((r) => r.access === 'public')?.uri;
    const privateUri = rows.find((r) => r.access !== 'public')?.uri;
    expect(publicUri && privateUri).toBeTruthy();
    const publicEntity = (domain: string, id: string, status: number) =>
      api.op('getPublicEntity', { path: { domain, types: 'locations', id }, as: null }, status);
    const open = await publicEntity(publicUri ?? '', 'home', 200);
    expect((open.json as Row).name).toBe('home');
    // An invite-only metaverse does not exist for signed-out visitors.
    await publicEntity(privateUri ?? '', 'home', 404);
    await publicEntity(publicUri ?? '', 'nowhere', 404);
  });
});
