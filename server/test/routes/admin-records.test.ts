import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '../../repositories/audit-repository.ts';
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { WIT_AUDIO_SAMPLE_RATE } from '../../seed/admin-records-audio.ts';
import { demoUserId, domainId } from '../../seed/demo-accounts.ts';
import { stableId } from '../../seed/random.ts';
import { asUser, createTestApp, expectMatchesSchema, login, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Session;
let superuser: Session;
let member: Session;
let owner: Session;
let tester: Session;
/** Staff without any specific admin permission. */
let bareAdmin: Session;

const beach = stableId('location', 'demo-free/beach');

beforeAll(async () => {
  t = await createTestApp();
  [admin, superuser, member, owner, tester] = await Promise.all(
    ['admin', 'superuser', 'member', 'owner', 'tester'].map((role) => login(t.app, `${role}@demo.test`)),
  );
  // The developer account becomes staff with nothing else (an administrator lacking admin_write_entities).
  await t.app.db.query(
    `UPDATE users SET doc = jsonb_set(doc, '{permissions}', '["administrator"]') WHERE id = $1`,
    [demoUserId('developer@demo.test')],
  );
  bareAdmin = await login(t.app, 'developer@demo.test');
});

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (session: Session | null, method: Method, url: string, payload?: unknown) =>
  asUser(t.app, session, { method, url, ...(payload !== undefined && { payload: payload as object }) });

async function domainDoc(uri: string) {
  const { rows } = await t.app.db.query<{ doc: Record<string, unknown> }>(
    'SELECT doc FROM domains WHERE id = $1',
    [domainId(uri)],
  );
  return rows[0]?.doc;
}

async function freeDomainId(offset: number): Promise<string> {
  const { rows } = await t.app.db.query<{ id: string }>(
    `SELECT id FROM domains WHERE doc->'plan'->>'plan' = 'free' AND doc->>'uri' NOT LIKE 'demo-%' ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return rows[0].id;
}

async function audits(collection: string, id: string) {
  return createAuditRepository(t.app.db).ofRecord(collection, id);
}

/** Unauthenticated 401, plain members 403 with "Invalid Permission". */
async function expectStaffOnly(operationId: string, method: Method, url: string, payload?: unknown) {
  expectMatchesSchema(await call(null, method, url, payload), operationId, 401);
  const refused = await call(member, method, url, payload);
  expectMatchesSchema(refused, operationId, 403);
  expect(refused.body).toMatch(/^Invalid Permission/);
}

describe('domain plan operations', () => {
  it('resets a trial to 14 days from now, audited', async () => {
    const id = domainId('demo-expired');
    const response = await call(admin, 'POST', `/v2/admin/domains/${id}/trialreset`);
    expectMatchesSchema(response, 'resetAdminDomainTrial', 200);
    const end = Date.parse(response.json().plan.trialend);
    expect(Math.abs(end - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);
    const [entry] = await audits('domains', id);
    expect(entry).toMatchObject({ action: 'domain.trialreset', actor: admin.id });
  });

  it('refuses a trial reset on a plan that is not a trial', async () => {
    const response = await call(admin, 'POST', `/v2/admin/domains/${domainId('demo-free')}/trialreset`);
    expectMatchesSchema(response, 'resetAdminDomainTrial', 400);
    expect(response.body).toBe('Only a metaverse on a trial plan can have its trial reset');
  });

  it('switches a free domain to a business trial and another to the custom enterprise plan', async () => {
    const first = await freeDomainId(0);
    const trial = await call(admin, 'POST', `/v2/admin/domains/${first}/settrialplan`);
    expectMatchesSchema(trial, 'setAdminDomainTrialPlan', 200);
    expect(trial.json().plan).toMatchObject({ type: 'business', plan: 'business-trial', activated: true });
    const custom = await call(superuser, 'POST', `/v2/admin/domains/${first}/setcustomplan`);
    expectMatchesSchema(custom, 'setAdminDomainCustomPlan', 200);
    expect(custom.json().plan).toEqual({ type: 'enterprise', plan: 'enterprise-custom', activated: true });
    expect((await audits('domains', first)).map((a) => a.action)).toEqual([
      'domain.setcustomplan',
      'domain.settrialplan',
    ]);
  });

  it('refuses plan switches on paid plans, unknown domains and callers without admin_write_entities', async () => {
    const premium = domainId('demo-premium');
    for (const [op, path] of [
      ['setAdminDomainCustomPlan', 'setcustomplan'],
      ['setAdminDomainTrialPlan', 'settrialplan'],
    ] as const) {
      const paid = await call(admin, 'POST', `/v2/admin/domains/${premium}/${path}`);
      expectMatchesSchema(paid, op, 400);
      expect(paid.body).toBe('Only a metaverse on a free or trial plan can be changed this way');
      expectMatchesSchema(await call(admin, 'POST', `/v2/admin/domains/nope/${path}`), op, 404);
      const bare = await call(bareAdmin, 'POST', `/v2/admin/domains/${premium}/${path}`);
      expectMatchesSchema(bare, op, 403);
      expect(bare.body).toBe('Invalid Permission');
      await expectStaffOnly(op, 'POST', `/v2/admin/domains/${premium}/${path}`);
    }
    expect((await domainDoc('demo-premium'))?.plan).toMatchObject({ plan: 'premium-stripe' });
    expect(await audits('domains', premium)).toEqual([]);
  });
});

describe('deleteAdminDomain', () => {
  it('deletes a free domain with its locations, audited with the record before', async () => {
    const id = await freeDomainId(1);
    const response = await call(admin, 'DELETE', `/v2/admin/domains/${id}`);
    expectMatchesSchema(response, 'deleteAdminDomain', 200);
    expect(response.json().id).toBe(id);
    const left = await t.app.db.query(`SELECT 1 FROM locations WHERE doc->>'domain' = $1`, [id]);
    expect(left.rows).toHaveLength(0);
    expect((await call(admin, 'GET', `/v2/admin/domains/${id}`)).statusCode).toBe(404);
    const [entry] = await audits('domains', id);
    expect(entry).toMatchObject({ action: 'domain.delete', before: { id } });
  });

  it('refuses paid plans, missing permission and non-staff', async () => {
    const url = `/v2/admin/domains/${domainId('demo-business')}`;
    expectMatchesSchema(await call(admin, 'DELETE', url), 'deleteAdminDomain', 400);
    expectMatchesSchema(await call(bareAdmin, 'DELETE', url), 'deleteAdminDomain', 403);
    expectMatchesSchema(await call(admin, 'DELETE', '/v2/admin/domains/none'), 'deleteAdminDomain', 404);
    await expectStaffOnly('deleteAdminDomain', 'DELETE', url);
    expect(await domainDoc('demo-business')).toBeDefined();
  });
});

describe('domain locations and stores', () => {
  it('lists the locations of a domain by name', async () => {
    const response = await call(admin, 'GET', `/v2/admin/domains/${domainId('demo-free')}/locations`);
    expectMatchesSchema(response, 'listAdminDomainLocations', 200);
    const names = response.json().documents.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['arena', 'beach', 'gallery', 'home', 'map', 'plaza']));
    expect(names).toEqual([...names].sort());
    expectMatchesSchema(
      await call(admin, 'GET', '/v2/admin/domains/none/locations'),
      'listAdminDomainLocations',
      404,
    );
    await expectStaffOnly(
      'listAdminDomainLocations',
      'GET',
      `/v2/admin/domains/${domainId('demo-free')}/locations`,
    );
  });

  it('lists the stores leading into a domain', async () => {
    const response = await call(
      admin,
      'GET',
      `/v2/admin/domains/${domainId('demo-business')}/infiniverse/stores`,
    );
    expectMatchesSchema(response, 'listAdminDomainStores', 200);
    const stores = response.json().stores as { storefront_slot: { destination: string } }[];
    expect(stores).toHaveLength(4);
    for (const store of stores)
      expect(store.storefront_slot.destination).toMatch(/^demo-business\/locations\//);
    const none = await call(admin, 'GET', `/v2/admin/domains/${domainId('demo-free')}/infiniverse/stores`);
    expect(none.json().stores).toEqual([]);
    await expectStaffOnly(
      'listAdminDomainStores',
      'GET',
      `/v2/admin/domains/${domainId('demo-free')}/infiniverse/stores`,
    );
  });
});

describe('setAdminOwner', () => {
  it('moves a trial domain to a new owner with their membership, audited', async () => {
    const id = domainId('demo-trial');
    const newOwner = demoUserId('member@demo.test');
    const response = await call(admin, 'POST', '/v2/admin/setowner', { id, owner: newOwner });
    expectMatchesSchema(response, 'setAdminOwner', 200);
    expect(response.json()).toMatchObject({ collection: 'domains', document: { id, owner: newOwner } });
    const { rows } = await t.app.db.query<{ user_id: string; permissions: string[] }>(
      'SELECT user_id, permissions FROM memberships WHERE domain_id = $1 AND user_id = ANY($2)',
      [id, [newOwner, owner.id]],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(newOwner);
    expect(rows[0].permissions).toEqual(expect.arrayContaining(['manage_domain', 'host']));
    const [entry] = await audits('domains', id);
    expect(entry).toMatchObject({
      action: 'domain.setowner',
      before: { owner: owner.id },
      after: { owner: newOwner },
    });
  });

  it('allows the custom enterprise plan and non-domain records, refuses paid plans', async () => {
    const enterprise = await call(superuser, 'POST', '/v2/admin/setowner', {
      id: domainId('demo-enterprise'),
      owner: demoUserId('host@demo.test'),
    });
    expectMatchesSchema(enterprise, 'setAdminOwner', 200);
    const location = await call(admin, 'POST', '/v2/admin/setowner', {
      id: beach,
      owner: demoUserId('host@demo.test'),
    });
    expectMatchesSchema(location, 'setAdminOwner', 200);
    expect(location.json()).toMatchObject({
      collection: 'locations',
      document: { owner: demoUserId('host@demo.test') },
    });
    const paid = await call(admin, 'POST', '/v2/admin/setowner', {
      id: domainId('demo-premium'),
      owner: demoUserId('host@demo.test'),
    });
    expectMatchesSchema(paid, 'setAdminOwner', 400);
    expect(paid.body).toBe(
      'The owner of a metaverse can only be changed on a free, trial or custom enterprise plan',
    );
  });

  it('refuses unknown users and records, bad bodies, missing permission and non-staff', async () => {
    const body = { id: domainId('demo-free'), owner: demoUserId('host@demo.test') };
    const noUser = await call(admin, 'POST', '/v2/admin/setowner', { ...body, owner: 'nobody' });
    expectMatchesSchema(noUser, 'setAdminOwner', 404);
    expect(noUser.body).toBe('User not found');
    expectMatchesSchema(
      await call(admin, 'POST', '/v2/admin/setowner', { ...body, id: 'none' }),
      'setAdminOwner',
      404,
    );
    expectMatchesSchema(
      await call(admin, 'POST', '/v2/admin/setowner', { id: body.id }),
      'setAdminOwner',
      400,
    );
    expectMatchesSchema(
      await call(admin, 'POST', '/v2/admin/setowner', { ...body, extra: 1 }),
      'setAdminOwner',
      400,
    );
    const bare = await call(bareAdmin, 'POST', '/v2/admin/setowner', body);
    expectMatchesSchema(bare, 'setAdminOwner', 403);
    await expectStaffOnly('setAdminOwner', 'POST', '/v2/admin/setowner', body);
    expect((await domainDoc('demo-free'))?.owner).toBe(owner.id);
  });
});

describe('location slots and styles', () => {
  it('lists the building slots leading to a location', async () => {
    const response = await call(admin, 'GET', `/v2/admin/locations/${beach}/slots`);
    expectMatchesSchema(response, 'listAdminLocationSlots', 200);
    const slots = response.json().slots as { destination: string }[];
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(slot.destination).toBe('demo-free/locations/beach');
    expectMatchesSchema(
      await call(admin, 'GET', '/v2/admin/locations/none/slots'),
      'listAdminLocationSlots',
      404,
    );
    await expectStaffOnly('listAdminLocationSlots', 'GET', `/v2/admin/locations/${beach}/slots`);
  });

  const styles = '/v2/domains/demo-free/locations/beach/styles';

  it('reads and saves the custom CSS per release, audited', async () => {
    const seeded = await call(admin, 'GET', `${styles}/customstyle?release=dev`);
    expectMatchesSchema(seeded, 'getLocationCustomStyle', 200);
    expect(seeded.json().source).toContain('.banner');
    const prod = await call(admin, 'GET', `${styles}/customstyle?release=prod`);
    expect(prod.json()).toEqual({ release: 'prod', source: '' });
    const source = 'h1 { color: red; }';
    const saved = await call(admin, 'POST', `${styles}/customstyle`, { release: 'prod', source });
    expectMatchesSchema(saved, 'setLocationCustomStyle', 200);
    expect((await call(admin, 'GET', `${styles}/customstyle?release=prod`)).json().source).toBe(source);
    expect((await call(admin, 'GET', `${styles}/customstyle?release=dev`)).json().source).toContain(
      '.banner',
    );
    const [entry] = await audits('locations', beach);
    expect(entry).toMatchObject({
      action: 'location.styles.customstyle',
      after: { release: 'prod', customstyle: source },
    });
  });

  it('reads and replaces the style variables; the domain owner may, a member may not', async () => {
    const variables = [{ id: 'accent', value: '#123456' }];
    const saved = await call(owner, 'POST', `${styles}/variables`, { release: 'dev', variables });
    expectMatchesSchema(saved, 'setLocationStyleVariables', 200);
    const read = await call(admin, 'GET', `${styles}/variables?release=dev`);
    expectMatchesSchema(read, 'getLocationStyleVariables', 200);
    expect(read.json()).toEqual(variables);
    const refused = await call(member, 'POST', `${styles}/variables`, { release: 'dev', variables: [] });
    expectMatchesSchema(refused, 'setLocationStyleVariables', 403);
    expectMatchesSchema(await call(member, 'GET', `${styles}/customstyle`), 'getLocationCustomStyle', 403);
    expectMatchesSchema(await call(null, 'GET', `${styles}/variables`), 'getLocationStyleVariables', 401);
  });

  it('refuses bad releases, bad variables and unknown locations', async () => {
    expectMatchesSchema(
      await call(admin, 'GET', `${styles}/variables?release=beta`),
      'getLocationStyleVariables',
      400,
    );
    const bad = await call(admin, 'POST', `${styles}/variables`, {
      release: 'dev',
      variables: [{ id: '1 x', value: '' }],
    });
    expectMatchesSchema(bad, 'setLocationStyleVariables', 400);
    expectMatchesSchema(
      await call(admin, 'POST', `${styles}/customstyle`, { release: 'dev' }),
      'setLocationCustomStyle',
      400,
    );
    const missing = await call(admin, 'GET', '/v2/domains/demo-free/locations/nowhere/styles/customstyle');
    expectMatchesSchema(missing, 'getLocationCustomStyle', 404);
    expect(missing.body).toBe('Location not found');
  });
});

async function firstId(table: string, where = 'true'): Promise<string> {
  const { rows } = await t.app.db.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`,
  );
  return rows[0].id;
}

describe('plots and buildings', () => {
  it('regenerates a plot with admin_write_infiniverse (superuser), audited; admin lacks it', async () => {
    const id = await firstId('plots');
    const first = await call(superuser, 'POST', `/v2/admin/plots/${id}/regenerate`);
    expectMatchesSchema(first, 'regenerateAdminPlot', 200);
    expect(first.json().regeneration).toBe(1);
    const second = await call(superuser, 'POST', `/v2/admin/plots/${id}/regenerate`);
    expect(second.json().regeneration).toBe(2);
    expect(Date.parse(second.json().regenerated)).toBeGreaterThan(Date.now() - 60_000);
    expect((await audits('plots', id))[0]).toMatchObject({
      action: 'plot.regenerate',
      after: { regeneration: 2 },
    });
    const refused = await call(admin, 'POST', `/v2/admin/plots/${id}/regenerate`);
    expectMatchesSchema(refused, 'regenerateAdminPlot', 403);
    expect(refused.body).toBe('Invalid Permission');
    expectMatchesSchema(
      await call(superuser, 'POST', '/v2/admin/plots/none/regenerate'),
      'regenerateAdminPlot',
      404,
    );
    await expectStaffOnly('regenerateAdminPlot', 'POST', `/v2/admin/plots/${id}/regenerate`);
  });

  it('assigns a store to a location by path, audited; refuses unknown locations', async () => {
    const id = await firstId('buildings', `NOT doc ? 'storefront'`);
    const url = `/v2/admin/buildings/${id}/assignstore`;
    const response = await call(superuser, 'POST', url, { destination: 'demo-free/locations/plaza' });
    expectMatchesSchema(response, 'assignAdminBuildingStore', 200);
    expect(response.json()).toMatchObject({
      storefront: true,
      storefront_slot: { destination: 'demo-free/locations/plaza' },
    });
    expect((await audits('buildings', id))[0]).toMatchObject({ action: 'building.assignstore' });
    const stores = await call(admin, 'GET', `/v2/admin/domains/${domainId('demo-free')}/infiniverse/stores`);
    expect(stores.json().stores.map((s: { id: string }) => s.id)).toContain(id);
    const unknown = await call(superuser, 'POST', url, { destination: 'nowhere/locations/x' });
    expectMatchesSchema(unknown, 'assignAdminBuildingStore', 400);
    expect(unknown.body).toBe('Location not found');
    expectMatchesSchema(await call(superuser, 'POST', url, {}), 'assignAdminBuildingStore', 400);
    expectMatchesSchema(
      await call(admin, 'POST', url, { destination: beach }),
      'assignAdminBuildingStore',
      403,
    );
    await expectStaffOnly('assignAdminBuildingStore', 'POST', url, { destination: beach });
  });

  it('teleports the staff user: a pending teleport with the postcode on their record', async () => {
    const id = await firstId('buildings');
    const response = await call(admin, 'POST', `/v2/admin/buildings/${id}/teleport`);
    expectMatchesSchema(response, 'teleportAdminBuilding', 200);
    const teleport = response.json();
    expect(teleport.postcode).toMatch(/^[NS]\d+-[EW]\d+-\d+-\d+$/);
    expect(teleport.deeplink).toBe(`multiverse://teleport/${teleport.postcode}`);
    const { rows } = await t.app.db.query<{ doc: { pendingteleport: unknown } }>(
      'SELECT doc FROM users WHERE id = $1',
      [admin.id],
    );
    expect(rows[0].doc.pendingteleport).toEqual(teleport);
    expect((await audits('users', admin.id))[0]).toMatchObject({ action: 'user.teleport' });
    expectMatchesSchema(
      await call(admin, 'POST', '/v2/admin/buildings/none/teleport'),
      'teleportAdminBuilding',
      404,
    );
    await expectStaffOnly('teleportAdminBuilding', 'POST', `/v2/admin/buildings/${id}/teleport`);
  });
});

describe('voice request audio', () => {
  it('serves the recording as raw 16-bit PCM', async () => {
    const id = await firstId('witrequests', `doc ? 'audioblob'`);
    const response = await call(admin, 'GET', `/v2/wit/audio/${id}`);
    expectMatchesSchema(response, 'getWitAudio', 200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    const bytes = response.rawPayload;
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
    const silent = await firstId('witrequests', `NOT doc ? 'audioblob'`);
    const none = await call(admin, 'GET', `/v2/wit/audio/${silent}`);
    expectMatchesSchema(none, 'getWitAudio', 404);
    expect(none.body).toBe('This voice request has no recording');
    expectMatchesSchema(await call(admin, 'GET', '/v2/wit/audio/none'), 'getWitAudio', 404);
    await expectStaffOnly('getWitAudio', 'GET', `/v2/wit/audio/${silent}`);
  });
});

describe('autotests', () => {
  it('filters runs by user, platform (android = every Android headset), location and position', async () => {
    const all = await call(tester, 'GET', '/v2/autotest/tests');
    expectMatchesSchema(all, 'listAutotests', 200);
    const runs = all.json().documents as {
      platform: string;
      location: string;
      user: string;
      position: { x: number; y: number; z: number };
    }[];
    expect(runs).toHaveLength(40);
    const android = (await call(admin, 'GET', '/v2/autotest/tests?platform=android')).json().documents as {
      platform: string;
    }[];
    expect(android.length).toBe(30);
    expect(android.every((run) => run.platform !== 'windows')).toBe(true);
    const run = runs[0];
    const { x, y, z } = run.position;
    const exact = await call(
      admin,
      'GET',
      `/v2/autotest/tests?user=${run.user}&platform=${run.platform}&location=${encodeURIComponent(run.location)}&position=${x},${y},${z}`,
    );
    expect(exact.json().documents.map((d: { id: string }) => d.id)).toContain(
      (run as unknown as { id: string }).id,
    );
    expectMatchesSchema(await call(admin, 'GET', '/v2/autotest/tests?position=1,2'), 'listAutotests', 400);
  });

  it('gives per-build averages of the median metrics', async () => {
    const response = await call(admin, 'GET', '/v2/autotest/historicalstats?platform=android');
    expectMatchesSchema(response, 'getAutotestHistoricalStats', 200);
    const results = response.json().results as { build: number; count: number; gpu: number }[];
    expect(results.length).toBeGreaterThan(1);
    expect(results.map((r) => r.build)).toEqual([...results.map((r) => r.build)].sort((a, b) => a - b));
    expect(results.reduce((sum, r) => sum + r.count, 0)).toBe(30);
    expect(results[0].gpu).toBeGreaterThan(5);
  });

  it('is for staff and testers only', async () => {
    for (const [op, url] of [
      ['listAutotests', '/v2/autotest/tests'],
      ['getAutotestHistoricalStats', '/v2/autotest/historicalstats'],
    ] as const) {
      await expectStaffOnly(op, 'GET', url);
    }
  });
});

describe('child products', () => {
  it('reads a child product', async () => {
    const response = await call(admin, 'GET', `/v2/admin/childproducts/${DEMO_CHILD_PRODUCT_ID}`);
    expectMatchesSchema(response, 'getAdminChildProduct', 200);
    expect(response.json()).toMatchObject({
      id: DEMO_CHILD_PRODUCT_ID,
      root_domain: domainId('demo-business'),
    });
    const missing = await call(admin, 'GET', '/v2/admin/childproducts/none');
    expectMatchesSchema(missing, 'getAdminChildProduct', 404);
    expect(missing.body).toBe('Child product not found');
    await expectStaffOnly('getAdminChildProduct', 'GET', `/v2/admin/childproducts/${DEMO_CHILD_PRODUCT_ID}`);
  });
});

describe('findUsers', () => {
  it('finds a user by id, email, name or nickname, case-insensitively', async () => {
    for (const text of [member.id, 'MEMBER@demo.test']) {
      const response = await call(admin, 'GET', `/v2/users/find?text=${encodeURIComponent(text)}`);
      expectMatchesSchema(response, 'findUsers', 200);
      expect(response.json().users.map((u: { id: string }) => u.id)).toEqual([member.id]);
    }
    const name = String(member.user.name);
    expect((await call(admin, 'GET', `/v2/users/find?text=${name.toUpperCase()}`)).json().users[0].id).toBe(
      member.id,
    );
    expect((await call(admin, 'GET', '/v2/users/find?text=nobody_here')).json().users).toEqual([]);
  });

  it('refuses text outside word characters, @ and dot, and non-staff', async () => {
    const bad = await call(admin, 'GET', `/v2/users/find?text=${encodeURIComponent('a b')}`);
    expectMatchesSchema(bad, 'findUsers', 400);
    expectMatchesSchema(await call(admin, 'GET', '/v2/users/find'), 'findUsers', 400);
    await expectStaffOnly('findUsers', 'GET', '/v2/users/find?text=member');
  });
});
