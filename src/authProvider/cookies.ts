/**
 * Session cookies (owner-console.md §4 and §9), as pure functions over cookie strings so they can be tested
 * without a browser. `cookieJar.ts` applies them to `document.cookie`.
 */

/** Account id, session token and product: 86400 s. */
export const SESSION_COOKIE_MAX_AGE = 86400;
/** The cached user record: 3600 s. */
export const USER_COOKIE_MAX_AGE = 3600;
/** The identity provider's ID token: 3600 s. */
export const ID_TOKEN_COOKIE_MAX_AGE = 3600;

export const COOKIE_NAMES = {
  account: 'mv_account',
  token: 'mv_token',
  product: 'mv_product',
  user: 'mv_user',
  idToken: 'mv_idtoken',
} as const;

export type CookieKey = keyof typeof COOKIE_NAMES;

/** Lifetime in seconds of each cookie the session writes. */
export const COOKIE_MAX_AGE: Record<CookieKey, number> = {
  account: SESSION_COOKIE_MAX_AGE,
  token: SESSION_COOKIE_MAX_AGE,
  product: SESSION_COOKIE_MAX_AGE,
  user: USER_COOKIE_MAX_AGE,
  idToken: ID_TOKEN_COOKIE_MAX_AGE,
};

// Browsers drop cookies above ~4096 bytes; a user record that large is simply not cached.
export const MAX_COOKIE_VALUE_LENGTH = 3800;

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  /** Add `Secure` (the page is served over https). */
  secure: boolean;
}

/** The `document.cookie` assignment for one cookie: path /, SameSite=Lax, Secure on https. */
export function buildCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The assignment that deletes a cookie. */
export function expireCookie(name: string, secure: boolean): string {
  return buildCookie(name, '', { maxAge: 0, secure });
}

/** Parses a `document.cookie` string into a name → decoded value map (malformed values are skipped). */
export function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A value that is not valid percent-encoding was not written by us; ignore it.
    }
  }
  return cookies;
}

export interface SessionValues {
  account: string;
  token: string;
  product?: string;
  user?: string;
  idToken?: string;
}

/** The cookie assignments that store a session, each with its own lifetime. */
export function sessionCookieAssignments(values: SessionValues, secure: boolean): string[] {
  const out: string[] = [];
  for (const key of Object.keys(COOKIE_NAMES) as CookieKey[]) {
    const value = values[key];
    if (value === undefined) continue;
    if (key === 'user' && value.length > MAX_COOKIE_VALUE_LENGTH) continue;
    out.push(buildCookie(COOKIE_NAMES[key], value, { maxAge: COOKIE_MAX_AGE[key], secure }));
  }
  return out;
}

/** The cookie assignments that clear every session cookie. */
export function clearCookieAssignments(secure: boolean): string[] {
  return Object.values(COOKIE_NAMES).map((name) => expireCookie(name, secure));
}
