/**
 * The browser side of the console's cookies: reads and writes `document.cookie` with the rules in
 * `common/cookies.ts` (the session's, and the stored choices the server reads).
 */
import {
  CHOICE_COOKIE_MAX_AGE,
  CHOICE_COOKIE_NAMES,
  COOKIE_NAMES,
  MAX_COOKIE_VALUE_LENGTH,
  USER_COOKIE_MAX_AGE,
  type ScriptSessionValues,
  type SessionValues,
  buildCookie,
  clearCookieAssignments,
  holdsSession,
  parseCookies,
  sessionCookieAssignments,
  sessionValues,
} from '../../common/cookies';

const isSecure = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:';

function read(): Map<string, string> {
  return parseCookies(typeof document === 'undefined' ? '' : document.cookie);
}

/** The stored session values (account, token, product, cached user, identity token) that are present. */
export function readSessionCookies(): Partial<SessionValues> {
  return sessionValues(read());
}

/** True when a signed-in session is stored (the console then loads straight into the app). */
export function hasSessionCookie(): boolean {
  return holdsSession(readSessionCookies());
}

type Choice = keyof typeof CHOICE_COOKIE_NAMES;

/** A stored choice's value, if any. */
export function readChoiceCookie(choice: Choice): string | undefined {
  return read().get(CHOICE_COOKIE_NAMES[choice]);
}

/** Stores a choice for a year; unchanged values are not written again. */
export function writeChoiceCookie(choice: Choice, value: string): void {
  if (typeof document === 'undefined' || readChoiceCookie(choice) === value) return;
  document.cookie = buildCookie(CHOICE_COOKIE_NAMES[choice], value, {
    maxAge: CHOICE_COOKIE_MAX_AGE,
    secure: isSecure(),
  });
}

/** Writes the script's session values (product, cached user, identity token), each with its lifetime. */
export function writeSessionCookies(values: ScriptSessionValues): void {
  for (const assignment of sessionCookieAssignments(values, isSecure())) document.cookie = assignment;
}

/** Refreshes only the cached user cookie (after a profile change). */
export function writeUserCookie(userJson: string): void {
  if (userJson.length > MAX_COOKIE_VALUE_LENGTH) return;
  document.cookie = buildCookie(COOKIE_NAMES.user, userJson, {
    maxAge: USER_COOKIE_MAX_AGE,
    secure: isSecure(),
  });
}

/** Deletes every session cookie. */
export function clearSessionCookies(): void {
  for (const assignment of clearCookieAssignments(isSecure())) document.cookie = assignment;
}

/**
 * The headers a signed-in call carries (owner-console.md §7: account and product come from cookies). The token travels in
 * its HttpOnly cookie, which the browser sends itself; the server takes it only with `x-account`, a header
 * other sites cannot add.
 */
export function sessionHeaders(): Record<string, string> {
  const { account, product } = readSessionCookies();
  const headers: Record<string, string> = {};
  if (account) headers['x-account'] = account;
  if (product) headers['x-product'] = product;
  return headers;
}
