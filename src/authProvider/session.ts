/**
 * The session (owner-console.md §4): identity-provider token → token exchange (which sets the session's
 * cookies, the token HttpOnly) → current domain,
 * memberships and inventory. Any failure clears everything and signs out locally. A framework-free store so
 * react-admin's authProvider, the shell and the pages all read one state. The user, memberships, inventory and
 * the billing-info question come in one reply (`GET /v2/me/context`), so a sign-in is the password check, the
 * token exchange and that one read, and a page load is that one read.
 */
import { ApiError, api, data, hideErrors } from '../api/client';
import type { Domain, Inventory, User } from '../api/types';
import { CLIENT_BUILD, CURRENT_DOMAIN_KEY } from '../lib/constants';
import { pickCurrentDomain } from '../lib/membership';
import { AUTHENTICATE_LIMITS, createThrottle } from '../lib/throttle';
import { billingAsked, earlyFetch } from './contextRead';
import {
  clearSessionCookies,
  readSessionCookies,
  writeSessionCookies,
  writeUserCookie,
} from '../lib/cookieJar';

export interface SignedIn {
  status: 'authenticated';
  user: User;
  /** The domains the user belongs to, each with the user's domainPermissions. */
  domains: Domain[];
  currentDomain: Domain | null;
  inventory: Inventory;
  /** Whether to ask "Update Your Billing Info" (asked of the server once per browser session). */
  needsBillingInfo: boolean;
  /** Whether the Members pages show this user the developer members list (a developer-team account). */
  developerList: boolean;
}

export type SessionState = { status: 'loading' } | { status: 'anonymous' } | SignedIn;

let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
let restoring: Promise<SessionState> | null = null;

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The current session state. */
export function getSession(): SessionState {
  return state;
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Resolves with the session once it is not loading. */
export function whenSettled(): Promise<SessionState> {
  if (state.status !== 'loading') return Promise.resolve(state);
  return new Promise((resolve) => {
    const unsubscribe = subscribeSession(() => {
      if (state.status === 'loading') return;
      unsubscribe();
      resolve(state);
    });
  });
}

function remembered(): string | null {
  try {
    return localStorage.getItem(CURRENT_DOMAIN_KEY);
  } catch {
    return null;
  }
}

function remember(domainId: string): void {
  try {
    localStorage.setItem(CURRENT_DOMAIN_KEY, domainId);
  } catch {
    // Storage can be disabled; the selection then lasts for this page only.
  }
}

/**
 * Loads what a signed-in page needs in one reply: the user, the memberships (the current domain is picked from
 * them), the inventory and, once per browser session, whether billing info is required.
 */
async function loadContext(userId: string): Promise<SignedIn> {
  const billing = !billingAsked(userId, true);
  // Answered by the read the boot script started when it is this very request (contextRead.ts).
  const context = await data(
    api.GET('/v2/me/context', { params: { query: { billing } }, headers: hideErrors, fetch: earlyFetch }),
  );
  const { user, domains, inventory } = context;
  const signedIn: SignedIn = {
    status: 'authenticated',
    user,
    domains,
    currentDomain: pickCurrentDomain(domains, user.id, remembered()),
    inventory,
    needsBillingInfo: context.needsBillingInfo ?? false,
    developerList: context.developerList,
  };
  writeUserCookie(JSON.stringify(user));
  setState(signedIn);
  return signedIn;
}

/** Whether the signed-in user `userId` is to be asked to update their billing info. */
export function billingInfoRequired(userId: string): boolean {
  return state.status === 'authenticated' && state.user.id === userId && state.needsBillingInfo;
}

/** Clears cookies and state: the local half of signing out, used on logout and on any session failure. */
export function signOut(): void {
  clearSessionCookies();
  setState({ status: 'anonymous' });
}

/**
 * Log Out: ends the session on the server, then clears it here. The local half runs whatever the server
 * answers: a session that already ended, or a server out of reach, still leaves this browser signed out.
 */
export async function logOut(): Promise<void> {
  const cookies = readSessionCookies();
  if (cookies.account) {
    try {
      // The server ends the session and clears its cookies (the token's is HttpOnly: only it can).
      await data(api.POST('/v2/me/logout', { headers: hideErrors }));
    } catch {
      // Nothing to tell the user: this browser is signed out either way.
    }
  }
  signOut();
}

const throttle = createThrottle(AUTHENTICATE_LIMITS);

/** Raised when the authenticate routine is called too often (it logged a warning and did nothing). */
export class AuthenticateThrottled extends Error {
  constructor() {
    super('Too many sign-in attempts. Wait a few seconds and try again.');
    this.name = 'AuthenticateThrottled';
  }
}

/**
 * The authenticate routine: exchanges an identity-provider ID token for a session, stores it in cookies and
 * loads the signed-in context. Throttled to 5 calls per 1 s and 10 per 10 s; beyond that it warns and quits.
 * With `keepPage` a signed-in session stays as it is until the new one is loaded: the console is not replaced
 * by the loader, so what the user is doing (a headset launch waiting for its connection) stays on screen.
 */
export async function authenticate(idToken: string, { keepPage = false } = {}): Promise<SignedIn> {
  if (!throttle.tryAcquire(Date.now())) {
    console.warn('authenticate: called too often; skipped');
    throw new AuthenticateThrottled();
  }
  if (!keepPage || state.status !== 'authenticated') setState({ status: 'loading' });
  try {
    const reply = await data(
      api.POST('/entity/user/auth0login', {
        body: { auth0token: idToken, ...CLIENT_BUILD },
        headers: hideErrors,
      }),
    );
    // The exchange set the session's cookies itself (the token HttpOnly); the reply's token is for API clients.
    const { token: _token, product, ...user } = reply;
    writeSessionCookies({ product, user: JSON.stringify(user), idToken });
    return await loadContext(user.id);
  } catch (error) {
    signOut();
    throw error;
  }
}

/**
 * A failure where the server never answered (the page is being left, the network is down) says nothing about
 * the session, so it signs out this page without deleting the stored session.
 */
function isUnanswered(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof ApiError && error.status === 0)
  );
}

