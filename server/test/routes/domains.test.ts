import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'developer', 'admin'] });
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
  api.app.db.query(`UPDATE ${table} SET doc = doc || $2::jsonb WHERE ${where} = $1`, [
    key,
    JSON.stringify(patch),
  ]);

beforeAll(async () => {
  // An icon for one public and one invite-only domain, and for a location of each.
  const uploaded = await api.op(
    'uploadProfilePicture',
    { body: pngOfSize(100), headers: { 'content-type': 'image/png' }, as: 'owner' },
    200,
  );
  expect(uploaded.json.iconblob).toEqual(expect.any(String));
  iconBlob = uploaded.json.iconblob ?? '';
  for (const uri of ['demo-free', 'demo-business']) {
    await setDoc('domains', `doc->>'uri'`, uri, { iconblob: iconBlob });
    await setDoc('locations', `doc->>'path'`, `${uri}/locations/home`, { iconblob: iconBlob });
  }
});

type Who = 'owner' | 'manager' | 'member' | 'developer' | 'admin' | null;
const domain = (as: Who, key: string, status?: number) =>
  api.op('getDomain', { path: { domain: key }, as }, status);
const publicDomain = (key: string, status?: number) =>
  api.op('getPublicDomain', { path: { domain: key } }, status);
const domainIcon = (as: Who, key: string, status: number) =>
  api.op('getDomainIcon', { path: { domain: key }, as }, status);
const publicDomainIcon = (key: string, status: number) =>
  api.op('getPublicDomainIcon', { path: { domain: key } }, status);
type EntityPath = { domain: string; types: 'locations' | 'events'; id: string };
const entityIcon = (as: Who, path: EntityPath, status: number) =>
  api.op('getEntityIcon', { path, as }, status);
const publicEntityIcon = (path: EntityPath, status: number) =>
  api.op('getPublicEntityIcon', { path }, status);

describe('listDomains', () => {
  it('lists the owner’s six metaverses with the owner’s permissions', async () => {
    const domains = (await api.op('listDomains', { as: 'owner' }, 200)).json;
    expect(domains.map((d) => d.uri).sort()).toEqual([...DEMO_URIS].sort());
    for (const domain of domains)
      expect(domain.domainPermissions ?? []).toEqual(expect.arrayContaining(['manage_domain', 'host']));
    expect(domains.find((d) => d.uri === 'demo-trial')?.plan?.plan).toBe('premium-trial');
  });

  it('gives each member the permissions of their membership', async () => {
    const managed = (await api.op('listDomains', { as: 'manager' }, 200)).json;
    expect(managed).toHaveLength(6);
    expect(managed.every((d) => d.domainPermissions?.includes('manage_domain'))).toBe(true);
    const plain = (await api.op('listDomains', { as: 'member' }, 200)).json;
    expect(plain.every((d) => d.domainPermissions?.length === 0)).toBe(true);
  });

  it('is empty for someone who belongs nowhere', async () => {
    const newcomer = await api.signup();
    expect((await api.op('listDomains', { as: newcomer }, 200)).json).toEqual([]);
  });

  it('refuses anonymous callers', async () => {
    await api.op('listDomains', {}, 401);
  });
});

describe('getDomain', () => {
  it('finds a domain by uri and by id, with the caller’s permissions', async () => {
    const byUri = (await domain('member', 'demo-business', 200)).json;
    expect(byUri).toMatchObject({
      uri: 'demo-business',
      domainaccess: 'invite_only',
      domainPermissions: [],
    });
    expect((await domain('member', byUri.id, 200)).json.uri).toBe('demo-business');
  });

  it('shows a public domain to anyone signed in, without member permissions', async () => {
    expect((await domain('developer', 'demo-free', 200)).json).not.toHaveProperty('domainPermissions');
  });

  it('refuses an invite-only domain to non-members, but not to staff', async () => {
    expect((await domain('developer', 'demo-enterprise', 403)).text).toBe(MESSAGES.domainMembersOnly);
    await domain('admin', 'demo-enterprise', 200);
  });

  it('answers 404 for an unknown domain and 401 to anonymous callers', async () => {
    await domain('member', 'no-such-place', 404);
    await domain(null, 'demo-free', 401);
  });

  it('refuses an over-long key', async () => {
    await domain('member', 'a'.repeat(201), 400);
  });
});

describe('getPublicDomain', () => {
  it('shows a public domain to signed-out visitors without member-only fields', async () => {
    await setDoc('domains', `doc->>'uri'`, 'demo-premium', { stripesubscription: 'sub_123' });
    const response = await publicDomain('demo-premium', 200);
    expect(response.json).not.toHaveProperty('domainPermissions');
    expect(response.json).not.toHaveProperty('stripesubscription');
  });

  it('keeps the subscription id for the owner only', async () => {
    expect((await domain('owner', 'demo-premium', 200)).json.stripesubscription).toBe('sub_123');
    expect((await domain('member', 'demo-premium', 200)).json).not.toHaveProperty('stripesubscription');
  });

  it('does not reveal invite-only or unknown domains', async () => {
    await publicDomain('demo-business', 404);
    await publicDomain('no-such-place', 404);
  });
});

describe('getDomainIcon and getPublicDomainIcon', () => {
  it('serves the icon with its stored type', async () => {
    const response = await domainIcon('member', 'demo-business', 200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.etag).toBe(`"${iconBlob}"`);
    await publicDomainIcon('demo-free', 200);
  });

  it('answers 404 when the domain has no icon', async () => {
    await domainIcon('member', 'demo-trial', 404);
    await publicDomainIcon('demo-premium', 404);
  });

  it('keeps invite-only icons for members', async () => {
    await domainIcon('developer', 'demo-business', 403);
    await publicDomainIcon('demo-business', 404);
    await domainIcon(null, 'demo-business', 401);
  });
});

describe('getEntityIcon and getPublicEntityIcon', () => {
  it('serves a location icon by name and by id', async () => {
    await entityIcon('member', { domain: 'demo-business', types: 'locations', id: 'home' }, 200);
    const { rows } = await api.app.db.query<{ id: string }>(
      `SELECT id FROM locations WHERE doc->>'path' = $1`,
      ['demo-free/locations/home'],
    );
    const byId = await publicEntityIcon({ domain: 'demo-free', types: 'locations', id: rows[0].id }, 200);
    expect(byId.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for an entity without icon, an unknown entity or one of another domain', async () => {
    await entityIcon('member', { domain: 'demo-business', types: 'locations', id: 'map' }, 404);
    await entityIcon('member', { domain: 'demo-business', types: 'events', id: 'nothing' }, 404);
    await publicEntityIcon({ domain: 'demo-premium', types: 'locations', id: 'home' }, 404);
  });

  it('refuses an unknown entity type', async () => {
    const response = await api.op(
      'getEntityIcon',
      { invalidPath: { domain: 'demo-free', types: 'users', id: 'home' }, as: 'member' },
      400,
    );
    expect(response.text).toBe('Types must be one of: locations, events, plots, landmarks.');
  });

  it('keeps entities of invite-only domains for members', async () => {
    await entityIcon('developer', { domain: 'demo-business', types: 'locations', id: 'home' }, 403);
    await publicEntityIcon({ domain: 'demo-business', types: 'locations', id: 'home' }, 404);
    await entityIcon(null, { domain: 'demo-free', types: 'locations', id: 'home' }, 401);
  });
});
