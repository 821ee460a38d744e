/** The sign-in page's Login / Create choice, kept in the address (`?mode=create`). */
export type SignInMode = 'login' | 'create';

/** The choice a query string asks for; Login unless it says `mode=create`. */
export function signInModeOf(search: string): SignInMode {
  return new URLSearchParams(search).get('mode') === 'create' ? 'create' : 'login';
}
