/** PUBLIC_URL: links that leave the page are built on the address users see, not on the request's host. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, expectMatchesSchema, login, type Session, type TestApp } from '../helpers.ts';

const PUBLIC_URL = 'https://console.multiverse.example';
let withUrl: TestApp;
let without: TestApp;
let owner: Session;

beforeAll(async () => {
  [withUrl, without] = await Promise.all([
    createTestApp({ publicUrl: PUBLIC_URL }),
    createTestApp({}, { seed: 'none' }),
  ]);
  owner = await login(withUrl.app, 'owner@demo.test');
});
afterAll(async () => {
  await Promise.all([withUrl?.close(), without?.close()]);
});

describe('PUBLIC_URL', () => {
  it('is the origin of invite links and headset deep links', async () => {
    const invite = await asUser(withUrl.app, owner, {
      method: 'POST',
      url: '/v2/domains/demo-premium/invite/shared',
    });
    expectMatchesSchema(invite, 'createSharedInvite', 200);
    expect(invite.json<{ link: string }>().link).toMatch(
      new RegExp(`^${PUBLIC_URL}/acceptinvite\\?domain=demo-premium&secret=`),
    );
    const link = await asUser(withUrl.app, null, { method: 'GET', url: '/v2/public/oculusdeeplink' });
    expectMatchesSchema(link, 'getPublicDeepLink', 200);
    expect(link.json<{ url: string }>().url).toMatch(new RegExp(`^${PUBLIC_URL}/v2/public/headset/open/`));
  });

  it("falls back to the request's own origin", async () => {
    const link = await asUser(without.app, null, {
      method: 'GET',
      url: '/v2/public/oculusdeeplink',
      headers: { host: 'console.local:9000' },
    });
    expect(link.json<{ url: string }>().url).toMatch(
      /^http:\/\/console\.local:9000\/v2\/public\/headset\/open\//,
    );
  });
});
