import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  pngOfSize,
  type Session,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let owner: Session;
let manager: Session;
let member: Session;
let developer: Session;
let admin: Session;
let iconBlob: string;

const DEMO_URIS = [
  'demo-free',
  'demo-trial',
  'demo-expired',
  'demo-premium',
  'demo-business',
  'demo-enterprise',
];

const setDoc = (table: string, where: string, key: string, patch: Record<string, unknown>) =>
  t.app.db.query(`UPDATE ${table} SET doc = doc || $2::jsonb WHERE ${where} = $1`, [
    key,
    JSON.stringify(patch),
  ]);

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, member, developer, admin] = await Promise.all(
    ['owner', 'manager', 'member', 'developer', 'admin'].map((role) => login(t.app, `${role}@demo.test`)),
  );
  // An icon for one public and one invite-only domain, and for a location of each.
  const uploaded = await asUser(t.app, owner, {
    method: 'POST',
    url: '/v2/profilepicture',
    payload: pngOfSize(100),
    headers: { 'content-type': 'image/png' },
  });
  iconBlob = uploaded.json().iconblob;
  for (const uri of ['demo-free', 'demo-business']) {
    await setDoc('domains', `doc->>'uri'`, uri, { iconblob: iconBlob });
    await setDoc('locations', `doc->>'path'`, `${uri}/locations/home`, { iconblob: iconBlob });
  }
});

afterAll(async () => {
  await t?.close();
});

const get = (session: Session | null, url: string) => asUser(t.app, session, { method: 'GET', url });

describe('listDomains', () => {
  it('lists the owner’s six metaverses with the owner’s permissions', async () => {
    const response = await get(owner, '/v2/domains');
    expectMatchesSchema(response, 'listDomains', 200);
    const domains = response.json() as { uri: string; domainPermissions: string[]; plan: { plan: string } }[];
    expect(domains.map((d) => d.uri).sort()).toEqual([...DEMO_URIS].sort());
    for (const domain of domains)
      expect(domain.domainPermissions).toEqual(expect.arrayContaining(['manage_domain', 'host']));
    expect(domains.find((d) => d.uri === 'demo-trial')?.plan.plan).toBe('premium-trial');
  });

  it('gives each member the permissions of their membership', async () => {
    const managed = (await get(manager, '/v2/domains')).json() as { domainPermissions: string[] }[];
    expect(managed).toHaveLength(6);
    expect(managed.every((d) => d.domainPermissions.includes('manage_domain'))).toBe(true);
    const plain = (await get(member, '/v2/domains')).json() as { domainPermissions: string[] }[];
    expect(plain.every((d) => d.domainPermissions.length === 0)).toBe(true);
  });

  it('is empty for someone who belongs nowhere', async () => {
    const response = await get(developer, '/v2/domains');
    expectMatchesSchema(response, 'listDomains', 200);
    expect(response.json()).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    expectMatchesSchema(await get(null, '/v2/domains'), 'listDomains', 401);
  });
});

describe('getDomain', () => {
  it('finds a domain by uri and by id, with the caller’s permissions', async () => {
    const byUri = await get(member, '/v2/domains/demo-business');
    expectMatchesSchema(byUri, 'getDomain', 200);
    expect(byUri.json()).toMatchObject({
      uri: 'demo-business',
      domainaccess: 'invite_only',
      domainPermissions: [],
    });
    const byId = await get(member, `/v2/domains/${byUri.json().id}`);
    expect(byId.json().uri).toBe('demo-business');
  });

  it('shows a public domain to anyone signed in, without member permissions', async () => {
    const response = await get(developer, '/v2/domains/demo-free');
    expectMatchesSchema(response, 'getDomain', 200);
    expect(response.json()).not.toHaveProperty('domainPermissions');
  });

  it('refuses an invite-only domain to non-members, but not to staff', async () => {
    const refused = await get(developer, '/v2/domains/demo-enterprise');
    expectMatchesSchema(refused, 'getDomain', 403);
    expect(refused.body).toBe(MESSAGES.domainMembersOnly);
    expectMatchesSchema(await get(admin, '/v2/domains/demo-enterprise'), 'getDomain', 200);
  });

  it('answers 404 for an unknown domain and 401 to anonymous callers', async () => {
    expectMatchesSchema(await get(member, '/v2/domains/no-such-place'), 'getDomain', 404);
    expectMatchesSchema(await get(null, '/v2/domains/demo-free'), 'getDomain', 401);
  });

  it('refuses an over-long key', async () => {
    expectMatchesSchema(await get(member, `/v2/domains/${'a'.repeat(201)}`), 'getDomain', 400);
  });
});

