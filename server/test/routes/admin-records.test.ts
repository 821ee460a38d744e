import { beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { WIT_AUDIO_SAMPLE_RATE } from '../../seed/admin-records-audio.ts';
import { demoUserId, domainId } from '../../seed/demo-accounts.ts';
import { stableId } from '../../seed/random.ts';
import { apiTest, type OperationId, type OpReply } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['admin', 'superuser', 'member', 'owner', 'tester'] });
/** Staff without any specific admin permission. */
let bareAdmin: Session;

const beach = stableId('location', 'demo-free/beach');

beforeAll(async () => {
  // The developer account becomes staff with nothing else (an administrator lacking admin_write_entities).
  await api.app.db.query(
    `UPDATE users SET doc = jsonb_set(doc, '{permissions}', '["administrator"]') WHERE id = $1`,
    [demoUserId('developer@demo.test')],
  );
  bareAdmin = await api.login('developer@demo.test');
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

async function audits(collection: string, id: string) {
  return createAuditRepository(api.app.db).ofRecord(collection, id);
}

/** Unauthenticated 401, plain members 403 with "Invalid Permission". */
async function expectStaffOnly<K extends OperationId>(
  call: (as: 'member' | null, status: number) => Promise<OpReply<K>>,
) {
  await call(null, 401);
  expect((await call('member', 403)).text).toMatch(/^Invalid Permission/);
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

describe('location slots and styles', () => {
  it('lists the building slots leading to a location', async () => {
    const path = { id: beach };
    const response = await api.op('listAdminLocationSlots', { path, as: 'admin' }, 200);
    const slots = (response.json as { slots: { destination: string }[] }).slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.destination).toBe('demo-free/locations/beach');
    await api.op('listAdminLocationSlots', { path: { id: 'none' }, as: 'admin' }, 404);
    await expectStaffOnly((as, status) => api.op('listAdminLocationSlots', { path, as }, status));
  });

  // The staff location page's styles section uses the manage page's styles calls: staff may use them anywhere.
  const path = { domain: 'demo-free', types: 'locations' as const, id: 'beach' };
  const customStyle = async (release: 'dev' | 'prod') =>
    (await api.op('getEntityCustomStyle', { path, query: { release }, as: 'admin' }, 200)).json;

  it('reads and saves the custom CSS per release, audited for staff', async () => {
    expect((await customStyle('dev')).source).toContain('.banner');
    expect(await customStyle('prod')).toEqual({ release: 'prod', source: '' });
    const source = 'h1 { color: red; }';
    await api.op('setEntityCustomStyle', { path, body: { release: 'prod', source }, as: 'admin' }, 200);
    expect((await customStyle('prod')).source).toBe(source);
    expect((await customStyle('dev')).source).toContain('.banner');
    const [entry] = await audits('locations', beach);
    expect(entry).toMatchObject({
      action: 'styles.customstyle',
      after: { release: 'prod', customstyle: source },
    });
  });

  it('reads the seeded style variables; the domain owner may change them, a member may not', async () => {
    const seeded = await api.op(
      'getEntityStyleVariables',
      { path, query: { release: 'dev' }, as: 'admin' },
      200,
    );
    expect(seeded.json).toEqual([{ id: 'accent', value: '#00796b' }]);
    const variables = [{ id: 'accent', value: '#123456' }];
    await api.op('setEntityStyleVariables', { path, body: { release: 'dev', variables }, as: 'owner' }, 200);
    const read = await api.op(
      'getEntityStyleVariables',
      { path, query: { release: 'dev' }, as: 'admin' },
      200,
    );
    expect(read.json).toEqual(variables);
    await api.op('setEntityStyleVariables', { path, body: { release: 'dev', variables }, as: 'member' }, 403);
    await api.op('getEntityCustomStyle', { path, query: { release: 'dev' }, as: 'member' }, 403);
    await api.op('getEntityStyleVariables', { path, query: { release: 'dev' } }, 401);
  });

  it('refuses bad releases, bad variables and unknown locations', async () => {
    await api.op(
      'getEntityStyleVariables',
      { path, query: { release: 'dev' }, invalidQuery: { release: 'beta' }, as: 'admin' },
      400,
    );
    await api.op(
      'setEntityStyleVariables',
      { path, body: { release: 'dev', variables: [{ id: '1 x', value: '' }] }, as: 'admin' },
      400,
    );
    await api.op('setEntityCustomStyle', { path, invalidBody: { release: 'dev' }, as: 'admin' }, 400);
    const missing = await api.op(
      'getEntityCustomStyle',
      { path: { ...path, id: 'nowhere' }, query: { release: 'dev' }, as: 'admin' },
      404,
    );
    expect(missing.text).toBeTruthy();
  });
});

async function firstId(table: string, where = 'true'): Promise<string> {
  const { rows } = await api.app.db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`,
  );
  return rows[0].id;
}

describe('plots and buildings', () => {
  it('regenerates a plot with admin_write_infiniverse (superuser), audited; admin lacks it', async () => {
    const path = { id: await firstId('plots') };
    const first = await api.op('regenerateAdminPlot', { path, as: 'superuser' }, 200);
    expect(first.json.regeneration).toBe(1);
    const second = await api.op('regenerateAdminPlot', { path, as: 'superuser' }, 200);
    expect(second.json.regeneration).toBe(2);
    expect(Date.parse(String(second.json.regenerated))).toBeGreaterThan(Date.now() - 60_000);
    expect((await audits('plots', path.id))[0]).toMatchObject({
      action: 'plot.regenerate',
      after: { regeneration: 2 },
    });
    const refused = await api.op('regenerateAdminPlot', { path, as: 'admin' }, 403);
    expect(refused.text).toBe('Invalid Permission');
    await api.op('regenerateAdminPlot', { path: { id: 'none' }, as: 'superuser' }, 404);
    await expectStaffOnly((as, status) => api.op('regenerateAdminPlot', { path, as }, status));
  });

  it('assigns a store to a location by path, audited; refuses unknown locations', async () => {
    const id = await firstId('buildings', `NOT doc ? 'storefront'`);
    const path = { id };
    const response = await api.op(
      'assignAdminBuildingStore',
      { path, body: { destination: 'demo-free/locations/plaza' }, as: 'superuser' },
      200,
    );
    expect(response.json).toMatchObject({
      storefront: true,
      storefront_slot: { destination: 'demo-free/locations/plaza' },
    });
    expect((await audits('buildings', id))[0]).toMatchObject({ action: 'building.assignstore' });
    const stores = await api.op(
      'listAdminDomainStores',
      { path: { id: domainId('demo-free') }, as: 'admin' },
      200,
    );
    expect((stores.json as { stores: { id: string }[] }).stores.map((s) => s.id)).toContain(id);
    const unknown = await api.op(
      'assignAdminBuildingStore',
      { path, body: { destination: 'nowhere/locations/x' }, as: 'superuser' },
      400,
    );
    expect(unknown.text).toBe('Location not found');
    await api.op('assignAdminBuildingStore', { path, invalidBody: {}, as: 'superuser' }, 400);
    const body = { destination: beach };
    await api.op('assignAdminBuildingStore', { path, body, as: 'admin' }, 403);
    await expectStaffOnly((as, status) => api.op('assignAdminBuildingStore', { path, body, as }, status));
  });

  it('teleports the staff user: a pending teleport with the postcode on their record', async () => {
    const path = { id: await firstId('buildings') };
    const response = await api.op('teleportAdminBuilding', { path, as: 'admin' }, 200);
    const teleport = response.json as { postcode: string; deeplink: string };
    expect(teleport.postcode).toMatch(/^[NS]\d+-[EW]\d+-\d+-\d+$/);
    expect(teleport.deeplink).toBe(`multiverse://teleport/${teleport.postcode}`);
    const { rows } = await api.app.db.query<{ doc: { pendingteleport: unknown } }>(
      'SELECT doc FROM users WHERE id = $1',
      [api.as.admin.id],
    );
    expect(rows[0].doc.pendingteleport).toEqual(teleport);
    expect((await audits('users', api.as.admin.id))[0]).toMatchObject({ action: 'user.teleport' });
    await api.op('teleportAdminBuilding', { path: { id: 'none' }, as: 'admin' }, 404);
    await expectStaffOnly((as, status) => api.op('teleportAdminBuilding', { path, as }, status));
  });
});

