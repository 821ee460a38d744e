import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page the modules run in: its cookies, its session storage, its address and the network.
const requests: Request[] = [];
let cookie = '';
const stored = new Map<string, string>();
const SIGNED_IN = 'mv_account=u1; mv_token=t1; mv_product=p1';

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
  stored.clear();
  cookie = SIGNED_IN;
  vi.resetModules();
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('location', new URL('http://console.test/profile'));
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
    set cookie(_value: string) {
      // The session writes its cached user cookie; these tests read only the session cookies.
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
    expect(requests[0].headers.get('x-token')).toBe('t1');
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
    cookie = 'mv_account=u2; mv_token=t2';
    const { restoreSession } = await import('./session');
    const session = await restoreSession();
    expect(requests).toHaveLength(2);
    expect(requests[1].headers.get('x-account')).toBe('u2');
    expect(session.status === 'authenticated' && session.user.id).toBe('reply 2');
  });

  it('answers one request only', async () => {
    const { contextFetch, contextPath, startContextRead } = await import('./contextRead');
    startContextRead();
    const again = () =>
      contextFetch(
        new PageRequest(contextPath(true), {
          headers: { 'x-account': 'u1', 'x-token': 't1', 'x-product': 'p1' },
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