describe('getPublicDomain', () => {
  it('shows a public domain to signed-out visitors without member-only fields', async () => {
    await setDoc('domains', `doc->>'uri'`, 'demo-premium', { stripesubscription: 'sub_123' });
    const response = await get(null, '/v2/public/domains/demo-premium');
    expectMatchesSchema(response, 'getPublicDomain', 200);
    expect(response.json()).not.toHaveProperty('domainPermissions');
    expect(response.json()).not.toHaveProperty('stripesubscription');
  });

  it('keeps the subscription id for the owner only', async () => {
    expect((await get(owner, '/v2/domains/demo-premium')).json().stripesubscription).toBe('sub_123');
    expect((await get(member, '/v2/domains/demo-premium')).json()).not.toHaveProperty('stripesubscription');
  });

  it('does not reveal invite-only or unknown domains', async () => {
    expectMatchesSchema(await get(null, '/v2/public/domains/demo-business'), 'getPublicDomain', 404);
    expectMatchesSchema(await get(null, '/v2/public/domains/no-such-place'), 'getPublicDomain', 404);
  });
});

describe('getDomainIcon and getPublicDomainIcon', () => {
  it('serves the icon with its stored type', async () => {
    const response = await get(member, '/v2/domains/demo-business/icon');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.etag).toBe(`"${iconBlob}"`);
    expect((await get(null, '/v2/public/domains/demo-free/icon')).statusCode).toBe(200);
  });

  it('answers 404 when the domain has no icon', async () => {
    expectMatchesSchema(await get(member, '/v2/domains/demo-trial/icon'), 'getDomainIcon', 404);
    expectMatchesSchema(await get(null, '/v2/public/domains/demo-premium/icon'), 'getPublicDomainIcon', 404);
  });

  it('keeps invite-only icons for members', async () => {
    expectMatchesSchema(await get(developer, '/v2/domains/demo-business/icon'), 'getDomainIcon', 403);
    expectMatchesSchema(await get(null, '/v2/public/domains/demo-business/icon'), 'getPublicDomainIcon', 404);
    expectMatchesSchema(await get(null, '/v2/domains/demo-business/icon'), 'getDomainIcon', 401);
  });
});

describe('getEntityIcon and getPublicEntityIcon', () => {
  it('serves a location icon by name and by id', async () => {
    expect((await get(member, '/v2/domains/demo-business/locations/home/icon')).statusCode).toBe(200);
    const { rows } = await t.app.db.query<{ id: string }>(
      `SELECT id FROM locations WHERE doc->>'path' = $1`,
      ['demo-free/locations/home'],
    );
    const byId = await get(null, `/v2/public/domains/demo-free/locations/${rows[0].id}/icon`);
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for an entity without icon, an unknown entity or one of another domain', async () => {
    expectMatchesSchema(
      await get(member, '/v2/domains/demo-business/locations/map/icon'),
      'getEntityIcon',
      404,
    );
    expectMatchesSchema(
      await get(member, '/v2/domains/demo-business/events/nothing/icon'),
      'getEntityIcon',
      404,
    );
    expectMatchesSchema(
      await get(null, '/v2/public/domains/demo-premium/locations/home/icon'),
      'getPublicEntityIcon',
      404,
    );
  });

  it('refuses an unknown entity type', async () => {
    const response = await get(member, '/v2/domains/demo-free/users/home/icon');
    expectMatchesSchema(response, 'getEntityIcon', 400);
    expect(response.body).toBe('"types" must be one of: locations, events, plots, landmarks');
  });

  it('keeps entities of invite-only domains for members', async () => {
    expectMatchesSchema(
      await get(developer, '/v2/domains/demo-business/locations/home/icon'),
      'getEntityIcon',
      403,
    );
    expectMatchesSchema(
      await get(null, '/v2/public/domains/demo-business/locations/home/icon'),
      'getPublicEntityIcon',
      404,
    );
    expectMatchesSchema(await get(null, '/v2/domains/demo-free/locations/home/icon'), 'getEntityIcon', 401);
  });
});