describe('voice request audio', () => {
  it('serves the recording as raw 16-bit PCM', async () => {
    const id = await firstId('witrequests', `doc ? 'audioblob'`);
    const response = await api.op('getWitAudio', { path: { id }, as: 'admin' }, 200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    const bytes = response.response.rawPayload;
    expect(bytes.length % 2).toBe(0);
    const seconds = bytes.length / 2 / WIT_AUDIO_SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(0.5);
    expect(seconds).toBeLessThan(3);
    // Real signal, not silence.
    let peak = 0;
    for (let i = 0; i < bytes.length; i += 2) peak = Math.max(peak, Math.abs(bytes.readInt16LE(i)));
    expect(peak).toBeGreaterThan(10_000);
  });

  it('says so when there is no recording or request, and is staff only', async () => {
    const path = { id: await firstId('witrequests', `NOT doc ? 'audioblob'`) };
    const none = await api.op('getWitAudio', { path, as: 'admin' }, 404);
    expect(none.text).toBe('This voice request has no recording');
    await api.op('getWitAudio', { path: { id: 'none' }, as: 'admin' }, 404);
    await expectStaffOnly((as, status) => api.op('getWitAudio', { path, as }, status));
  });
});

describe('autotests', () => {
  type Run = {
    id: string;
    platform: string;
    location: string;
    user: string;
    position: { x: number; y: number; z: number };
  };
  const list = async (query: Record<string, string>, as: 'admin' | 'tester' = 'admin') =>
    (await api.op('listAutotests', { query, as }, 200)).json.documents as unknown as Run[];

  it('filters runs by user, platform (android = every Android headset), location and position', async () => {
    const runs = await list({}, 'tester');
    expect(runs).toHaveLength(40);
    const android = await list({ platform: 'android' });
    expect(android.length).toBe(30);
    expect(android.every((run) => run.platform !== 'windows')).toBe(true);
    const run = runs[0];
    const { x, y, z } = run.position;
    const exact = await list({
      user: run.user,
      platform: run.platform,
      location: run.location,
      position: `${x},${y},${z}`,
    });
    expect(exact.map((d) => d.id)).toContain(run.id);
    await api.op('listAutotests', { invalidQuery: { position: '1,2' }, as: 'admin' }, 400);
  });

  it('gives per-build averages of the median metrics', async () => {
    const response = await api.op(
      'getAutotestHistoricalStats',
      { query: { platform: 'android' }, as: 'admin' },
      200,
    );
    const results = (response.json as { results: { build: number; count: number; gpu: number }[] }).results;
    expect(results.length).toBeGreaterThan(1);
    expect(results.map((r) => r.build)).toEqual([...results.map((r) => r.build)].sort((a, b) => a - b));
    expect(results.reduce((sum, r) => sum + r.count, 0)).toBe(30);
    expect(results[0].gpu).toBeGreaterThan(5);
  });

  it('is for staff and testers only', async () => {
    await expectStaffOnly((as, status) => api.op('listAutotests', { as }, status));
    await expectStaffOnly((as, status) => api.op('getAutotestHistoricalStats', { as }, status));
  });
});

describe('child products', () => {
  it('reads a child product', async () => {
    const path = { id: DEMO_CHILD_PRODUCT_ID };
    const response = await api.op('getAdminChildProduct', { path, as: 'admin' }, 200);
    expect(response.json).toMatchObject({
      id: DEMO_CHILD_PRODUCT_ID,
      root_domain: domainId('demo-business'),
    });
    const missing = await api.op('getAdminChildProduct', { path: { id: 'none' }, as: 'admin' }, 404);
    expect(missing.text).toBe('Child product not found');
    await expectStaffOnly((as, status) => api.op('getAdminChildProduct', { path, as }, status));
  });
});

describe('findUsers', () => {
  const find = async (text: string) =>
    (await api.op('findUsers', { query: { text }, as: 'admin' }, 200)).json.users as { id: string }[];

  it('finds a user by id, email, name or nickname, case-insensitively', async () => {
    const member = api.as.member;
    for (const text of [member.id, 'MEMBER@demo.test']) {
      expect((await find(text)).map((u) => u.id)).toEqual([member.id]);
    }
    const name = String(member.user.name);
    expect((await find(name.toUpperCase()))[0].id).toBe(member.id);
    expect(await find('nobody_here')).toEqual([]);
  });

  it('refuses text outside word characters, @ and dot, and non-staff', async () => {
    await api.op('findUsers', { invalidQuery: { text: 'a b' }, as: 'admin' }, 400);
    await api.op('findUsers', { invalidQuery: {}, as: 'admin' }, 400);
    await expectStaffOnly((as, status) => api.op('findUsers', { query: { text: 'member' }, as }, status));
  });
});
