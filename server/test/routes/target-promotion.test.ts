/**
 * An event's headset-platform promotion through the target update, the event id lookup, and a storefront's
 * approval round trip with the staff approvals page, and a location's headset destination
 * (single-target-and-flows.md §4, §5, §7). Who may call
 * what is also in the owner and staff access matrices.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { headsetEventMismatches, PROMOTION_TEXTS } from '../../../common/promotionRules.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { domainId } from '../../seed/demo-accounts.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

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

describe('location approval (single-target-and-flows.md §4)', () => {
  let storefront: string;
  let plain: string;
  let manager: Session;
  beforeAll(async () => {
    manager = api.as.manager;
    storefront = `shop${uniq()}`;
    plain = `plain${uniq()}`;
    for (const [id, template] of [
      [storefront, 'storefront'],
      [plain, 'gallery'],
    ]) {
      await api.app.db.query('INSERT INTO locations (id, doc) VALUES ($1, $2::jsonb)', [
        id,
        JSON.stringify({
          id,
          type: 'location',
          name: id,
          nickname: `Shop ${id}`,
          path: `${DOMAIN}/locations/${id}`,
          domain: domainId(DOMAIN),
          template,
          timestamp: new Date().toISOString(),
        }),
      ]);
    }
  });
  const place = (id: string) => ({ domain: DOMAIN, location: id });

  it('submits, is rejected with a note on the approvals page, resubmits and is approved', async () => {
    const pending = await api.op('requestLocationApproval', { path: place(storefront), as: manager }, 200);
    expect(pending.json.approval).toBe('pending');
    const again = await api.op('requestLocationApproval', { path: place(storefront), as: 'owner' }, 400);
    expect(again.text).toBe(PROMOTION_TEXTS.alreadyPending);
    const queue = await api.op('listPendingApprovals', { as: 'admin' }, 200);
    expect(queue.json.documents.map((d) => d.id)).toContain(storefront);

    await api.op(
      'rejectStorefront',
      { path: { id: storefront }, body: { message: 'Add opening hours' }, as: 'admin' },
      200,
    );
    const unapproved = await api.op(
      'getEntity',
      { path: { domain: DOMAIN, types: 'locations', id: storefront }, as: 'owner' },
      200,
    );
    expect(unapproved.json).toMatchObject({ approval: 'unapproved', approvalmessage: 'Add opening hours' });

    await api.op('requestLocationApproval', { path: place(storefront), as: 'owner' }, 200);
    await api.op('approveStorefront', { path: { id: storefront }, as: 'admin' }, 200);
    const approved = await api.op('requestLocationApproval', { path: place(storefront), as: 'owner' }, 400);
    expect(approved.text).toBe(PROMOTION_TEXTS.alreadyApproved);
  });

  it('refuses other templates, no session, a member, another owner, an unknown and a readonly location', async () => {
    const other = await api.op('requestLocationApproval', { path: place(plain), as: 'owner' }, 400);
    expect(other.text).toBe(PROMOTION_TEXTS.notApprovable);
    await api.op('requestLocationApproval', { path: place(plain), as: null }, 401);
    await api.op('requestLocationApproval', { path: place(plain), as: 'member' }, 403);
    await api.op('requestLocationApproval', { path: place(plain), as: 'developer' }, 403);
    await api.op('requestLocationApproval', { path: place('no-such-shop'), as: 'owner' }, 404);
    await api.app.db.query(`UPDATE locations SET doc = doc || '{"readonly":true}'::jsonb WHERE id = $1`, [
      plain,
    ]);
    const readonly = await api.op('requestLocationApproval', { path: place(plain), as: 'owner' }, 403);
    expect(readonly.text).toBe('This location is readonly. To change it, contact FTL');
  });
});

describe('a location’s headset destination (single-target-and-flows.md §7)', () => {
  async function newLocation(extra: Record<string, unknown> = {}): Promise<string> {
    const id = `dest${uniq()}`;
    await api.app.db.query('INSERT INTO locations (id, doc) VALUES ($1, $2::jsonb)', [
      id,
      JSON.stringify({
        id,
        type: 'location',
        name: id,
        path: `${DOMAIN}/locations/${id}`,
        domain: domainId(DOMAIN),
        ...extra,
      }),
    ]);
    return id;
  }

  it('answers the location’s name and the metaverse’s headset destination, once the metaverse has one', async () => {
    const lounge = await newLocation({ nickname: 'Harbour Lounge' });
    const plain = await newLocation();
    const path = { domain: DOMAIN, location: lounge };
    const none = await api.op('getLocationHeadsetDestination', { path, as: 'manager' }, 404);
    expect(none.text).toBe(MESSAGES.noHeadsetDestination);

    await api.op(
      'updateDomain',
      { path: { domain: DOMAIN }, body: { oculusdestination: 'demo_business_hub' }, as: 'owner' },
      200,
    );
    const found = await api.op('getLocationHeadsetDestination', { path, as: 'manager' }, 200);
    expect(found.json).toEqual({ name: 'Harbour Lounge', api: 'demo_business_hub' });
    const byId = await api.op(
      'getLocationHeadsetDestination',
      { path: { domain: domainId(DOMAIN), location: plain }, as: 'owner' },
      200,
    );
    expect(byId.json).toEqual({ name: plain, api: 'demo_business_hub' });
  });

  it('refuses no session, a member, bad input, and a location of another metaverse', async () => {
    const location = await newLocation({ nickname: 'Quiet Corner' });
    const path = { domain: DOMAIN, location };
    await api.op('getLocationHeadsetDestination', { path }, 401);
    await api.op('getLocationHeadsetDestination', { path, as: 'member' }, 403);
    const tooLong = await api.op(
      'getLocationHeadsetDestination',
      { path, invalidPath: { location: 'x'.repeat(201) }, as: 'manager' },
      400,
    );
    expect(tooLong.text).not.toBe('');
    // The developer's metaverse is not the manager's, and the location is not in it.
    await api.op(
      'getLocationHeadsetDestination',
      { path: { domain: 'demo-developer', location }, as: 'manager' },
      403,
    );
    const elsewhere = await api.op(
      'getLocationHeadsetDestination',
      { path: { domain: 'demo-developer', location }, as: 'developer' },
      404,
    );
    expect(elsewhere.text).toBe(MESSAGES.entityNotFound);
  });
});
