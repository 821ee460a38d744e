import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOICE_COOKIE_MAX_AGE } from '../../common/cookies';

// The page's cookies (as a browser keeps them: the latest assignment per name, deleted at Max-Age=0), every
// assignment made, its local storage and its colour-scheme preference.
const jar = new Map<string, string>();
const assignments: string[] = [];
const local = new Map<string, string>();
let systemDark = false;

beforeEach(() => {
  jar.clear();
  assignments.length = 0;
  local.clear();
  systemDark = false;
  vi.resetModules();
  vi.stubGlobal('location', new URL('http://console.test/profile'));
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      assignments.push(assignment);
      const [pair] = assignment.split('; ');
      const eq = pair.indexOf('=');
      if (/Max-Age=0(;|$)/.test(assignment)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => local.get(key) ?? null,
    setItem: (key: string, value: string) => void local.set(key, value),
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && systemDark,
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the cookie banner's answer", () => {
  it('is kept in a cookie for a year, which the server reads', async () => {
    const { cookieConsentGiven, rememberCookieConsent } = await import('./cookieConsent');
    expect(cookieConsentGiven()).toBe(false);
    rememberCookieConsent();
    expect(jar.get('mv_consent')).toBe('accepted');
    expect(assignments).toEqual([
      `mv_consent=accepted; Max-Age=${CHOICE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
    ]);
    expect(cookieConsentGiven()).toBe(true);
  });

  it('given in local storage by an earlier version still counts, and moves into the cookie', async () => {
    local.set('multiverse.cookieConsent', 'accepted');
    const { cookieConsentGiven } = await import('./cookieConsent');
    expect(cookieConsentGiven()).toBe(true);
    expect(jar.get('mv_consent')).toBe('accepted');
    expect(cookieConsentGiven()).toBe(true);
    expect(assignments).toHaveLength(1);
  });

  it('is not given by any other stored value', async () => {
    local.set('multiverse.cookieConsent', 'later');
    jar.set('mv_consent', 'maybe');
    const { cookieConsentGiven } = await import('./cookieConsent');
    expect(cookieConsentGiven()).toBe(false);
  });
});

describe('the theme noted for the server', () => {
  it("is the system's until the visitor chooses, then the choice; an unchanged one is not written again", async () => {
    systemDark = true;
    const { recordThemeMode, setThemeMode } = await import('./themeMode');
    recordThemeMode();
    expect(jar.get('mv_theme')).toBe('dark');
    recordThemeMode();
    expect(assignments).toHaveLength(1);
    setThemeMode('light');
    expect(jar.get('mv_theme')).toBe('light');
    expect(local.get('multiverse.theme')).toBe('light');
    expect(assignments[1]).toBe(`mv_theme=light; Max-Age=${CHOICE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`);
  });

  it('follows a choice stored earlier', async () => {
    local.set('multiverse.theme', 'dark');
    const { recordThemeMode } = await import('./themeMode');
    recordThemeMode();
    expect(jar.get('mv_theme')).toBe('dark');
  });
});
