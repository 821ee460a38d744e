/**
 * Staff operations on a metaverse's record (staff-and-agents.md §2.3 "Domain", §6): a trial reset and the plan
 * switches, deleting a free metaverse with its locations, and changing its owner, each audited and refused on a
 * paid plan, without admin_write_entities and to non-staff; and the lists of its locations and stores.
 * Locations, plots and buildings are in admin-records-locations.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../../seed/demo-accounts.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';
import { beach, expectStaffOnly, recordReads, bareAdministrator } from './admin-records-helpers.ts';

const api = apiTest({ roles: ['admin', 'superuser', 'member', 'owner'] });
const { audits } = recordReads(api);
/** Staff without any specific admin permission. */
let bareAdmin: Session;

beforeAll(async () => {
  bareAdmin = await bareAdministrator(api);
});

async function domainDoc(uri: string) {
  const { rows } = await api.app.db.query<{ doc: Record<string, unknown> }>(
    'SELECT doc FROM domains WHERE id = $1',
    [domainId(uri)],
  );
  return rows[0]?.doc;
}

async function freeDomainId(offset: number): Promise<string> {
  const { rows } = await api.app.db.query<{ id: string }>(
    `SELECT id FROM domains WHERE doc->'plan'->>'plan' = 'free' AND doc->>'uri' NOT LIKE 'demo-%' ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return rows[0].id;
}

describe('domain plan operations', () => {
  it('resets a trial to 14 days from now, audited', async () => {
    const id = domainId('demo-expired');
    const response = await api.op('resetAdminDomainTrial', { path: { id }, as: 'admin' }, 200);
    const end = Date.parse((response.json as unknown as { plan: { trialend: string } }).plan.trialend);
    expect(Math.abs(end - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);
    const [entry] = await audits('domains', id);
    expect(entry).toMatchObject({ action: 'domain.trialreset', actor: api.as.admin.id });
  });

  it('refuses a trial reset on a plan that is not a trial', async () => {
    const path = { id: domainId('demo-free') };
    const response = await api.op('resetAdminDomainTrial', { path, as: 'admin' }, 400);
    expect(response.text).toBe('Only a metaverse on a trial plan can have its trial reset');
  });

  it('switches a free domain to a business trial and another to the custom enterprise plan', async () => {
    const first = await freeDomainId(0);
    const trial = await api.op('setAdminDomainTrialPlan', { path: { id: first }, as: 'admin' }, 200);
    expect(trial.json.plan).toMatchObject({ type: 'business', plan: 'business-trial', activated: true });
    const custom = await api.op('setAdminDomainCustomPlan', { path: { id: first }, as: 'superuser' }, 200);
    expect(custom.json.plan).toEqual({ type: 'enterprise', plan: 'enterprise-custom', activated: true });
    expect((await audits('domains', first)).map((a) => a.action)).toEqual([
      'domain.setcustomplan',
      'domain.settrialplan',
    ]);
  });

  it('refuses plan switches on paid plans, unknown domains and callers without admin_write_entities', async () => {
    const premium = { id: domainId('demo-premium') };
    for (const op of ['setAdminDomainCustomPlan', 'setAdminDomainTrialPlan'] as const) {
      const paid = await api.op(op, { path: premium, as: 'admin' }, 400);
      expect(paid.text).toBe('Only a metaverse on a free or trial plan can be changed this way');
      await api.op(op, { path: { id: 'nope' }, as: 'admin' }, 404);
      const bare = await api.op(op, { path: premium, as: bareAdmin }, 403);
      expect(bare.text).toBe('Invalid Permission');
      await expectStaffOnly((as, status) => api.op(op, { path: premium, as }, status));
    }
    expect((await domainDoc('demo-premium'))?.plan).toMatchObject({ plan: 'premium-stripe' });
    expect(await audits('domains', premium.id)).toEqual([]);
  });
});

describe('deleteAdminDomain', () => {
  it('deletes a free domain with its locations, audited with the record before', async () => {
    const id = await freeDomainId(1);
    const response = await api.op('deleteAdminDomain', { path: { id }, as: 'admin' }, 200);
    expect((response.json as { id: string }).id).toBe(id);
    const left = await api.app.db.query(`SELECT 1 FROM locations WHERE doc->>'domain' = $1`, [id]);
    expect(left.rows).toHaveLength(0);
    await api.op('getAdminDocument', { path: { collection: 'domains', id }, as: 'admin' }, 404);
    const [entry] = await audits('domains', id);
    expect(entry).toMatchObject({ action: 'domain.delete', before: { id } });
  });

  it('refuses paid plans, missing permission and non-staff', async () => {
    const path = { id: domainId('demo-business') };
    await api.op('deleteAdminDomain', { path, as: 'admin' }, 400);
    await api.op('deleteAdminDomain', { path, as: bareAdmin }, 403);
    await api.op('deleteAdminDomain', { path: { id: 'none' }, as: 'admin' }, 404);
    await expectStaffOnly((as, status) => api.op('deleteAdminDomain', { path, as }, status));
    expect(await domainDoc('demo-business')).toBeDefined();
  });
});

describe('domain locations and stores', () => {
  it('lists the locations of a domain by name', async () => {
    const path = { id: domainId('demo-free') };
    const response = await api.op('listAdminDomainLocations', { path, as: 'admin' }, 200);
    const names = (response.json as unknown as { documents: { name: string }[] }).documents.map(
      (d) => d.name,
    );
    expect(names).toEqual(expect.arrayContaining(['arena', 'beach', 'gallery', 'home', 'map', 'plaza']));
    expect(names).toEqual([...names].sort());
    await api.op('listAdminDomainLocations', { path: { id: 'none' }, as: 'admin' }, 404);
    await expectStaffOnly((as, status) => api.op('listAdminDomainLocations', { path, as }, status));
  });

  it('lists the stores leading into a domain', async () => {
    const response = await api.op(
      'listAdminDomainStores',
      { path: { id: domainId('demo-business') }, as: 'admin' },
      200,
    );
    const stores = (response.json as { stores: { storefront_slot: { destination: string } }[] }).stores;
    expect(stores).toHaveLength(4);
    for (const store of stores)
      expect(store.storefront_slot.destination).toMatch(/^demo-business\/locations\//);
    const path = { id: domainId('demo-free') };
    const none = await api.op('listAdminDomainStores', { path, as: 'admin' }, 200);
    expect((none.json as { stores: unknown[] }).stores).toEqual([]);
    await expectStaffOnly((as, status) => api.op('listAdminDomainStores', { path, as }, status));
  });
});

describe('setAdminOwner', () => {
  it('moves a trial domain to a new owner with their membership, audited', async () => {
    const id = domainId('demo-trial');
    const newOwner = demoUserId('member@demo.test');
    const response = await api.op('setAdminOwner', { body: { id, owner: newOwner }, as: 'admin' }, 200);
    expect(response.json).toMatchObject({ collection: 'domains', document: { id, owner: newOwner } });
    const { rows } = await api.app.db.query<{ user_id: string; permissions: string[] }>(
      'SELECT user_id, permissions FROM memberships WHERE domain_id = $1 AND user_id = ANY($2)',
      [id, [newOwner, api.as.owner.id]],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(newOwner);
    expect(rows[0].permissions).toEqual(expect.arrayContaining(['manage_domain', 'host']));
    const [entry] = await audits('domains', id);
    expect(entry).toMatchObject({
      action: 'domain.setowner',
      before: { owner: api.as.owner.id },
      after: { owner: newOwner },
    });
  });

  it('allows the custom enterprise plan and non-domain records, refuses paid plans', async () => {
    const host = demoUserId('host@demo.test');
    await api.op(
      'setAdminOwner',
      { body: { id: domainId('demo-enterprise'), owner: host }, as: 'superuser' },
      200,
    );
    const location = await api.op('setAdminOwner', { body: { id: beach, owner: host }, as: 'admin' }, 200);
    expect(location.json).toMatchObject({ collection: 'locations', document: { owner: host } });
    const paid = await api.op(
      'setAdminOwner',
      { body: { id: domainId('demo-premium'), owner: host }, as: 'admin' },
      400,
    );
    expect(paid.text).toBe(
      'The owner of a metaverse can only be changed on a free, trial or custom enterprise plan',
    );
  });

  it('refuses unknown users and records, bad bodies, missing permission and non-staff', async () => {
    const body = { id: domainId('demo-free'), owner: demoUserId('host@demo.test') };
    const noUser = await api.op('setAdminOwner', { body: { ...body, owner: 'nobody' }, as: 'admin' }, 404);
    expect(noUser.text).toBe('User not found');
    await api.op('setAdminOwner', { body: { ...body, id: 'none' }, as: 'admin' }, 404);
    await api.op('setAdminOwner', { invalidBody: { id: body.id }, as: 'admin' }, 400);
    await api.op('setAdminOwner', { invalidBody: { ...body, extra: 1 }, as: 'admin' }, 400);
    await api.op('setAdminOwner', { body, as: bareAdmin }, 403);
    await expectStaffOnly((as, status) => api.op('setAdminOwner', { body, as }, status));
    expect((await domainDoc('demo-free'))?.owner).toBe(api.as.owner.id);
  });
});
