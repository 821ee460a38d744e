/**
 * react-admin's authProvider over the session store (`session.ts`) and the role rules (`canAccess.ts`).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess } from './canAccess';
import { localLogin, localSignup } from './identity';
import { authenticate, getSession, logOut, restoreSession, signOut, whenSettled } from './session';
import { blobUrl } from '../lib/images';
import { paths } from '../paths';

/** What the sign-in page passes to `useLogin()`. */
export type LoginParams =
  | { mode: 'login'; email: string; password: string }
  | { mode: 'create'; email: string; password: string; nickname?: string }
  | { mode: 'token'; idToken: string };

// react-admin reads `redirectTo` and skips its own toast when `message` is false.
const toLogin = { redirectTo: paths.login(), message: false } as const;

async function currentUser() {
  await restoreSession();
  const session = await whenSettled();
  return session.status === 'authenticated' ? session.user : null;
}

/** The console's authProvider. */
export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    let idToken: string;
    if (params.mode === 'token') idToken = params.idToken;
    else if (params.mode === 'create')
      idToken = await localSignup(params.email, params.password, params.nickname);
    else idToken = await localLogin(params.email, params.password);
    await authenticate(idToken);
  },
  async logout() {
    await logOut();
  },
  async checkAuth() {
    if (!(await currentUser())) throw toLogin;
  },
  async checkError(error: unknown) {
    const status =
      error !== null && typeof error === 'object' && 'status' in error ? error.status : undefined;
    if (status === 401) {
      signOut();
      throw toLogin;
    }
  },
  async getIdentity(): Promise<UserIdentity> {
    const user = await currentUser();
    if (!user) throw toLogin;
    return {
      id: user.id,
      fullName: user.nickname,
      avatar: user.iconblob ? blobUrl(user.iconblob) : undefined,
    };
  },
  async getPermissions() {
    return (await currentUser())?.permissions ?? [];
  },
  async canAccess({ resource, action }) {
    const session = getSession();
    const user = session.status === 'authenticated' ? session.user : await currentUser();
    return canAccess(user, { resource, action });
  },
};
