/**
 * The single-target manage page's writes (single-target-and-flows.md §2, §5, §6, §7): the target update (ours),
 * images of a metaverse and its entities, event date rules, and readonly targets (our decision: refused unless
 * the caller holds edit_readonly_entities). Access by role is in owner-access-matrix.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TARGET_TEXTS } from '../../../common/targetRules.ts';
import { TARGET_ROUTE_TEXTS as T } from '../../routes/targets/texts.ts';
import { domainId } from '../../seed/demo-accounts.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize } from '../images.ts';

const api = apiTest({ roles: ['owner', 'manager', 'admin'] });
const DOMAIN = 'demo-business';
const HOUR = 3_600_000;

const picture = { body: pngOfSize(300), headers: { 'content-type': 'image/png', 'x-shapevr-name': 'p.png' } };

/** A new event of the metaverse starting in a day, lasting an hour, with extra document fields. */
async function newEvent(extra: Record<string, unknown> = {}): Promise<string> {
  const id = `target${randomBytes(4).toString('hex')}`;
  const start = new Date(Date.now() + 24 * HOUR);
  await api.app.db.query(`INSERT INTO events (id, doc) VALUES ($1, $2::jsonb)`, [
    id,
    JSON.stringify({
      id,
      type: 'event',
      name: id,
      path: `${DOMAIN}/events/${id}`,
      domain: domainId(DOMAIN),
      startdate: start.toISOString(),
      enddate: new Date(start.getTime() + HOUR).toISOString(),
      ...extra,
    }),
  ]);
  return id;
}

const event = (id: string) => ({ domain: DOMAIN, types: 'events' as const, id });
const home = { domain: DOMAIN, types: 'locations' as const, id: 'home' };

describe('target update', () => {
  it('changes the name, description, visibility and age group, and the entity reads back changed', async () => {
    const body = {
      nickname: '  Home Sweet Home ',
      description: 'Our place',
      visibility: 'public',
      agegroup: 'older',
    } as const;
    const saved = await api.op('updateEntity', { path: home, body, as: 'manager' }, 200);
    expect(saved.json).toMatchObject({
      nickname: 'Home Sweet Home',
      description: 'Our place',
      agegroup: 'older',
    });
    const read = await api.op('getEntity', { path: home, as: 'owner' }, 200);
    expect(read.json).toMatchObject({ nickname: 'Home Sweet Home', visibility: 'public', agegroup: 'older' });
  });

  it('refuses an empty name and event fields on a location', async () => {
    const empty = await api.op('updateEntity', { path: home, body: { nickname: '   ' }, as: 'owner' }, 400);
    expect(empty.text).toBe(TARGET_TEXTS.nameEmpty);
    const dated = await api.op('updateEntity', { path: home, body: { published: true }, as: 'owner' }, 400);
    expect(dated.text).toBe(T.eventsOnly);
  });

  it('publishes an event only in a public metaverse', async () => {
    const created = await api.op(
      'createEvent',
      {
        path: { domain: 'demo-free' },
        body: { name: `closed_${randomBytes(3).toString('hex')}`, nickname: 'Closed' },
        as: 'owner',
      },
      200,
    );
    const path = { domain: 'demo-free', types: 'events' as const, id: created.json.name };
    await api.app.db.query(
      `UPDATE domains SET doc = doc || '{"domainaccess":"invite_only"}'::jsonb WHERE doc->>'uri' = 'demo-free'`,
    );
    const refused = await api.op('updateEntity', { path, body: { published: true }, as: 'owner' }, 400);
    expect(refused.text).toBe(TARGET_TEXTS.eventNotPublic);
    await api.app.db.query(
      `UPDATE domains SET doc = doc || '{"domainaccess":"public"}'::jsonb WHERE doc->>'uri' = 'demo-free'`,
    );
    await api.op('updateEntity', { path, body: { published: true }, as: 'owner' }, 200);
  });

  it('moves an event to a location of the metaverse, never another one', async () => {
    const id = await newEvent();
    const saved = await api.op(
      'updateEntity',
      { path: event(id), body: { location: 'home' }, as: 'owner' },
      200,
    );
    expect(saved.json).toMatchObject({ location: 'home' });
    const refused = await api.op(
      'updateEntity',
      { path: event(id), body: { location: 'nowhere' }, as: 'owner' },
      400,
    );
    expect(refused.text).toBe(T.unknownLocation);
  });
});