function failRestore(error: unknown): SessionState {
  if (isUnanswered(error)) setState({ status: 'anonymous' });
  else signOut();
  return state;
}

/**
 * Restores the session on page load: a stored session loads the context (the user comes fresh in the same
 * reply, so the cached user cookie is refreshed rather than read); with only an identity token left it
 * authenticates again. Runs once per page; later calls share the first.
 */
export function restoreSession(): Promise<SessionState> {
  restoring ??= (async (): Promise<SessionState> => {
    const cookies = readSessionCookies();
    if (cookies.account) {
      try {
        return await loadContext(cookies.account);
      } catch (error) {
        return failRestore(error);
      }
    }
    if (cookies.idToken) {
      try {
        return await authenticate(cookies.idToken);
      } catch (error) {
        return failRestore(error);
      }
    }
    setState({ status: 'anonymous' });
    return state;
  })();
  return restoring;
}

/** Thrown when a signed-in user is needed and there is none (owner-console.md §8 "Invalid user"). */
export const INVALID_USER = 'Invalid user';

/**
 * Replaces the signed-in user (after a profile change) and refreshes the cached user cookie. Throws
 * "Invalid user" when nobody is signed in (e.g. a reply arriving after the session ended) or when the reply is
 * another user than the signed-in one.
 */
export function setUser(user: User): void {
  if (state.status !== 'authenticated' || state.user.id !== user.id) throw new Error(INVALID_USER);
  writeUserCookie(JSON.stringify(user));
  setState({ ...state, user });
}

/**
 * Makes the metaverse a page under `/domains/{uri}` shows the current domain, so the sidebar and the header
 * name and link the metaverse on screen. One of the user's own is remembered as the choice; another (staff
 * looking at any metaverse) is current only for this page load.
 */
export function followDomain(domain: Domain): void {
  if (state.status !== 'authenticated' || state.currentDomain?.id === domain.id) return;
  const listed = state.domains.find((d) => d.id === domain.id);
  const current = listed
    ? { ...listed, ...domain, domainPermissions: domain.domainPermissions ?? listed.domainPermissions }
    : domain;
  if (listed) remember(domain.id);
  setState({ ...state, currentDomain: current });
}

/**
 * Reads the user's memberships again (after joining a metaverse through an invite), so the header's list of
 * metaverses shows the new one. Keeps the current domain.
 */
export async function refreshDomains(): Promise<void> {
  if (state.status !== 'authenticated') return;
  const domains = await data(api.GET('/v2/domains', { headers: hideErrors }));
  if (state.status === 'authenticated') setState({ ...state, domains });
}

/**
 * Reads the signed-in user again (after a change made by another call: a redeemed apartment became their home),
 * so pages deciding by the user's record see the new one.
 */
export async function refreshUser(): Promise<void> {
  if (state.status !== 'authenticated') return;
  const id = state.user.id;
  const user = await data(api.GET('/v2/users/{id}', { params: { path: { id } }, headers: hideErrors }));
  if (state.status === 'authenticated' && state.user.id === id) setUser(user);
}

/** Reads the user's metacoin again (after a trade), so the header's balance shows the new one. */
export async function refreshInventory(): Promise<void> {
  if (state.status !== 'authenticated') return;
  const inventory = await data(api.GET('/v2/inventory', { headers: hideErrors }));
  if (state.status === 'authenticated') setState({ ...state, inventory });
}

/** Makes `domainId` (one of the user's domains) the current domain and remembers the choice. */
export function selectDomain(domainId: string): void {
  if (state.status !== 'authenticated') return;
  const domain = state.domains.find((d) => d.id === domainId);
  if (!domain) return;
  remember(domain.id);
  setState({ ...state, currentDomain: domain });
}
