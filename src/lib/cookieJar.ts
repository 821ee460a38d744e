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

/** The cookies as last read, until the running script's end (microtasks included) or a write here. */
let lastRead: Map<string, string> | null = null;

/**
 * The page's cookies. `document.cookie` asks the browser's cookie store on every access, and a first render reads
 * the session dozens of times (~12 ms of a throttled mobile load), so one reading serves the rest of the running
 * script; only this module writes cookies, and each write drops it.
 */
function read(): Map<string, string> {
  if (lastRead) return lastRead;
  lastRead = parseCookies(typeof document === 'undefined' ? '' : document.cookie);
  queueMicrotask(() => (lastRead = null));
  return lastRead;
}

function write(assignment: string): void {
  lastRead = null;
  document.cookie = assignment;
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
  write(
    buildCookie(CHOICE_COOKIE_NAMES[choice], value, { maxAge: CHOICE_COOKIE_MAX_AGE, secure: isSecure() }),
  );
}

/** Writes the script's session values (product, cached user, identity token), each with its lifetime. */
export function writeSessionCookies(values: ScriptSessionValues): void {
  for (const assignment of sessionCookieAssignments(values, isSecure())) write(assignment);
}

/** Refreshes only the cached user cookie (after a profile change). */
export function writeUserCookie(userJson: string): void {
  if (userJson.length > MAX_COOKIE_VALUE_LENGTH) return;
  write(buildCookie(COOKIE_NAMES.user, userJson, { maxAge: USER_COOKIE_MAX_AGE, secure: isSecure() }));
}

/** Deletes every session cookie. */
export function clearSessionCookies(): void {
  for (const assignment of clearCookieAssignments(isSecure())) write(assignment);
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
