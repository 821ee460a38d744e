import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client captures `fetch` when it is created, so it is imported after the stub is installed.
const calls: Request[] = [];
let reply: () => Response;

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
  errors.onErrorReported((message) => toasts.push(message));
  return { ...client, toasts };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
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

  it('reports a network failure as status 0', async () => {
    reply = () => {
      throw new TypeError('fetch failed');
    };
    const { api, data, toasts } = await load();
    await expect(data(api.GET('/v2/inventory'))).rejects.toMatchObject({
      status: 0,
      message: 'fetch failed',
    });
    expect(toasts).toEqual(['fetch failed']);
  });
});
