/**
 * An event's headset-platform promotion through the target update (single-target-and-flows.md §4, §5, §7): the
 * owner's request while every check passes, staff accepting with a linked headset event id, refusing and
 * noting, the fields locked while an id is linked, the event id lookup, and the demo's headset events ready to
 * link. Locations are in target-promotion-locations.test.ts. Who may call what is also in the owner and staff
 * access matrices.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headsetEventMismatches, PROMOTION_TEXTS } from '../../../common/promotionRules.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'developer', 'admin'] });

const DOMAIN = 'demo-business';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const uniq = () => randomBytes(4).toString('hex');

/** An event that passes every promotion check (starts in ten days, lasts an hour, published, pictured). */
function readyEvent(id: string, extra: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 10 * DAY);
  return {
    id,
    type: 'event',
    name: id,
    nickname: `Launch Party ${id}`,
    description: 'A party on the headset platform',
    path: `${DOMAIN}/events/${id}`,
    domain: domainId(DOMAIN),
    startdate: start.toISOString(),
    enddate: new Date(start.getTime() + HOUR).toISOString(),
    published: true,
    iconblob: 'a'.repeat(64),
    bannerblob: 'b'.repeat(64),
    doorimageblob: 'c'.repeat(64),
    discoveryiconblob: 'd'.repeat(64),
    ...extra,
  };
}

async function newEvent(extra: Record<string, unknown> = {}): Promise<string> {
  const id = `promo${uniq()}`;
  await api.app.db.query('INSERT INTO events (id, doc) VALUES ($1, $2::jsonb)', [
    id,
    JSON.stringify(readyEvent(id, extra)),
  ]);
  return id;
}

/** A headset-platform event of the local provider matching the event (or not). */
async function headsetEvent(title: string, start: string, end: string): Promise<string> {
  const oculusid = String(8_000_000_000 + Math.floor(Math.random() * 1_000_000_000));
  await api.app.db.query(
    `INSERT INTO headset_events (oculusid, title, start_ts, end_ts, published, subscribers)
     VALUES ($1, $2, $3, $4, true, 42)`,
    [oculusid, title, start, end],
  );
  return oculusid;
}

const event = (id: string) => ({ domain: DOMAIN, types: 'events' as const, id });

