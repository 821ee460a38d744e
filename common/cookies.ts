/**
 * The console's cookies, as pure functions over cookie strings so they can be tested without a browser and read
 * by the server too: the session (owner-console.md §4 and §9) and the two stored choices the server needs before
 * any script runs (the cookie banner's answer and the theme last shown), which decide the frame a signed-in page
 * is painted with from its HTML. `src/lib/cookieJar.ts` applies them to `document.cookie`.
 *
 * The session's token and account cookies are the server's: the token exchange sets them (the token HttpOnly,
 * so no script, ours or injected, can read it) and Log Out clears them. The console's script reads only the
 * account (who is signed in; no credential) and writes only the product, the cached user and the identity token.
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

/** The session values the console's script writes (the server sets the account and the token). */
export type ScriptSessionValues = Pick<SessionValues, 'product' | 'user' | 'idToken'>;

/** The cookie assignments that store the script's part of a session, each with its own lifetime. */
export function sessionCookieAssignments(values: ScriptSessionValues, secure: boolean): string[] {
  const out: string[] = [];
  for (const key of ['product', 'user', 'idToken'] as const) {
    const value = values[key];
    if (value === undefined) continue;
    if (key === 'user' && value.length > MAX_COOKIE_VALUE_LENGTH) continue;
    out.push(buildCookie(COOKIE_NAMES[key], value, { maxAge: COOKIE_MAX_AGE[key], secure }));
  }
  return out;
}

/**
 * The cookie assignments that clear every session cookie the script can reach (a browser ignores the one for
 * the HttpOnly token, which Log Out clears on the server; it removes one written by an older console).
 */
export function clearCookieAssignments(secure: boolean): string[] {
  return Object.values(COOKIE_NAMES).map((name) => expireCookie(name, secure));
}

/**
 * Whether these cookie values hold a signed-in session: the account cookie (set with the HttpOnly token, which
 * the script cannot see), or an identity token.
 */
export function holdsSession(values: Partial<SessionValues>): boolean {
  return Boolean(values.account || values.idToken);
}

/** The session values present in a parsed cookie string. */
export function sessionValues(cookies: Map<string, string>): Partial<SessionValues> {
  const values: Partial<SessionValues> = {};
  for (const key of Object.keys(COOKIE_NAMES) as CookieKey[]) {
    const value = cookies.get(COOKIE_NAMES[key]);
    if (value) values[key] = value;
  }
  return values;
}

/** The stored choices kept in cookies, so the server knows them when it answers a page. */
export const CHOICE_COOKIE_NAMES = {
  /** `accepted` once the visitor accepted the cookie banner. */
  consent: 'mv_consent',
  /** The theme (`light` or `dark`) the page was last shown in: the visitor's choice or the system's. */
  theme: 'mv_theme',
} as const;

/** The stored choices last a year. */
export const CHOICE_COOKIE_MAX_AGE = 365 * 86400;

export const CONSENT_ACCEPTED = 'accepted';

export type ThemeMode = 'light' | 'dark';

/** A console frame painted from the page's HTML: its theme, and whether the cookie banner is in it. */
export interface PaintedFrame {
  theme: ThemeMode;
  banner: boolean;
}

/** Every painted frame the build writes. */
export const PAINTED_FRAMES: readonly PaintedFrame[] = [
  { theme: 'light', banner: true },
  { theme: 'light', banner: false },
  { theme: 'dark', banner: true },
  { theme: 'dark', banner: false },
];

/**
 * The frame a signed-in page is painted with before its code runs, for a browser that sent these cookies: a
 * session, and the theme it was last shown in (without it the frame could flash in the wrong colours, so none);
 * the cookie banner unless it was accepted.
 */
export function paintedFrameFor(cookies: Map<string, string>): PaintedFrame | null {
  // The server sees the HttpOnly token too: an account cookie without it is no session.
  const values = sessionValues(cookies);
  if (!holdsSession(values) || (values.account && !values.token)) return null;
  const theme = cookies.get(CHOICE_COOKIE_NAMES.theme);
  if (theme !== 'light' && theme !== 'dark') return null;
  return { theme, banner: cookies.get(CHOICE_COOKIE_NAMES.consent) !== CONSENT_ACCEPTED };
}

/** The file, in the build's `.vite/frames/` folder, of the console's page painted with `frame`. */
export function paintedFrameFile(frame: PaintedFrame): string {
  return `${frame.theme}${frame.banner ? '-banner' : ''}.html`;
}
