/**
 * The launch poll's user refresh (owner-console.md §4 Headset launch): for a signed-in user without a headset
 * account each poll reads the user again, so the profile shows the headset account once linked. If that read
 * fails (the accounts were merged) the session is authenticated again with the identity token; with no
 * identity token left, or when that fails too, the user is signed out and must sign in again.
 */
import type { User } from '../../api/types';

export type RefreshOutcome =
  /** Signed out, or the user already has a headset account: nothing to read. */
  | 'skipped'
  | 'refreshed'
  | 'reauthenticated'
  /** The server did not answer (offline, page leaving): the session is kept and the next poll tries again. */
  | 'unanswered'
  /** Signed out: the caller sends the user to /login. */
  | 'signedOut';

export interface RefreshDeps {
  /** The signed-in user, or null when signed out. */
  user: User | null;
  fetchUser(id: string): Promise<User>;
  setUser(user: User): void;
  /** The identity-provider token kept in the session cookies, if it has not expired. */
  idToken(): string | undefined;
  authenticate(idToken: string): Promise<unknown>;
  signOut(): void;
}

/** A failure where the server never answered says nothing about the account. */
function isUnanswered(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  return error !== null && typeof error === 'object' && 'status' in error && error.status === 0;
}

export async function refreshLaunchUser(deps: RefreshDeps): Promise<RefreshOutcome> {
  const { user } = deps;
  if (!user || user.oculusaccount) return 'skipped';
  try {
    deps.setUser(await deps.fetchUser(user.id));
    return 'refreshed';
  } catch (error) {
    if (isUnanswered(error)) return 'unanswered';
  }
  const idToken = deps.idToken();
  if (idToken) {
    try {
      await deps.authenticate(idToken);
      return 'reauthenticated';
    } catch {
      // authenticate has signed out already; signing out again below is harmless.
    }
  }
  deps.signOut();
  return 'signedOut';
}
