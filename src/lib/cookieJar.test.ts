import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page's cookie store: assignments applied as a browser would (Max-Age=0 deletes), and reads counted.
const store = new Map<string, string>();
let reads = 0;

beforeEach(() => {
  store.clear();
  reads = 0;
  vi.resetModules();
  vi.stubGlobal('document', {
    get cookie() {
      reads += 1;
      return [...store].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair, ...attributes] = assignment.split('; ');
      const [name, value] = pair.split('=');
      if (attributes.includes('Max-Age=0')) store.delete(name);
      else store.set(name, value);
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cookie jar', () => {
  it('reads the cookie store once while a script runs, and afresh in the next run', async () => {
    store.set('mv_account', 'u1');
    const { hasSessionCookie, readChoiceCookie, sessionHeaders } = await import('./cookieJar');
    expect(hasSessionCookie()).toBe(true);
    expect(sessionHeaders()).toEqual({ 'x-account': 'u1' });
    expect(readChoiceCookie('theme')).toBeUndefined();
    expect(reads).toBe(1);
    // A cookie written by someone else (the server's reply) is seen once this run has ended.
    store.set('mv_account', 'u2');
    await Promise.resolve();
    expect(sessionHeaders()).toEqual({ 'x-account': 'u2' });
    expect(reads).toBe(2);
  });

  it('sees its own writes at once, in the same run', async () => {
    store.set('mv_account', 'u1');
    const { clearSessionCookies, hasSessionCookie, readChoiceCookie, writeChoiceCookie } =
      await import('./cookieJar');
    expect(readChoiceCookie('theme')).toBeUndefined();
    writeChoiceCookie('theme', 'dark');
    expect(readChoiceCookie('theme')).toBe('dark');
    expect(hasSessionCookie()).toBe(true);
    clearSessionCookies();
    expect(hasSessionCookie()).toBe(false);
  });
});