describe('event dates (single-target-and-flows.md §5)', () => {
  it('refuses a start in the past, an end before the start and more than 12 hours', async () => {
    const id = await newEvent();
    const soon = Date.now() + 2 * HOUR;
    const cases = [
      [{ startdate: new Date(Date.now() - HOUR).toISOString() }, TARGET_TEXTS.startInPast],
      [
        { startdate: new Date(soon).toISOString(), enddate: new Date(soon - 60_000).toISOString() },
        TARGET_TEXTS.endBeforeStart,
      ],
      [
        {
          startdate: new Date(soon).toISOString(),
          enddate: new Date(soon + 12 * HOUR + 60_000).toISOString(),
        },
        TARGET_TEXTS.tooLong,
      ],
    ] as const;
    for (const [body, text] of cases) {
      const refused = await api.op('updateEntity', { path: event(id), body, as: 'owner' }, 400);
      expect(refused.text).toBe(text);
    }
    const ok = { startdate: new Date(soon).toISOString(), enddate: new Date(soon + 12 * HOUR).toISOString() };
    const saved = await api.op('updateEntity', { path: event(id), body: ok, as: 'owner' }, 200);
    expect(saved.json.enddate).toBe(ok.enddate);
  });

  it('lets a holder of admin_write_entities schedule more than 12 hours', async () => {
    const id = await newEvent();
    const soon = Date.now() + 2 * HOUR;
    const body = {
      startdate: new Date(soon).toISOString(),
      enddate: new Date(soon + 20 * HOUR).toISOString(),
    };
    await api.op('updateEntity', { path: event(id), body, as: 'admin' }, 200);
  });
});

describe('images', () => {
  it('stores and clears a discovery image, and sets the icon and banner of an entity', async () => {
    const id = await newEvent();
    for (const image of ['icon', 'banner', 'discoveryicon'] as const) {
      const saved = await api.op(
        'uploadEntityImage',
        { path: { ...event(id), image }, ...picture, as: 'manager' },
        200,
      );
      expect(saved.json[`${image}blob`]).toMatch(/^[0-9a-f]{64}$/);
    }
    const cleared = await api.op(
      'clearEntityImage',
      { path: { ...event(id), image: 'discoveryicon' }, as: 'manager' },
      200,
    );
    expect(cleared.json.discoveryiconblob).toBeUndefined();
    expect(cleared.json.iconblob).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the icon and banner of the metaverse', async () => {
    const icon = await api.op(
      'uploadDomainIcon',
      { path: { domain: DOMAIN }, ...picture, as: 'manager' },
      200,
    );
    const banner = await api.op(
      'uploadDomainBanner',
      { path: { domain: DOMAIN }, ...picture, as: 'manager' },
      200,
    );
    expect(banner.json.iconblob).toBe(icon.json.iconblob);
    expect(banner.json.bannerblob).toMatch(/^[0-9a-f]{64}$/);
    const read = await api.op('getDomain', { path: { domain: DOMAIN }, as: 'owner' }, 200);
    expect(read.json.bannerblob).toBe(banner.json.bannerblob);
  });
});

describe('discovery images of the metaverse itself', () => {
  it('stores each discovery image on the metaverse, keeps it on a read, and clears it', async () => {
    const path = (types: 'discoverybanner' | 'discoveryicon' | 'doorimage' | 'oculusbanner') => ({
      domain: DOMAIN,
      types,
    });
    for (const image of ['discoverybanner', 'discoveryicon', 'doorimage', 'oculusbanner'] as const) {
      const saved = await api.op(
        'uploadDomainDiscoveryImage',
        { path: path(image), ...picture, as: 'manager' },
        200,
      );
      expect(saved.json[`${image}blob`]).toMatch(/^[0-9a-f]{64}$/);
    }
    const read = await api.op('getDomain', { path: { domain: DOMAIN }, as: 'owner' }, 200);
    expect(read.json.doorimageblob).toMatch(/^[0-9a-f]{64}$/);
    const cleared = await api.op(
      'clearDomainDiscoveryImage',
      { path: path('doorimage'), as: 'manager' },
      200,
    );
    expect(cleared.json.doorimageblob).toBeUndefined();
    expect(cleared.json.discoverybannerblob).toBe(read.json.discoverybannerblob);
    const again = await api.op('getDomain', { path: { domain: DOMAIN }, as: 'owner' }, 200);
    expect(again.json.doorimageblob).toBeUndefined();
  });

  it('refuses what is not a picture, an unknown image name, and a member without manage_domain', async () => {
    const path = { domain: DOMAIN, types: 'discoveryicon' as const };
    await api.op(
      'uploadDomainDiscoveryImage',
      { path, body: Buffer.from('not a picture'), headers: picture.headers, as: 'manager' },
      415,
    );
    await api.op(
      'uploadDomainDiscoveryImage',
      { path, invalidPath: { types: 'poster' }, ...picture, as: 'manager' },
      400,
    );
    const member = await api.signup();
    await api.app.db.query(
      `INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, '{}')`,
      [domainId(DOMAIN), member.id],
    );
    await api.op('uploadDomainDiscoveryImage', { path, ...picture, as: member }, 403);
    await api.op('clearDomainDiscoveryImage', { path, as: member }, 403);
    await api.op('clearDomainDiscoveryImage', { path }, 401);
  });
});

