/**
 * The security headers (server/plugins/security-headers.ts): a strict Content-Security-Policy and the other
 * headers on the console's pages, the Stream page's own Permissions-Policy, nosniff on API replies, the YouTube
 * viewer's framing policy, and HSTS only when the public URL is https.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';

const distDir = mkdtempSync(join(tmpdir(), 'console-dist-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Multiverse</title>');
writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'export {};');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const plain = apiTest({ roles: ['member'], config: { distDir } });
const https = apiTest({
  config: {
    distDir,
    publicUrl: 'https://console.example.com',
    drives: {
      google: { clientId: 'google-client', clientSecret: 'google-secret' },
      vimeo: { clientId: 'vimeo-client', clientSecret: 'vimeo-secret' },
    },
  },
});

/** The policy's directives by name. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const CONSOLE_POLICY = {
  'default-src': ["'self'"],
  // No inline script anywhere.
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};
const DENY_DEVICES = 'camera=(), microphone=(), display-capture=(), geolocation=()';

describe('console pages', () => {
  it.each(['/', '/metaverses/demo-business/manage', '/admin/users/u1'])(
    '%s has the strict policy and the other headers',
    async (url) => {
      const reply = await plain.inject(null, { method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(directives(reply.headers['content-security-policy'])).toEqual(CONSOLE_POLICY);
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['permissions-policy']).toBe(DENY_DEVICES);
      expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it("the Stream page may use this origin's camera, microphone and screen capture", async () => {
    const reply = await plain.inject(null, { method: 'GET', url: '/stream' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['permissions-policy']).toBe(
      'camera=(self), microphone=(self), display-capture=(self), geolocation=()',
    );
    expect(directives(reply.headers['content-security-policy'])).toEqual(CONSOLE_POLICY);
  });

  it('the stream viewer may be framed by this origin only (the Stream page embeds it)', async () => {
    const reply = await plain.inject(null, { method: 'GET', url: '/stream/view/abcdefgh?token=x' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = directives(reply.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect({ ...policy, 'frame-ancestors': CONSOLE_POLICY['frame-ancestors'] }).toEqual(CONSOLE_POLICY);
  });

  it('built assets carry the same headers', async () => {
    const reply = await plain.inject(null, { method: 'GET', url: '/assets/index-abc.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
  });
});

describe('API replies', () => {
  it('keep nosniff on JSON and on errors, and deny devices', async () => {
    const json = await plain.op('getUser', { path: { id: plain.as.member.id }, as: 'member' }, 200);
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['permissions-policy']).toBe(DENY_DEVICES);
    const refused = await plain.op('getUser', { path: { id: 'nobody' } }, 401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('public resources may be embedded by other sites; the rest stays same-origin', async () => {
    const config = await plain.op('getConfig', {}, 200);
    expect(config.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const user = await plain.op('getUser', { path: { id: plain.as.member.id }, as: 'member' }, 200);
    expect(user.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('the YouTube viewer may be framed anywhere and frames only the player', async () => {
    const reply = await plain.op('youtubeViewer', { path: { videoId: 'dQw4w9WgXcQ' } }, 200);
    expect(reply.headers['x-frame-options']).toBeUndefined();
    expect(directives(reply.headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'style-src': ["'unsafe-inline'"],
      'frame-src': ['https://www.youtube-nocookie.com'],
      'frame-ancestors': ['*'],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    });
    expect(reply.text).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0"');
  });
});

describe('with an https public URL and linked-drive providers', () => {
  it('sends HSTS, upgrades insecure requests and allows the providers’ thumbnails', async () => {
    const reply = await https.inject(null, {
      method: 'GET',
      url: '/',
      headers: { host: 'console.example.com' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = directives(reply.headers['content-security-policy']);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.googleusercontent.com',
      'https://i.vimeocdn.com',
    ]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });
});
