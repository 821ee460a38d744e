/**
 * Identity providers: the server's local email/password provider (the default) and Auth0 (with Google
 * through it) when `/config.json` says so. Each yields an ID token for the session's token exchange.
 */
import { api, data, hideErrors } from '../api/client';
import type { ClientConfig } from '../api/types';

/** Signs in with the local provider; resolves with the ID token. Failures are shown by the sign-in page. */
export async function localLogin(email: string, password: string): Promise<string> {
  const reply = await data(
    api.POST('/v2/public/identity/login', { body: { email, password }, headers: hideErrors }),
  );
  return reply.id_token;
}

/** Creates a local email/password account; resolves with its ID token. */
export async function localSignup(email: string, password: string, nickname?: string): Promise<string> {
  const body = nickname ? { email, password, nickname } : { email, password };
  const reply = await data(api.POST('/v2/public/identity/signup', { body, headers: hideErrors }));
  return reply.id_token;
}

export interface Auth0Request {
  /** Auth0 connection, e.g. `google-oauth2`; omitted for the email/password screen. */
  connection?: string;
  /** Open the sign-up screen instead of the log-in screen. */
  signup?: boolean;
  state: string;
  nonce: string;
  redirectUri: string;
}

/** The Auth0 authorize URL (implicit flow returning an ID token to `redirectUri`), or null without Auth0. */
export function auth0AuthorizeUrl(identity: ClientConfig['identity'], request: Auth0Request): string | null {
  if (identity.provider !== 'auth0' || !identity.domain || !identity.clientId) return null;
  const params = new URLSearchParams({
    response_type: 'id_token',
    response_mode: 'fragment',
    client_id: identity.clientId,
    redirect_uri: request.redirectUri,
    scope: 'openid profile email',
    state: request.state,
    nonce: request.nonce,
  });
  if (request.connection) params.set('connection', request.connection);
  if (request.signup) params.set('screen_hint', 'signup');
  const host = identity.domain.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return `https://${host}/authorize?${params.toString()}`;
}

export type Auth0Callback = { idToken: string; state: string } | { error: string } | null;

/** Reads Auth0's reply from the URL fragment, or null when the fragment is not one. */
export function parseAuth0Callback(hash: string): Auth0Callback {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error_description') ?? params.get('error');
  if (error) return { error };
  const idToken = params.get('id_token');
  const state = params.get('state');
  if (!idToken || !state) return null;
  return { idToken, state };
}

/** The `nonce` claim of a JWT (not verified here: the server verifies the token's signature). */
export function jwtNonce(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(json);
    return claims !== null &&
      typeof claims === 'object' &&
      'nonce' in claims &&
      typeof claims.nonce === 'string'
      ? claims.nonce
      : null;
  } catch {
    return null;
  }
}

const AUTH0_STATE_KEY = 'multiverse.auth0';

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** Sends the browser to Auth0 (Google or its email screens); it comes back to /login with the ID token. */
export function startAuth0Login(
  identity: ClientConfig['identity'],
  options: { connection?: string; signup?: boolean },
) {
  const state = randomHex(16);
  const nonce = randomHex(16);
  const url = auth0AuthorizeUrl(identity, {
    ...options,
    state,
    nonce,
    redirectUri: `${location.origin}/login`,
  });
  if (!url) return false;
  sessionStorage.setItem(AUTH0_STATE_KEY, JSON.stringify({ state, nonce }));
  location.assign(url);
  return true;
}

/** Checks an Auth0 reply against the state and nonce this tab sent; returns the ID token when they match. */
export function acceptAuth0Callback(callback: { idToken: string; state: string }): string | null {
  const stored = sessionStorage.getItem(AUTH0_STATE_KEY);
  sessionStorage.removeItem(AUTH0_STATE_KEY);
  if (!stored) return null;
  try {
    const { state, nonce } = JSON.parse(stored) as { state?: string; nonce?: string };
    if (state !== callback.state || jwtNonce(callback.idToken) !== nonce) return null;
    return callback.idToken;
  } catch {
    return null;
  }
}

let pendingCallback: { result: { idToken: string } | { error: string } | null } | null = null;

/**
 * Reads Auth0's reply from the page URL: removes the fragment, checks state and nonce, and returns the ID token
 * or the error to show (null when the page was not opened by Auth0). Repeated calls return the same reply
 * until {@link clearAuth0Callback}, so React may call it more than once.
 */
export function takeAuth0Callback(): { idToken: string } | { error: string } | null {
  if (pendingCallback) return pendingCallback.result;
  const callback = parseAuth0Callback(location.hash);
  let result: { idToken: string } | { error: string } | null = null;
  if (callback) {
    history.replaceState(history.state, '', location.pathname + location.search);
    if ('error' in callback) result = callback;
    else {
      const idToken = acceptAuth0Callback(callback);
      result = idToken ? { idToken } : { error: AUTH0_REJECTED };
    }
  }
  pendingCallback = { result };
  return result;
}

/** Marks the reply as used, so a later visit to the sign-in page does not reuse it. */
export function clearAuth0Callback(): void {
  pendingCallback = { result: null };
}

/** Shown when Auth0's reply does not match the request this tab sent. */
export const AUTH0_REJECTED = 'The sign-in could not be completed. Please try again.';
