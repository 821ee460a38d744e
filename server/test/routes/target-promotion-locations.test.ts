/**
 * A storefront's approval round trip with the staff approvals page, and a location's headset destination
 * (single-target-and-flows.md §4, §7; staff-and-agents.md §2.7). Events' headset promotion is in
 * target-promotion-events.test.ts. Who may call what is also in the owner and staff access matrices.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_TEXTS } from '../../../common/promotionRules.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'developer', 'admin'] });

const DOMAIN = 'demo-business';
const uniq = () => randomBytes(4).toString('hex');

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
