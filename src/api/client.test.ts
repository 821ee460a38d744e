import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client captures `fetch` when it is created, so it is imported after the stub is installed.
const calls: Request[] = [];
let reply: () => Response;
// The session cookies the client reads its headers from (signed in unless a test clears them).
let cookie = '';
// What the script sees of a session: the token's cookie is HttpOnly, so it is not in document.cookie.
const SIGNED_IN = 'mv_account=u1; mv_product=p1';

// Node has no page to resolve the client's relative URLs against.
const BaseRequest = globalThis.Request;
class PageRequest extends BaseRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://console.test${input}` : input, init);
  }
}

beforeEach(() => {
  calls.length = 0;
  vi.resetModules();
  vi.stubGlobal('Request', PageRequest);
  cookie = SIGNED_IN;
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
  });
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(request);
    return reply();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function load() {
  const client = await import('./client');
  const errors = await import('./errors');
  const toasts: string[] = [];
  errors.onToast((toast) => toasts.push(toast.message));
  return { ...client, toasts };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it("reads a user's picture as null when they have none (204) and quietly", async () => {
    reply = () => new Response(null, { status: 204 });
    const { toasts } = await load();
    const { homeOfferMethods } = await import('../dataProvider/homeOffers');
    expect(await homeOfferMethods.getUserPicture('u2')).toBeNull();
    expect(calls[0].url).toBe('http://console.test/v2/users/u2/profilepicture');
    expect(toasts).toEqual([]);
  });

  it('sends JSON bodies as text/plain and returns the reply', async () => {
    reply = () => json({ id_token: 'abc' });
    const { api, data } = await load();
    const result = await data(
      api.POST('/v2/public/identity/login', { body: { email: 'a@b.test', password: 'long-enough' } }),
    );
    expect(result).toEqual({ id_token: 'abc' });
    expect(calls[0].headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await calls[0].text()).toBe('{"email":"a@b.test","password":"long-enough"}');
  });

  it('unwraps a result field', async () => {
    reply = () => json({ result: { currency: 12 } });
    const { api, data } = await load();
    expect(await data(api.GET('/v2/inventory'))).toEqual({ currency: 12 });
  });

  it('turns a non-2xx reply into an ApiError with the body text and a toast', async () => {
    reply = () => new Response('Unknown operator "$where"', { status: 400 });
    const { api, data, ApiError, toasts } = await load();
    const failure = data(api.GET('/v2/admin/{collection}', { params: { path: { collection: 'users' } } }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Unknown operator "$where"' });
    expect(toasts).toEqual(['Unknown operator "$where"']);
  });

  it('says a sentence, not the body, when a failed reply is JSON or markup', async () => {
    reply = () => json({ error: 'boom' }, 500);
    const { api, data, toasts } = await load();
    const message = 'The server could not do this just now. Try again later.';
    await expect(data(api.GET('/v2/inventory'))).rejects.toMatchObject({ status: 500, message });
    reply = () => new Response('<html><body>Bad Gateway</body></html>', { status: 502 });
    await expect(data(api.GET('/v2/inventory'))).rejects.toMatchObject({ status: 502, message });
    expect(toasts).toEqual([message, message]);
  });

  it('shows a plain-text sentence that starts with a brace, but not JSON sent as text', async () => {
    reply = () => new Response('{password} is not a substitution', { status: 400 });
    const { api, data } = await load();
    await expect(data(api.GET('/v2/inventory'))).rejects.toMatchObject({
      status: 400,
      message: '{password} is not a substitution',
      reason: '{password} is not a substitution',
    });
    reply = () => new Response('{"error":"boom"}', { status: 400 });
    await expect(data(api.GET('/v2/inventory'))).rejects.toMatchObject({
      status: 400,
      message: 'The server refused this request.',
      reason: '',
    });
  });

  it('does not toast when the call hides its errors, and never sends the marker header', async () => {
    reply = () => new Response('Wrong email or password', { status: 401 });
    const { api, data, hideErrors, toasts } = await load();
    await expect(
      data(
        api.POST('/v2/public/identity/login', {
          body: { email: 'a@b.test', password: 'x'.repeat(8) },
          headers: hideErrors,
        }),
      ),
    ).rejects.toMatchObject({ status: 401, message: 'Wrong email or password' });
    expect(toasts).toEqual([]);
    expect([...calls[0].headers.keys()].some((name) => name.startsWith('x-console'))).toBe(false);
  });

  it('reads a metaverse and its plan without a toast: the page under /domains says why it cannot open', async () => {
    reply = () => new Response('This metaverse is invite only and you are not a member', { status: 403 });
    const { toasts } = await load();
    const { metaverseMethods } = await import('../dataProvider/metaverses');
    await expect(metaverseMethods.getDomain('demo-business')).rejects.toMatchObject({ status: 403 });
    await expect(metaverseMethods.getDomainPlan('demo-business')).rejects.toMatchObject({ status: 403 });
    expect(toasts).toEqual([]);
  });

  it('sends the session headers from the cookies; the token stays in its cookie', async () => {
    reply = () => json({ currency: 3 });
    const { api, data } = await load();
    await data(api.GET('/v2/inventory'));
    expect(calls[0].headers.get('x-account')).toBe('u1');
    expect(calls[0].headers.has('x-token')).toBe(false);
    expect(calls[0].headers.get('x-product')).toBe('p1');
  });

  it('says a sentence for its status when the error reply is empty, and gives no reason', async () => {
    reply = () => new Response('', { status: 500, statusText: 'Internal Server Error' });
    const { api, data, toasts } = await load();
    const message = 'The server could not do this just now. Try again later.';
    await expect(data(api.GET('/v2/inventory'))).rejects.toMatchObject({ status: 500, message, reason: '' });
    expect(toasts).toEqual([message]);
  });

  it('reports a network failure as status 0, in a sentence rather than the browser\u2019s words', async () => {
    reply = () => {
      throw new TypeError('fetch failed');
    };
    const { api, data, toasts } = await load();
    const message = 'The server could not be reached. Check the connection and try again.';
    await expect(data(api.GET('/v2/inventory'))).rejects.toMatchObject({ status: 0, message, reason: '' });
    expect(toasts).toEqual([message]);
  });

  describe('while signed out', () => {
    beforeEach(() => {
      cookie = '';
      reply = () => json({});
    });

    it('refuses a private call with an ApiError and a toast, sending no request', async () => {
      const { api, data, ApiError, toasts } = await load();
      const failure = data(api.GET('/v2/inventory'));
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({
        status: 401,
        message: 'Sign in to continue.',
      });
      expect(calls).toEqual([]);
      // No operation or path reaches the user.
      expect(toasts).toEqual(['Sign in to continue.']);
    });

    it('refuses a private call that shares its path with a public one (by method and template)', async () => {
      const { api, data } = await load();
      await expect(
        data(api.GET('/v2/domains/{domain}/oculusdeeplink', { params: { path: { domain: 'demo' } } })),
      ).rejects.toMatchObject({ status: 401 });
      await expect(
        data(api.POST('/v2/users/{id}', { params: { path: { id: 'u1' } }, body: { nickname: 'Ann' } })),
      ).rejects.toMatchObject({ status: 401 });
      expect(calls).toEqual([]);
    });

    it('does not toast a refused call that hides its errors', async () => {
      const { api, data, hideErrors, toasts } = await load();
      await expect(data(api.GET('/v2/inventory', { headers: hideErrors }))).rejects.toMatchObject({
        status: 401,
      });
      expect(toasts).toEqual([]);
    });

    it('refuses a private call without the account cookie', async () => {
      cookie = 'mv_product=p1';
      const { api, data } = await load();
      await expect(data(api.GET('/v2/inventory'))).rejects.toMatchObject({ status: 401 });
      expect(calls).toEqual([]);
    });

    it('allows the public operations of the contract, without session headers', async () => {
      const { api, data } = await load();
      await data(api.GET('/config.json'));
      await data(api.GET('/privacy.txt', { parseAs: 'text' }));
      await data(
        api.POST('/v2/public/identity/login', { body: { email: 'a@b.test', password: 'long-enough' } }),
      );
      await data(api.POST('/entity/user/auth0login', { body: { auth0token: 'id-token' } }));
      await data(api.GET('/v2/public/oculusdeeplink', { params: { query: {} } }));
      await data(api.GET('/v2/public/domains/{domain}', { params: { path: { domain: 'demo-free' } } }));
      await data(api.GET('/v2/public/oculusdeeplink/{id}/status', { params: { path: { id: 'm1' } } }));
      expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
        'GET /config.json',
        'GET /privacy.txt',
        'POST /v2/public/identity/login',
        'POST /entity/user/auth0login',
        'GET /v2/public/oculusdeeplink',
        'GET /v2/public/domains/demo-free',
        'GET /v2/public/oculusdeeplink/m1/status',
      ]);
      expect(calls.some((call) => call.headers.has('x-account') || call.headers.has('x-token'))).toBe(false);
    });

    it('refuses a raw upload', async () => {
      const { uploadRaw, ApiError } = await load();
      await expect(uploadRaw('/v2/profilepicture', new Blob(['x']), { quiet: true })).rejects.toBeInstanceOf(
        ApiError,
      );
    });
  });
});
