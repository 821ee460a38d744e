/** Entity lists and deletes of a metaverse (owner-console.md §2.11, §5, §6, §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../seed/demo.ts';
import { ENTITY_TEXTS as T } from '../../routes/entities/texts.ts';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

interface Row {
  id: string;
  name: string;
  nickname?: string;
  path?: string;
  deletable?: boolean;
}

let t: TestApp;
let owner: Session;
let manager: Session;
let member: Session;
let stranger: Session;
let foreignUri: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, member] = await Promise.all(
    ['owner', 'manager', 'member'].map((r) => login(t.app, `${r}@demo.test`)),
  );
  stranger = await signupAndLogin(t.app);
  const { rows } = await t.app.db.query<{ uri: string }>(
    `SELECT doc->>'uri' AS uri FROM domains WHERE doc->>'owner' <> $1 ORDER BY id LIMIT 1`,
    [demoUserId('owner@demo.test')],
  );
  foreignUri = rows[0].uri;
});
afterAll(() => t.close());

const call = (session: Session | null, method: 'GET' | 'DELETE', url: string) =>
  asUser(t.app, session, { method, url });

const locationsOf = async (uri: string, query = '') => {
  const res = await call(member, 'GET', `/v2/domains/${uri}/locations${query}`);
  expectMatchesSchema(res, 'listEntities', 200);
  return res.json<Row[]>();
};

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
    const all = await locationsOf('demo-free', '?count=100');
    const page = await locationsOf('demo-free', '?count=2&first=1');
    expect(page.map((r) => r.id)).toEqual(all.slice(1, 3).map((r) => r.id));
    const desc = await locationsOf('demo-free', '?count=100&order=-1&specific_sort=path');
    const paths = desc.map((r) => r.path ?? '');
    expect(paths).toEqual([...paths].sort().reverse());
    const beach = await locationsOf('demo-free', '?filter=BEA');
    expect(beach.map((r) => r.name)).toEqual(['beach']);
    const count = await call(member, 'GET', '/v2/domains/demo-free/locations/querycount');
    expectMatchesSchema(count, 'countEntities', 200);
    expect(count.json()).toEqual({ count: all.length });
    const filtered = await call(member, 'GET', '/v2/domains/demo-free/locations/querycount?filter=bea');
    expect(filtered.json()).toEqual({ count: 1 });
  });

  it('splits events into upcoming and past', async () => {
    const now = new Date().toISOString();
    const get = async (when: string) => {
      const res = await call(member, 'GET', `/v2/domains/demo-business/events?count=100&when=${when}`);
      expectMatchesSchema(res, 'listEntities', 200);
      return res.json<(Row & { enddate: string })[]>();
    };
    const [upcoming, past, all] = await Promise.all([
      get('upcoming'),
      get('past'),
      call(member, 'GET', '/v2/domains/demo-business/events?count=100'),
    ]);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(upcoming.every((e) => e.enddate >= now)).toBe(true);
    expect(past.every((e) => e.enddate < now)).toBe(true);
    expect(upcoming.length + past.length).toBe(all.json<Row[]>().length);
    const count = await call(member, 'GET', '/v2/domains/demo-business/events/querycount?when=past');
    expect(count.json()).toEqual({ count: past.length });
    expectMatchesSchema(
      await call(member, 'GET', '/v2/domains/demo-business/events?when=soon'),
      'listEntities',
      400,
    );
  });

  it('lists events and plots, plots never deletable', async () => {
    const events = await call(member, 'GET', '/v2/domains/demo-business/events?count=100');
    expectMatchesSchema(events, 'listEntities', 200);
    expect(events.json<Row[]>().length).toBeGreaterThan(0);
    const plots = await call(member, 'GET', '/v2/domains/demo-business/plots');
    expectMatchesSchema(plots, 'listEntities', 200);
    expect(plots.json<Row[]>().every((r) => r.deletable === false)).toBe(true);
  });

  it('refuses bad input, signed-out callers, non-members and unknown domains', async () => {
    for (const query of ['?count=0', '?count=101', '?order=2', '?specific_sort=name', '?first=-1']) {
      expectMatchesSchema(
        await call(member, 'GET', `/v2/domains/demo-free/locations${query}`),
        'listEntities',
        400,
      );
    }
    expectMatchesSchema(await call(member, 'GET', '/v2/domains/demo-free/rooms'), 'listEntities', 400);
    expectMatchesSchema(await call(null, 'GET', '/v2/domains/demo-free/locations'), 'listEntities', 401);
    expectMatchesSchema(await call(stranger, 'GET', '/v2/domains/demo-free/locations'), 'listEntities', 403);
    expectMatchesSchema(
      await call(stranger, 'GET', '/v2/domains/demo-free/locations/querycount'),
      'countEntities',
      403,
    );
    expectMatchesSchema(await call(owner, 'GET', '/v2/domains/nope/locations'), 'listEntities', 404);
  });
});

describe('entity delete', () => {
  it('lets only the owner delete a location, by the §5 rules', async () => {
    const rows = await locationsOf('demo-trial');
    const byName = (name: string) => rows.find((r) => r.name === name)?.id ?? '';
    const url = (name: string) => `/v2/domains/demo-trial/locations/${byName(name)}`;

    const byManager = await call(manager, 'DELETE', url('beach'));
    expectMatchesSchema(byManager, 'deleteEntity', 403);
    expect(byManager.body).toBe(T.ownerDeletesLocations);
    expectMatchesSchema(await call(member, 'DELETE', url('beach')), 'deleteEntity', 403);
    expectMatchesSchema(await call(stranger, 'DELETE', url('beach')), 'deleteEntity', 403);
    expectMatchesSchema(await call(null, 'DELETE', url('beach')), 'deleteEntity', 401);

    const home = await call(owner, 'DELETE', url('home'));
    expectMatchesSchema(home, 'deleteEntity', 400);
    expect(home.body).toBe(T.reservedLocation);
    expect((await call(owner, 'DELETE', url('map'))).body).toBe(T.reservedLocation);

    const deleted = await call(owner, 'DELETE', url('beach'));
    expectMatchesSchema(deleted, 'deleteEntity', 200);
    expect(deleted.json<Row>().name).toBe('beach');
    expect((await locationsOf('demo-trial')).map((r) => r.name)).not.toContain('beach');
    expectMatchesSchema(await call(owner, 'DELETE', url('beach')), 'deleteEntity', 404);
  });

  it('keeps the only location', async () => {
    const rows = await locationsOf('demo-expired', '?count=100');
    const removable = rows.filter((r) => r.deletable);
    for (const r of removable) {
      expect((await call(owner, 'DELETE', `/v2/domains/demo-expired/locations/${r.id}`)).statusCode).toBe(
        200,
      );
    }
    // Remove home and map directly so one location is left, then the last one is refused.
    await t.app.db.query(
      `DELETE FROM locations WHERE doc->>'domain' = (SELECT id FROM domains WHERE doc->>'uri' = 'demo-expired')
         AND doc->>'name' <> 'home'`,
    );
    const [last] = await locationsOf('demo-expired');
    const res = await call(owner, 'DELETE', `/v2/domains/demo-expired/locations/${last.id}`);
    expect(res.body).toBe(T.onlyLocation);
    expect(res.statusCode).toBe(400);
  });

  it('lets managers delete events but never plots', async () => {
    const [event] = (await call(member, 'GET', '/v2/domains/demo-business/events')).json<Row[]>();
    expectMatchesSchema(
      await call(member, 'DELETE', `/v2/domains/demo-business/events/${event.id}`),
      'deleteEntity',
      403,
    );
    expectMatchesSchema(
      await call(manager, 'DELETE', `/v2/domains/demo-business/events/${event.id}`),
      'deleteEntity',
      200,
    );
    const [plot] = (await call(member, 'GET', '/v2/domains/demo-business/plots')).json<Row[]>();
    const res = await call(owner, 'DELETE', `/v2/domains/demo-business/plots/${plot.id}`);
    expectMatchesSchema(res, 'deleteEntity', 400);
    expect(res.body).toBe(T.plotsCannotBeDeleted);
  });

  it('refuses another owner’s metaverse and entities of another domain', async () => {
    expectMatchesSchema(await call(owner, 'GET', `/v2/domains/${foreignUri}/locations`), 'listEntities', 403);
    const own = await locationsOf('demo-premium');
    const gallery = own.find((r) => r.name === 'gallery');
    expect(gallery).toBeDefined();
    const res = await call(owner, 'DELETE', `/v2/domains/${foreignUri}/locations/${gallery?.id ?? ''}`);
    expectMatchesSchema(res, 'deleteEntity', 403);
    // An id of one domain under another domain of the same owner is not found there.
    const cross = await call(owner, 'DELETE', `/v2/domains/demo-free/locations/${gallery?.id ?? ''}`);
    expectMatchesSchema(cross, 'deleteEntity', 404);
  });
});

describe('one entity', () => {
  it('reads an entity by name or id for members, with the delete rule', async () => {
    const beach = await call(member, 'GET', '/v2/domains/demo-free/locations/beach');
    expectMatchesSchema(beach, 'getEntity', 200);
    const row = beach.json<Row>();
    expect(row).toMatchObject({ name: 'beach', path: 'demo-free/locations/beach', deletable: true });
    const byId = await call(member, 'GET', `/v2/domains/demo-free/locations/${row.id}`);
    expect(byId.json<Row>().name).toBe('beach');
    const home = await call(owner, 'GET', '/v2/domains/demo-free/locations/home');
    expect(home.json<Row>().deletable).toBe(false);
  });

  it('refuses signed-out callers, strangers on invite-only metaverses and unknown keys', async () => {
    expectMatchesSchema(
      await call(null, 'GET', '/v2/domains/demo-business/locations/home'),
      'getEntity',
      401,
    );
    expectMatchesSchema(
      await call(stranger, 'GET', '/v2/domains/demo-business/locations/home'),
      'getEntity',
      403,
    );
    expectMatchesSchema(
      await call(member, 'GET', '/v2/domains/demo-free/locations/nowhere'),
      'getEntity',
      404,
    );
    expectMatchesSchema(await call(member, 'GET', '/v2/domains/nope/locations/home'), 'getEntity', 404);
    expectMatchesSchema(await call(member, 'GET', '/v2/domains/demo-free/rooms/home'), 'getEntity', 400);
  });

  it('shows entities of public metaverses to signed-out visitors only through the public path', async () => {
    const { rows } = await t.app.db.query<{ uri: string; access: string }>(
      `SELECT doc->>'uri' AS uri, doc->>'domainaccess' AS access FROM domains
       WHERE doc->>'uri' IN ('demo-free', 'demo-business')`,
    );
    const publicUri = rows.find((r) => r.access === 'public')?.uri;
    const privateUri = rows.find((r) => r.access !== 'public')?.uri;
    expect(publicUri && privateUri).toBeTruthy();
    const open = await call(null, 'GET', `/v2/public/domains/${publicUri}/locations/home`);
    expectMatchesSchema(open, 'getPublicEntity', 200);
    expect(open.json<Row>().name).toBe('home');
    // An invite-only metaverse does not exist for signed-out visitors.
    expectMatchesSchema(
      await call(null, 'GET', `/v2/public/domains/${privateUri}/locations/home`),
      'getPublicEntity',
      404,
    );
    expectMatchesSchema(
      await call(null, 'GET', `/v2/public/domains/${publicUri}/locations/nowhere`),
      'getPublicEntity',
      404,
    );
  });
});
