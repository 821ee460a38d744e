import { describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_AGE,
  COOKIE_NAMES,
  ID_TOKEN_COOKIE_MAX_AGE,
  SESSION_COOKIE_MAX_AGE,
  USER_COOKIE_MAX_AGE,
  buildCookie,
  clearCookieAssignments,
  parseCookies,
  sessionCookieAssignments,
  PAINTED_FRAMES,
  paintedFrameFile,
  paintedFrameFor,
} from './cookies';

describe('cookie lifetimes (owner-console.md §9)', () => {
  it('keeps the session 86400 s, the cached user and the identity token 3600 s', () => {
    expect(SESSION_COOKIE_MAX_AGE).toBe(86400);
    expect(USER_COOKIE_MAX_AGE).toBe(3600);
    expect(ID_TOKEN_COOKIE_MAX_AGE).toBe(3600);
    expect(COOKIE_MAX_AGE).toEqual({
      account: 86400,
      token: 86400,
      product: 86400,
      user: 3600,
      idToken: 3600,
    });
  });
});

describe('buildCookie', () => {
  it('writes path, SameSite=Lax and the max age', () => {
    expect(buildCookie('a', 'b c', { maxAge: 60, secure: false })).toBe(
      'a=b%20c; Max-Age=60; Path=/; SameSite=Lax',
    );
  });

  it('adds Secure on https', () => {
    expect(buildCookie('a', 'x', { maxAge: 1, secure: true })).toBe(
      'a=x; Max-Age=1; Path=/; SameSite=Lax; Secure',
    );
  });

  it('never writes a negative or fractional age', () => {
    expect(buildCookie('a', '', { maxAge: -5, secure: false })).toContain('Max-Age=0;');
    expect(buildCookie('a', '', { maxAge: 9.7, secure: false })).toContain('Max-Age=9;');
  });
});

describe('parseCookies', () => {
  it('decodes values and keeps the first of duplicate names', () => {
    const parsed = parseCookies(
      'mv_account=abc; mv_user=%7B%22id%22%3A1%7D; mv_account=zzz; junk; bad=%E0%A4%A',
    );
    expect(parsed.get('mv_account')).toBe('abc');
    expect(parsed.get('mv_user')).toBe('{"id":1}');
    expect(parsed.has('junk')).toBe(false);
    expect(parsed.has('bad')).toBe(false);
  });

  it('round-trips what buildCookie writes', () => {
    const value = '{"nickname":"Zoë; \'quoted\'"}';
    const assignment = buildCookie('mv_user', value, { maxAge: 10, secure: false });
    const pair = assignment.split('; ')[0];
    expect(parseCookies(pair).get('mv_user')).toBe(value);
  });
});

describe('sessionCookieAssignments', () => {
  it('gives each cookie its own lifetime', () => {
    const out = sessionCookieAssignments({ product: 'p', user: '{"id":"u1"}', idToken: 'jwt' }, false);
    const age = (name: string) => out.find((c) => c.startsWith(`${name}=`))?.match(/Max-Age=(\d+)/)?.[1];
    // The account and the token are the server's cookies (the token HttpOnly): the script never writes them.
    expect(age(COOKIE_NAMES.account)).toBeUndefined();
    expect(age(COOKIE_NAMES.token)).toBeUndefined();
    expect(age(COOKIE_NAMES.product)).toBe('86400');
    expect(age(COOKIE_NAMES.user)).toBe('3600');
    expect(age(COOKIE_NAMES.idToken)).toBe('3600');
  });

  it('skips absent values and a user record too large for a cookie', () => {
    const out = sessionCookieAssignments({ product: 'p', idToken: 'jwt', user: 'x'.repeat(5000) }, true);
    expect(out).toHaveLength(2);
    expect(out.every((c) => c.endsWith('; Secure'))).toBe(true);
  });

  it('clears every cookie it can write', () => {
    const cleared = clearCookieAssignments(false);
    expect(cleared).toHaveLength(Object.keys(COOKIE_NAMES).length);
    expect(cleared.every((c) => c.includes('Max-Age=0'))).toBe(true);
  });
});

describe('paintedFrameFor', () => {
  const session = 'mv_account=u1; mv_token=t1';
  const frameFor = (cookie: string) => paintedFrameFor(parseCookies(cookie));

  it('paints a signed-in page in the theme it was last shown, with the banner until it is accepted', () => {
    expect(frameFor(`${session}; mv_theme=light`)).toEqual({ theme: 'light', banner: true });
    expect(frameFor(`${session}; mv_theme=dark; mv_consent=accepted`)).toEqual({
      theme: 'dark',
      banner: false,
    });
    expect(frameFor('mv_idtoken=id; mv_theme=dark')).toEqual({ theme: 'dark', banner: true });
  });

  it('paints nothing without a session or without a known theme', () => {
    expect(frameFor('mv_theme=light')).toBeNull();
    expect(frameFor('mv_account=u1; mv_theme=light')).toBeNull();
    expect(frameFor(session)).toBeNull();
    expect(frameFor(`${session}; mv_theme=sepia`)).toBeNull();
  });

  it('keeps the banner for any answer but accepted', () => {
    expect(frameFor(`${session}; mv_theme=light; mv_consent=later`)).toEqual({
      theme: 'light',
      banner: true,
    });
  });

  it('names a distinct file for every frame the build writes', () => {
    const files = PAINTED_FRAMES.map(paintedFrameFile);
    expect(new Set(files).size).toBe(PAINTED_FRAMES.length);
    for (const file of files) expect(file).toMatch(/^(light|dark)(-banner)?\.html$/);
  });
});
