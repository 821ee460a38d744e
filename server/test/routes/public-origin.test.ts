/** PUBLIC_URL: links that leave the page are built on the address users see, not on the request's host. */
import { describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';

const PUBLIC_URL = 'https://console.multiverse.example';
const withUrl = apiTest({ roles: ['owner'], config: { publicUrl: PUBLIC_URL } });
const without = apiTest({ build: { seed: 'none' } });

describe('PUBLIC_URL', () => {
  it('is the origin of invite links and headset deep links', async () => {
    const invite = await withUrl.op(
      'createSharedInvite',
      { path: { domain: 'demo-premium' }, as: 'owner' },
      200,
    );
    expect(invite.json.link).toMatch(new RegExp(`^${PUBLIC_URL}/acceptinvite\\?domain=demo-premium&secret=`));
    const link = await withUrl.op('getPublicDeepLink', {}, 200);
    expect(link.json.url).toMatch(new RegExp(`^${PUBLIC_URL}/v2/public/headset/open/`));
  });

  it("falls back to the request's own origin", async () => {
    const link = await without.op('getPublicDeepLink', { headers: { host: 'console.local:9000' } });
    expect(link.json.url).toMatch(/^http:\/\/console\.local:9000\/v2\/public\/headset\/open\//);
  });
});