describe('readonly targets (ours: edit_readonly_entities)', () => {
  let readonlyEvent: string;
  beforeAll(async () => {
    readonlyEvent = await newEvent({ readonly: true });
  });

  it('refuses the owner with the readonly text, and writes nothing', async () => {
    const refused = await api.op(
      'updateEntity',
      { path: event(readonlyEvent), body: { description: 'x' }, as: 'owner' },
      403,
    );
    expect(refused.text).toBe('This event is readonly. To change it, contact FTL');
    await api.op(
      'uploadEntityImage',
      { path: { ...event(readonlyEvent), image: 'icon' }, ...picture, as: 'owner' },
      403,
    );
    const read = await api.op('getEntity', { path: event(readonlyEvent), as: 'owner' }, 200);
    expect(read.json.description).toBeUndefined();
    expect(read.json.iconblob).toBeUndefined();
  });

  it('refuses writes to a readonly metaverse with its own message', async () => {
    const created = await api.op(
      'createDomain',
      { body: { name: `Readonly ${randomBytes(3).toString('hex')}`, plan: 'premium' }, as: 'owner' },
      200,
    );
    const uri = created.json.uri;
    await api.app.db.query(`UPDATE domains SET doc = doc || $2::jsonb WHERE doc->>'uri' = $1`, [
      uri,
      JSON.stringify({ readonly: true, readonly_message: 'This world is frozen' }),
    ]);
    const refused = await api.op('uploadDomainIcon', { path: { domain: uri }, ...picture, as: 'owner' }, 403);
    expect(refused.text).toBe('This world is frozen');
    await api.op('uploadDomainBanner', { path: { domain: uri }, ...picture, as: 'owner' }, 403);
    await api.op(
      'uploadDomainDiscoveryImage',
      { path: { domain: uri, types: 'doorimage' }, ...picture, as: 'owner' },
      403,
    );
    await api.op(
      'clearDomainDiscoveryImage',
      { path: { domain: uri, types: 'doorimage' }, as: 'owner' },
      403,
    );
  });

  it('lets a holder of edit_readonly_entities write', async () => {
    const editor = await api.signup();
    await api.app.db.query(
      `UPDATE users SET doc = doc || '{"permissions":["edit_readonly_entities"]}'::jsonb WHERE id = $1`,
      [editor.id],
    );
    await api.app.db.query(
      `INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, '{manage_domain}')`,
      [domainId(DOMAIN), editor.id],
    );
    const saved = await api.op(
      'updateEntity',
      { path: event(readonlyEvent), body: { description: 'Allowed' }, as: editor },
      200,
    );
    expect(saved.json.description).toBe('Allowed');
  });
});