describe('headset promotion (single-target-and-flows.md §4)', () => {
  it('goes started → submitted by the owner, then accepted with a linked id by staff, and shows on /admin/events', async () => {
    const id = await newEvent();
    const started = await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'started' }, as: 'manager' },
      200,
    );
    expect(started.json.oculussubmission).toBe('started');
    const submitted = await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'submitted' }, as: 'owner' },
      200,
    );
    expect(submitted.json.oculussubmission).toBe('submitted');

    const doc = readyEvent(id);
    const oculusid = await headsetEvent(doc.nickname, doc.startdate, doc.enddate);
    const accepted = await api.op(
      'updateEntity',
      {
        path: event(id),
        body: { oculussubmission: 'accepted', oculuseventid: oculusid, oculusnotes: ' Looks great ' },
        as: 'admin',
      },
      200,
    );
    expect(accepted.json).toMatchObject({
      oculussubmission: 'accepted',
      oculuseventid: oculusid,
      oculusapproved: true,
      subscribers: 42,
      oculusnotes: 'Looks great',
    });
    const listed = await api.op(
      'listAdminCollection',
      {
        path: { collection: 'events' },
        query: { count: 1000, query: JSON.stringify({ oculussubmission: 'accepted' }) },
        as: 'admin',
      },
      200,
    );
    expect(JSON.stringify(listed.json)).toContain(id);
  });

  it('refuses a request while a check fails, and every step out of order', async () => {
    const unpublished = await newEvent({ published: false });
    const refused = await api.op(
      'updateEntity',
      { path: event(unpublished), body: { oculussubmission: 'started' }, as: 'owner' },
      400,
    );
    expect(refused.text).toBe(PROMOTION_TEXTS.checksFailed);
    const soon = await newEvent({
      startdate: new Date(Date.now() + 2 * DAY).toISOString(),
      enddate: new Date(Date.now() + 2 * DAY + HOUR).toISOString(),
    });
    await api.op(
      'updateEntity',
      { path: event(soon), body: { oculussubmission: 'started' }, as: 'owner' },
      400,
    );

    const id = await newEvent();
    const early = await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'submitted' }, as: 'owner' },
      400,
    );
    expect(early.text).toBe(PROMOTION_TEXTS.wrongStep('not requested', 'submitted'));
    // Staff link an id only with accepted; accepted needs an id.
    const noId = await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'accepted' }, as: 'admin' },
      400,
    );
    expect(noId.text).toBe(PROMOTION_TEXTS.idWithAccepted);
    await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'started' }, as: 'owner' },
      200,
    );
    const unknown = await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'accepted', oculuseventid: '123' }, as: 'admin' },
      400,
    );
    expect(unknown.text).toBe(PROMOTION_TEXTS.eventNotFound);
  });

  it('keeps accepting, refusing, linking and notes for staff: owners and managers are refused', async () => {
    const id = await newEvent({ oculussubmission: 'submitted' });
    const doc = readyEvent(id);
    const oculusid = await headsetEvent('Another title', doc.startdate, doc.enddate);
    for (const body of [
      { oculussubmission: 'accepted', oculuseventid: oculusid },
      { oculussubmission: 'refused' },
      { oculusnotes: 'Mine' },
    ] as const) {
      for (const as of ['owner', 'manager'] as const) {
        const refused = await api.op('updateEntity', { path: event(id), body, as }, 403);
        expect(refused.text).toBe(PROMOTION_TEXTS.staffOnly);
      }
    }
    const read = await api.op('getEntity', { path: event(id), as: 'owner' }, 200);
    expect(read.json.oculussubmission).toBe('submitted');
    // Staff may link an event whose title differs (the console's Ignore Errors): the lookup only has to find it.
    await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'accepted', oculuseventid: oculusid }, as: 'admin' },
      200,
    );
  });

  it('refuses a promotion, and lets the owner ask again', async () => {
    const id = await newEvent({ oculussubmission: 'submitted' });
    const refused = await api.op(
      'updateEntity',
      {
        path: event(id),
        body: { oculussubmission: 'refused', oculusnotes: 'Too short a notice' },
        as: 'admin',
      },
      200,
    );
    expect(refused.json).toMatchObject({ oculussubmission: 'refused', oculusnotes: 'Too short a notice' });
    await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'started' }, as: 'owner' },
      200,
    );
  });

  it('locks the name, description and dates while an id is linked; clearing the id goes back to started', async () => {
    const doc = readyEvent('x');
    const oculusid = await headsetEvent('Linked', doc.startdate, doc.enddate);
    const id = await newEvent({
      oculussubmission: 'accepted',
      oculuseventid: oculusid,
      oculusapproved: true,
    });
    for (const body of [
      { nickname: 'Renamed' },
      { description: 'Changed' },
      { enddate: new Date(Date.now() + 10 * DAY + 2 * HOUR).toISOString() },
    ]) {
      const locked = await api.op('updateEntity', { path: event(id), body, as: 'owner' }, 400);
      expect(locked.text).toBe(PROMOTION_TEXTS.locked);
    }
    // Other fields still save.
    await api.op('updateEntity', { path: event(id), body: { agegroup: 'adult' }, as: 'owner' }, 200);
    const owner = await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'started', oculuseventid: '' }, as: 'owner' },
      403,
    );
    expect(owner.text).toBe(PROMOTION_TEXTS.staffOnly);
    const cleared = await api.op(
      'updateEntity',
      { path: event(id), body: { oculussubmission: 'started', oculuseventid: '' }, as: 'admin' },
      200,
    );
    expect(cleared.json.oculussubmission).toBe('started');
    expect(cleared.json.oculuseventid).toBeUndefined();
    expect(cleared.json.oculusapproved).toBeUndefined();
    await api.op('updateEntity', { path: event(id), body: { nickname: 'Renamed' }, as: 'owner' }, 200);
  });

  it('refuses no session, a member, another owner, bad input, a location and a readonly event', async () => {
    const id = await newEvent();
    const body = { oculussubmission: 'started' } as const;
    await api.op('updateEntity', { path: event(id), body, as: null }, 401);
    await api.op('updateEntity', { path: event(id), body, as: 'member' }, 403);
    await api.op('updateEntity', { path: event(id), body, as: 'developer' }, 403);
    await api.op(
      'updateEntity',
      { path: event(id), invalidBody: { oculussubmission: 'approved' }, as: 'owner' },
      400,
    );
    await api.op(
      'updateEntity',
      { path: event(id), invalidBody: { oculuseventid: 'abc' }, as: 'admin' },
      400,
    );
    await api.op(
      'updateEntity',
      { path: { domain: DOMAIN, types: 'locations', id: 'home' }, body, as: 'owner' },
      400,
    );
    const readonly = await newEvent({ readonly: true });
    const refused = await api.op('updateEntity', { path: event(readonly), body, as: 'owner' }, 403);
    expect(refused.text).toBe('This event is readonly. To change it, contact FTL');
  });
});

describe('headset event id lookup (single-target-and-flows.md §5)', () => {
  it('answers title, start, end and subscribers; "Event not found" otherwise', async () => {
    const start = new Date(Date.now() + 9 * DAY).toISOString();
    const end = new Date(Date.now() + 9 * DAY + HOUR).toISOString();
    const oculusid = await headsetEvent('Quest Night', start, end);
    const found = await api.op('getOculusEvent', { path: { id: oculusid }, as: 'admin' }, 200);
    expect(found.json).toEqual({ oculusid, title: 'Quest Night', start, end, subscribers: 42 });
    const missing = await api.op('getOculusEvent', { path: { id: '1' }, as: 'admin' }, 404);
    expect(missing.text).toBe(PROMOTION_TEXTS.eventNotFound);
    await api.op('getOculusEvent', { path: { id: oculusid }, as: null }, 401);
    await api.op('getOculusEvent', { path: { id: oculusid }, as: 'owner' }, 403);
    await api.op('getOculusEvent', { invalidPath: { id: 'abc' }, as: 'admin' }, 400);
  });
});

describe('demo headset events', () => {
  it('include events matching upcoming submitted demo events, ready for staff to link', async () => {
    const { rows } = await api.app.db.query<{ oculusid: string; title: string; start: string; end: string }>(
      `SELECT h.oculusid, e.doc->>'nickname' AS title, e.doc->>'startdate' AS start, e.doc->>'enddate' AS end
       FROM headset_events h JOIN events e ON e.doc->>'nickname' = h.title
       WHERE e.doc->>'oculussubmission' = 'submitted' AND NOT e.doc ? 'oculuseventid'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const found = await api.op('getOculusEvent', { path: { id: rows[0].oculusid }, as: 'admin' }, 200);
    expect(headsetEventMismatches(rows[0], found.json)).toEqual([]);
  });
});
