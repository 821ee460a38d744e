import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page the modules run in: its cookies, its session storage, its address and the network.
const requests: Request[] = [];
let cookie = '';
const stored = new Map<string, string>();
/** The cookies the script wrote. */
const written: string[] = [];
// What the script sees of a session: the token's cookie is HttpOnly, so it is not in document.cookie.
const SIGNED_IN = 'mv_account=u1; mv_product=p1';

const BaseRequest = globalThis.Request;
class PageRequest extends BaseRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://console.test${input}` : input, init);
  }
}

const context = (id: string) =>
  new Response(JSON.stringify({ user: { id }, domains: [], inventory: {}, needsBillingInfo: false }), {
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  requests.length = 0;
  written.length = 0;
  stored.clear();
  cookie = SIGNED_IN;
  vi.resetModules();
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('location', new URL('http://console.test/profile'));
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      // Recorded, not applied: these tests read only the session cookies they set.
      written.push(value);
    },
  });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    const request = new PageRequest(input, init);
    requests.push(request);
    if (request.url.endsWith('/entity/user/auth0login'))
      return new Response(JSON.stringify({ id: 'u9', token: 'the-session-token', product: 'p9' }), {
        headers: { 'content-type': 'application/json' },
      });
    return context(`reply ${requests.length}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the context read started by the boot script', () => {
  it('answers the session store, which then sends no request of its own', async () => {
    const { startContextRead } = await import('./contextRead');
    startContextRead();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0].url).search).toBe('?billing=true');
    expect(requests[0].headers.get('x-account')).toBe('u1');
    expect(requests[0].headers.has('x-token')).toBe(false);
    expect(requests[0].headers.get('x-product')).toBe('p1');

    const { restoreSession } = await import('./session');
    const session = await restoreSession();
    expect(requests).toHaveLength(1);
    expect(session.status === 'authenticated' && session.user.id).toBe('reply 1');
  });

  it('asks about billing info as the session store will: once per browser session', async () => {
    stored.set('billing-info-asked:u1', '1');
    const { startContextRead } = await import('./contextRead');
    startContextRead();
    expect(new URL(requests[0].url).search).toBe('?billing=false');
    const { restoreSession } = await import('./session');
    await restoreSession();
    expect(requests).toHaveLength(1);
  });

  it('is not used for another session: the store asks the network', async () => {
    const { startContextRead } = await import('./contextRead');
    startContextRead();
    cookie = 'mv_account=u2';
    const { restoreSession } = await import('./session');
    const session = await restoreSession();
    expect(requests).toHaveLength(2);
    expect(requests[1].headers.get('x-account')).toBe('u2');
    expect(session.status === 'authenticated' && session.user.id).toBe('reply 2');
  });

  it('answers one request only', async () => {
    const { earlyFetch, contextPath, startContextRead } = await import('./contextRead');
    startContextRead();
    const again = () =>
      earlyFetch(
        new PageRequest(contextPath(true), {
          headers: { 'x-account': 'u1', 'x-product': 'p1' },
        }),
      );
    expect(await (await again()).json()).toMatchObject({ user: { id: 'reply 1' } });
    expect(await (await again()).json()).toMatchObject({ user: { id: 'reply 2' } });
  });

  it('starts nothing without a stored session', async () => {
    cookie = '';
    const { startContextRead } = await import('./contextRead');
    startContextRead();
    expect(requests).toHaveLength(0);
  });
});

describe('signing in', () => {
  it('leaves the session token to the cookie the server sets: the script writes neither token nor account', async () => {
    cookie = '';
    const { authenticate } = await import('./session');
    // The exchange's reply set mv_account (and the HttpOnly token) in a real browser.
    const exchanged = authenticate('an-id-token');
    cookie = 'mv_account=u9';
    await exchanged;
    expect(written.some((assignment) => /^mv_(token|account)=/.test(assignment))).toBe(false);
    expect(written.join('\n')).not.toContain('the-session-token');
    expect(written.some((assignment) => assignment.startsWith('mv_product=p9'))).toBe(true);
    // The context read after it is signed in by the account header; the token goes in its cookie.
    expect(requests[1].headers.get('x-account')).toBe('u9');
    expect(requests[1].headers.has('x-token')).toBe(false);
  });
});
