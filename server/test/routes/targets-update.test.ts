/**
 * The single-target manage page's target update (single-target-and-flows.md §2, §5, §6, §7): name, description,
 * visibility and age group (ours), publishing and moving an event, event date rules, a location's template
 * within its plan, and readonly targets (our decision: refused unless the caller holds edit_readonly_entities).
 * Images are in targets-images.test.ts, creating targets in targets-create.test.ts. Access by role is in
 * owner-access-matrix.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TARGET_TEXTS } from '../../../common/targetRules.ts';
import { TARGET_ROUTE_TEXTS as T } from '../../routes/targets/texts.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';
import { DOMAIN, event, HOUR, picture, targetEvents } from './targets-helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'admin'] });
const { newEvent } = targetEvents(api);

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