describe('create location (single-target-and-flows.md §5)', () => {
  const create = (nickname: string, template = 'gallery', status = 200) =>
    api.op(
      'createLocation',
      { path: { domain: DOMAIN }, body: { nickname, template }, as: 'manager' },
      status,
    );

  it('lists locations in natural order: a number sorts by its value', async () => {
    for (const nickname of ['Town Hall 29', 'Town Hall 5', 'Town Hall 100']) await create(nickname);
    const rows = (
      await api.op(
        'listEntities',
        {
          path: { domain: DOMAIN, types: 'locations' },
          query: { count: 100, filter: 'town hall' },
          as: 'owner',
        },
        200,
      )
    ).json;
    expect(rows.map((r) => r.nickname)).toEqual(['Town Hall 5', 'Town Hall 29', 'Town Hall 100']);
  });

  it('creates a location named by its slug, which then opens', async () => {
    const created = await create("  Ann's Roof Garden ");
    expect(created.json.location).toMatchObject({
      name: 'anns_roof_garden',
      nickname: "Ann's Roof Garden",
      template: 'gallery',
    });
    await api.op(
      'getEntity',
      { path: { domain: DOMAIN, types: 'locations', id: 'anns_roof_garden' }, as: 'owner' },
      200,
    );
  });

  it('refuses a taken name, a taken URL and an empty name', async () => {
    await create('Sky Lounge');
    expect((await create('Sky Lounge', 'gallery', 400)).text).toBe(TARGET_TEXTS.nicknameTaken);
    expect((await create('sky lounge', 'gallery', 400)).text).toBe(TARGET_TEXTS.slugTaken);
    expect((await create("''", 'gallery', 400)).text).toBe(TARGET_TEXTS.nameEmpty);
  });

  it('refuses a name that is not a title (letters, digits, whitespace, apostrophes; at most 64) and creates nothing', async () => {
    for (const nickname of ['Bad!Walk<x>', 'a<b>', 'Roof Garden!']) {
      expect((await create(nickname, 'gallery', 400)).text).toBe(TARGET_TEXTS.nameInvalid);
    }
    expect((await create('a'.repeat(65), 'gallery', 400)).text).toBe(TARGET_TEXTS.nameTooLong);
    for (const id of ['badwalkx', 'ab', 'roof_garden']) {
      await api.op('getEntity', { path: { domain: DOMAIN, types: 'locations', id }, as: 'owner' }, 404);
    }
  });

  it('offers only the templates of the plan', async () => {
    expect((await create('Island Home', 'island', 400)).text).toBe(T.templateNotOnPlan);
    const free = await api.op(
      'createLocation',
      {
        path: { domain: 'demo-free' },
        body: { nickname: 'Conference', template: 'conference' },
        as: 'owner',
      },
      400,
    );
    expect(free.text).toBe(T.templateNotOnPlan);
  });
});

describe('create event (single-target-and-flows.md §5)', () => {
  it('suggests a free URL name and creates the event, copying another one', async () => {
    const source = await newEvent({ description: 'Weekly quiz', agegroup: 'older', published: true });
    const first = await api.op(
      'suggestEntityName',
      { path: { domain: DOMAIN }, query: { name: 'quiz_time', type: 'event' }, as: 'manager' },
      200,
    );
    expect(first.json.name).toBe('quiz_time');
    const body = { name: first.json.name, nickname: 'Quiz Time', copy: source };
    const created = await api.op('createEvent', { path: { domain: DOMAIN }, body, as: 'manager' }, 200);
    expect(created.json.name).toBe('quiz_time');
    const event = await api.op(
      'getEntity',
      { path: { domain: DOMAIN, types: 'events', id: 'quiz_time' }, as: 'owner' },
      200,
    );
    expect(event.json).toMatchObject({
      nickname: 'Quiz Time',
      description: 'Weekly quiz',
      agegroup: 'older',
      published: false,
    });
    expect(new Date(event.json.startdate!).getTime()).toBeGreaterThan(Date.now());

    const next = await api.op(
      'suggestEntityName',
      { path: { domain: DOMAIN }, query: { name: 'quiz_time', type: 'event' }, as: 'manager' },
      200,
    );
    expect(next.json.name).toBe('quiz_time_2');
    const taken = await api.op(
      'createEvent',
      { path: { domain: DOMAIN }, body: { name: 'quiz_time', nickname: 'Again' }, as: 'manager' },
      400,
    );
    expect(taken.text).toBe(TARGET_TEXTS.eventNameTaken);
  });
});

describe('location template (single-target-and-flows.md §7)', () => {
  it('changes to a template of the plan, never above it', async () => {
    const path = { domain: DOMAIN, location: 'home' };
    const saved = await api.op(
      'setLocationTemplate',
      { path, body: { template: 'expo' }, as: 'manager' },
      200,
    );
    expect(saved.json.template).toBe('expo');
    const refused = await api.op(
      'setLocationTemplate',
      { path, body: { template: 'island' }, as: 'manager' },
      400,
    );
    expect(refused.text).toBe(T.templateNotOnPlan);
  });
});
