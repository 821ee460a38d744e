/**
 * The single-target manage page's images (single-target-and-flows.md §2, §6, §7): the icon, banner and
 * discovery images (the hubscraper branding among them) of an entity and of the metaverse itself, stored,
 * kept on a read and cleared; what is not a picture, an unknown image name and a member without manage_domain
 * are refused. Access by role is in owner-access-matrix.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';
import { DOMAIN, event, picture, targetEvents } from './targets-helpers.ts';

const api = apiTest({ roles: ['owner', 'manager'] });
const { newEvent } = targetEvents(api);

describe('images', () => {
  it('stores and clears a discovery image, and sets the icon and banner of an entity', async () => {
    const id = await newEvent();
    for (const image of ['icon', 'banner', 'discoveryicon', 'branding'] as const) {
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
    expect(cleared.json.brandingblob).toMatch(/^[0-9a-f]{64}$/);
    const unbranded = await api.op(
      'clearEntityImage',
      { path: { ...event(id), image: 'branding' }, as: 'manager' },
      200,
    );
    expect(unbranded.json.brandingblob).toBeUndefined();
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
    const images = ['discoverybanner', 'discoveryicon', 'doorimage', 'branding', 'oculusbanner'] as const;
    const path = (types: (typeof images)[number]) => ({ domain: DOMAIN, types });
    for (const image of images) {
      const saved = await api.op(
        'uploadDomainDiscoveryImage',
        { path: path(image), ...picture, as: 'manager' },
        200,
      );
      expect(saved.json[`${image}blob`]).toMatch(/^[0-9a-f]{64}$/);
    }
    const read = await api.op('getDomain', { path: { domain: DOMAIN }, as: 'owner' }, 200);
    expect(read.json.doorimageblob).toMatch(/^[0-9a-f]{64}$/);
    expect(read.json.brandingblob).toMatch(/^[0-9a-f]{64}$/);
    const cleared = await api.op(
      'clearDomainDiscoveryImage',
      { path: path('doorimage'), as: 'manager' },
      200,
    );
    expect(cleared.json.doorimageblob).toBeUndefined();
    expect(cleared.json.discoverybannerblob).toBe(read.json.discoverybannerblob);
    const again = await api.op('getDomain', { path: { domain: DOMAIN }, as: 'owner' }, 200);
    expect(again.json.doorimageblob).toBeUndefined();
    const unbranded = await api.op(
      'clearDomainDiscoveryImage',
      { path: path('branding'), as: 'manager' },
      200,
    );
    expect(unbranded.json.brandingblob).toBeUndefined();
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
