/**
 * Secrets never reach the request log: the values of the contract's `x-secret` parameters (the session token of a
 * drive link, OAuth codes and states, invite secrets, deep-link ids) are replaced with "[redacted]" in the logged
 * URL, their names kept, on operations and console pages alike.
 */
import { describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';

const logLines: string[] = [];
const api = apiTest({
  roles: ['owner'],
  config: { logLevel: 'info' },
  build: { logStream: { write: (line: string) => void logLines.push(line) } },
});

/** The URLs logged for requests whose path starts with `prefix`. */
function loggedUrls(prefix: string): string[] {
  return logLines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url?.startsWith(prefix) ? [entry.req.url] : []));
}

describe('the request log', () => {
  it("keeps a drive link's one-use code out", async () => {
    const { code } = (await api.op('createDriveLinkCode', { body: { provider: 'google' }, as: 'owner' }, 200))
      .json;
    await api.op('oauthAuth', { query: { provider: 'google', returnPath: '/drives', code } }, 302);
    const urls = loggedUrls('/v2/oauth/auth');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls[0]).toBe('/v2/oauth/auth?provider=google&returnPath=%2Fdrives&code=[redacted]');
    expect(logLines.join('\n')).not.toContain(code);
  });

  it('keeps OAuth codes and states out', async () => {
    await api.op('oauthCallback', { query: { code: 'code-4f1e9a', state: 'state-77c2b0' } });
    expect(loggedUrls('/v2/oauth/callback')[0]).toBe('/v2/oauth/callback?code=[redacted]&state=[redacted]');
    const all = logLines.join('\n');
    expect(all).not.toContain('code-4f1e9a');
    expect(all).not.toContain('state-77c2b0');
  });

  it('keeps invite secrets out of a deep link request and of the console page an invite opens', async () => {
    await api.op('getPublicDeepLink', { query: { domain: 'demo-business', secret: 'invite-9d3c51' } });
    expect(loggedUrls('/v2/public/oculusdeeplink')[0]).toBe(
      '/v2/public/oculusdeeplink?domain=demo-business&secret=[redacted]',
    );
    await api.inject(null, { method: 'GET', url: '/acceptinvite?domain=demo-business&secret=invite-0b7e22' });
    expect(loggedUrls('/acceptinvite')[0]).toBe('/acceptinvite?domain=demo-business&secret=[redacted]');
    const all = logLines.join('\n');
    expect(all).not.toContain('invite-9d3c51');
    expect(all).not.toContain('invite-0b7e22');
  });

  it('keeps stream tokens out of the signalling socket and the stream viewer', async () => {
    await api.inject(null, { method: 'GET', url: '/stream/view/abcdefgh?token=stream-token-6e1d' });
    await api.inject(null, { method: 'GET', url: '/v2/stream/websocket?token=stream-token-90ab' });
    expect(loggedUrls('/stream/view/')[0]).toBe('/stream/view/abcdefgh?token=[redacted]');
    expect(loggedUrls('/v2/stream/websocket')[0]).toBe('/v2/stream/websocket?token=[redacted]');
    const all = logLines.join('\n');
    expect(all).not.toContain('stream-token-6e1d');
    expect(all).not.toContain('stream-token-90ab');
  });

  it("keeps a deep link's msgid out of its paths", async () => {
    await api.op('openHeadsetLink', { path: { id: 'msgid-5a8f03' } }, 404);
    await api.op('getDeepLinkStatus', { path: { id: 'msgid-5a8f03' } }, 404);
    expect(loggedUrls('/v2/public/headset/open/')[0]).toBe('/v2/public/headset/open/[redacted]');
    expect(loggedUrls('/v2/public/oculusdeeplink/')[0]).toBe('/v2/public/oculusdeeplink/[redacted]/status');
    expect(logLines.join('\n')).not.toContain('msgid-5a8f03');
  });
});
