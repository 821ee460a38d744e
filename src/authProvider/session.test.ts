import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../api/types';
import { INVALID_USER, getSession, setUser } from './session';

describe('setUser', () => {
  it('throws "Invalid user" when nobody is signed in', () => {
    expect(getSession().status).not.toBe('authenticated');
    const user = { id: 'u1', nickname: 'Ann', permissions: [] } as unknown as User;
    expect(() => setUser(user)).toThrow(INVALID_USER);
    expect(INVALID_USER).toBe('Invalid user');
  });
});

const BaseRequest = globalThis.Request;

describe('authenticate', () => {
  const exchanges: string[] = [];
  let session: typeof import('./session');
  beforeEach(async () => {
    exchanges.length = 0;
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('location', new URL('http://console.test/login'));
    // The page's requests: relative addresses are the console's own.
    class PageRequest extends BaseRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(
          typeof input === 'string' && input.startsWith('/') ? `http://console.test${input}` : input,
          init,
        );
      }
    }
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new PageRequest(input, init);
      if (request.url.endsWith('/entity/user/auth0login')) {
        exchanges.push(request.url);
        // Refused, so each call ends signed out and the next one starts afresh.
        return new Response('Invalid token', { status: 401 });
      }
      return new Response('{}', { status: 404 });
    });
    // The client takes the page's fetch when it is made.
    session = await import('./session');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** Calls authenticate `times` times at the current moment; the throttled calls' count. */
  async function callAt(times: number): Promise<number> {
    const results = await Promise.allSettled(
      Array.from({ length: times }, () => session.authenticate('an-id-token')),
    );
    return results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof session.AuthenticateThrottled,
    ).length;
  }

  it('runs 5 calls within 1 s and 10 within 10 s; beyond that it warns and quits without asking the server', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await callAt(6)).toBe(1);
    expect(exchanges).toHaveLength(5);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(new session.AuthenticateThrottled().message).toBe(
      'Too many sign-in attempts. Wait a few seconds and try again.',
    );

    // A second later the 1-second limit has room again, but the 10-second one allows only 5 more.
    vi.setSystemTime(Date.now() + 1000);
    expect(await callAt(6)).toBe(1);
    expect(exchanges).toHaveLength(10);
    vi.setSystemTime(Date.now() + 1000);
    expect(await callAt(1)).toBe(1);
    expect(exchanges).toHaveLength(10);

    // Ten seconds after the first calls, the first five have left the window.
    vi.setSystemTime(new Date('2026-11-29T12:00:10Z'));
    expect(await callAt(1)).toBe(0);
    expect(exchanges).toHaveLength(11);
  });
});
