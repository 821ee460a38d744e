/**
 * PUBLIC_URL: links that leave the page are built on the address users see, not on the request's host; and the
 * console's pages open only at that address (owner-console.md §8: an unknown host cannot tell the environment).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { apiTest } from '../api-test.ts';

const distDir = mkdtempSync(join(tmpdir(), 'console-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Multiverse</title><div id="root"></div>');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const PUBLIC_URL = 'https://console.multiverse.example';
const withUrl = apiTest({ roles: ['owner'], config: { publicUrl: PUBLIC_URL, distDir } });
const without = apiTest({ build: { seed: 'none' }, config: { distDir } });
const page = (app: Pick<typeof withUrl, 'inject'>, url: string, host: string) =>
  app.inject(null, { method: 'GET', url, headers: { host } });

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

describe('pages asked for by another host name', () => {
  it("open at PUBLIC_URL's host, in any letter case", async () => {
    for (const host of ['console.multiverse.example', 'Console.Multiverse.Example']) {
      const reply = await page(withUrl, '/profile', host);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<div id="root">');
    }
  });

  it('say the environment cannot be determined and link to the same page at PUBLIC_URL', async () => {
    for (const host of ['10.0.0.7:8080', 'old-console.example', 'console.multiverse.example:8443']) {
      const reply = await page(withUrl, '/domains/demo-premium?tab=members', host);
      expect(reply.statusCode).toBe(421);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.body).not.toContain('<div id="root">');
      expect(reply.body).toContain(`<h1>${MESSAGES.unknownHostTitle}</h1>`);
      expect(reply.body).toContain(MESSAGES.unknownHost(host));
      expect(reply.body).toContain(
        `<a href="${PUBLIC_URL}/domains/demo-premium?tab=members">${MESSAGES.openAtPublicUrl(PUBLIC_URL)}</a>`,
      );
    }
    // The landing page and the console's files alike.
    expect((await page(withUrl, '/', 'old-console.example')).statusCode).toBe(421);
    expect((await page(withUrl, '/index.html', 'old-console.example')).statusCode).toBe(421);
  });

  it('write the host and path as text, never as markup', async () => {
    const reply = await page(withUrl, '/"><script>alert(1)</script>', 'evil"><b>x</b>.example');
    expect(reply.statusCode).toBe(421);
    expect(reply.body).not.toContain('<script>');
    expect(reply.body).not.toContain('<b>');
    expect(reply.body).toContain('evil&#34;&#62;&#60;b&#62;x&#60;/b&#62;.example');
  });

  it('leave the API to any host: API clients and health checks name the machine', async () => {
    const link = await withUrl.op('getPublicDeepLink', { headers: { host: '10.0.0.7:8080' } }, 200);
    expect(link.json.url).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect((await page(withUrl, '/config.json', '10.0.0.7:8080')).statusCode).toBe(200);
    expect((await page(withUrl, '/v2/no-such-call', '10.0.0.7:8080')).statusCode).toBe(404);
  });

  it('open anywhere without PUBLIC_URL', async () => {
    expect((await page(without, '/profile', '10.0.0.7:8080')).statusCode).toBe(200);
  });
});
