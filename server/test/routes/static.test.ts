import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAINTED_FRAMES, paintedFrameFile } from '../../../common/cookies.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { SUPPORT_EMAIL } from '../../config.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo.ts';
import { contractOperation } from '../../lib/contract.ts';
import { apiTest } from '../api-test.ts';
import { declaredStatuses } from '../fuzz/requests.ts';
import { DEMO_PASSWORD } from '../helpers.ts';

const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Multiverse</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
// The build writes brotli and gzip copies beside each asset (vite.config.ts); stand-ins with telling bytes.
writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
writeFileSync(join(dist, 'index.html.br'), 'brotli page');
const logLines: string[] = [];

const api = apiTest({
  roles: ['owner'],
  config: { distDir: dist, logLevel: 'info' },
  build: { logStream: { write: (line: string) => logLines.push(line) } },
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('getConfig', () => {
  it('tells the console the environment, hosts, support address, identity provider and, in demo mode, the demo accounts', async () => {
    const response = await api.op('getConfig', {}, 200);
    expect(response.json).toEqual({
      environment: 'test',
      apiHost: '',
      blobHost: '',
      supportEmail: SUPPORT_EMAIL,
      identity: { provider: 'local' },
      demo: {
        password: DEMO_PASSWORD,
        accounts: DEMO_ACCOUNTS.map(({ email, role, purpose }) => ({ email, role, purpose })),
      },
    });
  });

  describe('outside demo mode', () => {
    const plain = apiTest({ config: { demo: false }, build: { seed: 'none' } });

    it('lists no demo accounts', async () => {
      const response = await plain.op('getConfig', {}, 200);
      expect(response.json).not.toHaveProperty('demo');
    });
  });
});

describe('getPrivacy', () => {
  it('is plain text naming the UK company', async () => {
    const response = await api.op('getPrivacy', {}, 200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain('Multiverse Technologies Ltd');
    expect(response.text).toContain('England and Wales');
  });
});

describe('the console', () => {
  it('is served at / and for client routes, never cached', async () => {
    for (const url of ['/', '/profile', '/admin/users?first=30', '/domains/demo.free/manage']) {
      const response = await api.inject(null, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves built assets for good and refuses missing ones', async () => {
    const asset = await api.inject(null, { method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await api.inject(null, { method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
  });

  it("sends the build's brotli or gzip copy of an asset to a browser that accepts it", async () => {
    const asset = (encoding: string) =>
      api.inject(null, {
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body).toBe('brotli bytes');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('sends the compressed page for client routes too', async () => {
    const page = await api.inject(null, {
      method: 'GET',
      url: '/profile',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('leaves unknown API paths a plain-text 404', async () => {
    for (const [method, url] of [
      ['GET', '/v2/nothing-here'],
      ['GET', '/entity/nothing'],
      ['POST', '/v2/nothing/else/here'],
      ['DELETE', '/profile'],
    ] as const) {
      const response = await api.inject(null, { method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(MESSAGES.notFound);
    }
  });

  it('answers a known API path asked with another method 405, naming the methods it takes', async () => {
    for (const [method, url, allow] of [
      ['DELETE', '/config.json', 'GET, HEAD'],
      ['DELETE', '/profile', null],
      ['PUT', '/v2/me/escrow/filter', 'GET, HEAD'],
      ['PATCH', '/v2/admin/users/0123456789abcdef01234567', 'DELETE, GET, HEAD, POST'],
      ['GET', '/v2/public/identity/login', 'POST'],
      ['OPTIONS', '/v2/me/logout', 'POST'],
    ] as const) {
      const response = await api.inject(api.as.owner, { method, url });
      if (allow === null) {
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        continue;
      }
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toBe(MESSAGES.methodNotAllowed(method, allow.split(', ')));
    }
  });

  it('refuses a query parameter the operation does not declare, naming it', async () => {
    for (const [url, unknown] of [
      ['/config.json?debug=1', 'debug'],
      ['/v2/domains/demo-free/members?sort=name', 'sort'],
      ['/v2/stripe/needsbillinginfo?refresh=1', 'refresh'],
    ] as const) {
      const response = await api.inject(api.as.owner, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain(`Unknown query parameter: ${unknown}.`);
    }
  });

  describe('with the landing and sign-in pages pre-rendered', () => {
    const built = mkdtempSync(join(tmpdir(), 'console-dist-'));
    writeFileSync(join(built, 'index.html'), '<div id="root" data-prerendered="/"><h1>Landing</h1></div>');
    writeFileSync(
      join(built, 'login.html'),
      '<div id="root" data-prerendered="/login"><h1>Sign in</h1></div>',
    );
    writeFileSync(join(built, 'console.html'), '<div id="root"><div class="boot-loader"></div></div>');
    const prerendered = apiTest({ config: { distDir: built }, build: { seed: 'none' } });
    const withAuth0 = apiTest({
      config: {
        distDir: built,
        auth0: { domain: 'tenant.example.test', clientId: 'client-1', audience: 'client-1' },
        demo: false,
      },
      build: { seed: 'none' },
    });
    afterAll(() => {
      rmSync(built, { recursive: true, force: true });
    });

    it('serves the landing page at /, the sign-in page at /login, and the plain page for every client route', async () => {
      const home = await prerendered.inject(null, { method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('<h1>Landing</h1>');
      expect(home.headers['cache-control']).toBe('no-cache');
      for (const url of ['/login', '/login?mode=create']) {
        const signIn = await prerendered.inject(null, { method: 'GET', url });
        expect(signIn.statusCode, url).toBe(200);
        expect(signIn.body, url).toContain('<h1>Sign in</h1>');
        expect(signIn.headers['cache-control'], url).toBe('no-cache');
      }
      for (const url of ['/profile', '/privacy', '/admin/users?first=30']) {
        const page = await prerendered.inject(null, { method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('boot-loader');
        expect(page.body, url).not.toContain('Landing');
        expect(page.body, url).not.toContain('Sign in');
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
    });

    it('serves the plain page at /login when Auth0 signs users in (its page is not the pre-rendered form)', async () => {
      const signIn = await withAuth0.inject(null, { method: 'GET', url: '/login' });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.body).toContain('boot-loader');
      expect(signIn.body).not.toContain('Sign in');
    });
  });

  describe('with the build manifest and the registry routes', () => {
    const built = mkdtempSync(join(tmpdir(), 'console-dist-'));
    mkdirSync(join(built, '.vite'));
    writeFileSync(join(built, 'index.html'), '<div id="root" data-prerendered="/"><h1>Landing</h1></div>');
    writeFileSync(
      join(built, 'console.html'),
      '<html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(built, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/App.tsx': { file: 'assets/App-1.js', imports: ['index.html'] },
        'src/owner/profile/ProfilePage.tsx': { file: 'assets/ProfilePage-1.js' },
      }),
    );
    writeFileSync(
      join(built, '.vite', 'routes.json'),
      JSON.stringify({
        app: { file: 'assets/App-1.js' },
        lightShell: ['/', '/privacy', '/login'],
        routes: [{ path: '/profile', file: 'assets/ProfilePage-1.js' }],
      }),
    );
    // The page painted with each frame (scripts/build/prerender.ts), its root naming the frame.
    mkdirSync(join(built, '.vite', 'frames'));
    for (const frame of PAINTED_FRAMES)
      writeFileSync(
        join(built, '.vite', 'frames', paintedFrameFile(frame)),
        `<html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root" data-painted="frame">${frame.theme} ${frame.banner ? 'banner' : 'plain'}</div></body></html>`,
      );
    const withHints = apiTest({ config: { distDir: built }, build: { seed: 'none' } });
    afterAll(() => {
      rmSync(built, { recursive: true, force: true });
    });
    const painted = (html: string) => /data-painted="frame">([^<]*)</.exec(html)?.[1] ?? null;
    const preloaded = (html: string) =>
      [
        ...html.matchAll(/<link rel="modulepreload" crossorigin(?: fetchpriority="low")? href="([^"]+)">/g),
      ].map((match) => match[1]);

    it("names the console's and the page's files in the page's head, so they download at once", async () => {
      const page = await withHints.inject(null, { method: 'GET', url: '/profile?tab=1' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(preloaded(page.body)).toEqual(['/assets/App-1.js', '/assets/ProfilePage-1.js']);
      // The page's own file at low priority: the frame paints with the console's.
      expect(page.body).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ProfilePage-1.js">',
      );
      expect(page.body).toMatch(/<\/script>\s*<link[^]*<\/head><body><div id="root">/);
    });

    it("paints a signed-in visitor's page with the frame of its theme and banner, and says it varies by cookie", async () => {
      const session = 'mv_account=u1; mv_token=t1';
      for (const [cookie, frame] of [
        [`${session}; mv_theme=light`, 'light banner'],
        [`${session}; mv_theme=dark`, 'dark banner'],
        [`${session}; mv_theme=light; mv_consent=accepted`, 'light plain'],
        [`mv_idtoken=id; mv_theme=dark; mv_consent=accepted`, 'dark plain'],
      ]) {
        const page = await withHints.inject(null, { method: 'GET', url: '/profile', headers: { cookie } });
        expect(page.statusCode, cookie).toBe(200);
        expect(painted(page.body), cookie).toBe(frame);
        expect(page.headers.vary, cookie).toMatch(/cookie/i);
        // The page's hints are in its head, as on a page without the frame, and it holds no inline script.
        const head = page.body.split('</head>')[0];
        expect(preloaded(head), cookie).toEqual(['/assets/App-1.js', '/assets/ProfilePage-1.js']);
        expect(page.body, cookie).not.toMatch(/<script>/);
      }
    });

    it('paints no frame without a session or a known theme', async () => {
      for (const cookie of [
        'mv_theme=light',
        'mv_account=u1; mv_token=t1',
        'mv_account=u1; mv_token=t1; mv_theme=x',
        '',
      ]) {
        const page = await withHints.inject(null, { method: 'GET', url: '/profile', headers: { cookie } });
        expect(page.statusCode, cookie).toBe(200);
        expect(painted(page.body), cookie).toBeNull();
        expect(page.body, cookie).toContain('<div id="root"></div>');
      }
    });

    it("paints no frame on the stream viewer, which is served without the console's frame", async () => {
      const cookie = 'mv_account=u1; mv_token=t1; mv_theme=dark';
      const viewer = await withHints.inject(null, {
        method: 'GET',
        url: '/stream/view/abcdefgh?token=x',
        headers: { cookie },
      });
      expect(viewer.statusCode).toBe(200);
      expect(painted(viewer.body)).toBeNull();
      expect(viewer.body).toContain('<div id="root"></div>');
      // The same visitor's other pages are painted.
      const profile = await withHints.inject(null, { method: 'GET', url: '/profile', headers: { cookie } });
      expect(painted(profile.body)).toBe('dark banner');
    });

    it("names the console's files alone for an unknown path, and none on the light shell's pages", async () => {
      const unknown = await withHints.inject(null, { method: 'GET', url: '/no/such/page' });
      expect(preloaded(unknown.body)).toEqual(['/assets/App-1.js']);
      for (const url of ['/login', '/privacy']) {
        const page = await withHints.inject(null, { method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(preloaded(page.body), url).toEqual([]);
        expect(page.body, url).toContain('<div id="root">');
      }
    });
  });

  it('declares that refusal on operations that take no input of their own', async () => {
    const reply = await api.op('getInventory', { invalidQuery: { refresh: '1' }, as: 'owner' }, 400);
    expect(reply.text).toContain('Unknown query parameter: refresh.');
    expect(declaredStatuses(contractOperation('getInventory'))).toContain('400');
  });

  describe('when it has not been built', () => {
    const bare = apiTest({ build: { seed: 'none' } });

    it('says how to build it', async () => {
      const response = await bare.inject(null, { method: 'GET', url: '/profile' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(MESSAGES.consoleNotBuilt);
    });
  });
});

describe('logs', () => {
  it('are JSON with request ids and never hold passwords or tokens', async () => {
    await api.op('getInventory', { as: 'owner' });
    await api.op('identityLogin', { body: { email: 'owner@demo.test', password: 'wrong-password-123' } });
    const text = logLines.join('');
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('wrong-password-123');
    expect(text).not.toContain(api.as.owner.token);
    const entries = logLines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const requests = entries.filter((entry) => entry.msg === 'incoming request');
    expect(requests.length).toBeGreaterThan(2);
    expect(requests.every((entry) => /^[0-9a-f-]{36}$/.test(entry.reqId ?? ''))).toBe(true);
  });
});
