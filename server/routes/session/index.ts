/**
 * Sign-in: the local identity provider's own endpoints, the ID-token → session exchange, logging out (one
 * session or all of them) and unlinking connected identities (owner-console.md §4 and §7).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '../../../common/cookies.ts';
import { currentSessionId, signedInUser } from '../../plugins/auth.ts';
import { requestCookies, setCookie } from '../../lib/cookies.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE } from '../../lib/device-cookies.ts';
import { badRequest, unauthorized } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { issuedBeforeRevocation, SESSION_TTL_SECONDS } from '../../lib/session-tokens.ts';
import { userForIdentity } from '../../providers/identity/sign-in.ts';
import { EMAIL_IDENTITY_PREFIX } from '../../providers/identity/local.ts';
import type { Identity } from '../../repositories/identities-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import type { HandlerMap } from '../types.ts';

/** The product name a session reports when the client does not say. */
export const DEFAULT_PRODUCT = 'multiverse';

function localProvider(app: FastifyInstance) {
  if (!app.identity.local) throw badRequest(MESSAGES.localIdentityDisabled);
  return app.identity.local;
}

/**
 * The connection name of an identity, as the console and Auth0 name it: email/password accounts are
 * `auth0` (their user ids start with `auth0|`), others the prefix of their Auth0 user id.
 */
export function connectionOf(identity: Pick<Identity, 'provider' | 'subject'>): string {
  if (identity.provider === 'local') return 'auth0';
  const bar = identity.subject.indexOf('|');
  return bar > 0 ? identity.subject.slice(0, bar) : identity.provider;
}

/** The `auth0userid` an identity gives its user. */
function auth0UserId(identity: Pick<Identity, 'provider' | 'subject'>): string {
  return identity.provider === 'local' ? EMAIL_IDENTITY_PREFIX + identity.subject : identity.subject;
}

async function unlinkIdentity(
  app: FastifyInstance,
  user: UserDoc,
  connection: string,
): Promise<UserDoc | null> {
  return app.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const identities = await repos.identities.listForUser(user.id);
    const target = identities.find((identity) => connectionOf(identity) === connection);
    if (!target) throw badRequest(MESSAGES.notLinked(connection));
    if (identities.length === 1) throw badRequest(MESSAGES.lastIdentity);
    await repos.identities.remove(target.provider, target.subject);
    if (user.auth0userid !== auth0UserId(target)) return repos.users.get(user.id);
    const remaining = identities.find((identity) => identity !== target);
    return repos.users.update(user.id, { auth0userid: remaining ? auth0UserId(remaining) : '' });
  });
}

/**
 * The browser's session cookies: the token HttpOnly (the console's script never reads it; the API takes it
 * with the `x-account` header, see plugins/auth.ts), the account readable (the console sends it as
 * `x-account` and knows from it that a session is stored; it is no credential). `maxAge` 0 clears them.
 */
function sessionCookies(
  request: FastifyRequest,
  values: { account: string; token: string },
  maxAge: number,
): string[] {
  return [
    setCookie(request, COOKIE_NAMES.token, values.token, { maxAge }),
    setCookie(request, COOKIE_NAMES.account, values.account, { maxAge, readable: true }),
  ];
}

export const sessionHandlers = {
  async identityLogin(request, reply) {
    const app = request.server;
    const local = localProvider(app);
    const { email, password } = request.body;
    // A browser that signed in to this email before is limited on its own, not by its address.
    const device = app.deviceCookies.deviceOf(requestCookies(request).get(DEVICE_COOKIE), email);
    const idToken = await app.signInLimits.signIn(
      request.ip,
      email,
      () => local.login(email, password),
      device,
    );
    reply.header(
      'set-cookie',
      setCookie(request, DEVICE_COOKIE, app.deviceCookies.issue(email), {
        maxAge: DEVICE_COOKIE_MAX_AGE,
        // Sent back to this operation only.
        path: request.routeOptions.url,
      }),
    );
    return { id_token: idToken };
  },

  async identitySignup(request) {
    const local = localProvider(request.server);
    await request.server.signInLimits.signUp(request.ip);
    const idToken = await local.signup(request.body);
    return { id_token: idToken };
  },

  async auth0Login(request, reply) {
    const app = request.server;
    const user = await app.signInLimits.exchange(request.ip, async () => {
      const claims = await app.identity.provider.verifyIdToken(request.body.auth0token).catch(() => {
        throw unauthorized(MESSAGES.invalidIdToken);
      });
      const found = await userForIdentity(app.db, app.identity.provider, claims);
      // Sign out everywhere also ends sign-ins still on their way to becoming sessions.
      if (issuedBeforeRevocation(claims.issuedAt, await app.repos.sessions.revokedBefore(found.id)))
        throw unauthorized(MESSAGES.invalidIdToken);
      // An ID token starts one session: used again (after Log Out, or taken from the browser) it is refused.
      if (!(await app.sessions.useIdToken(request.body.auth0token, claims)))
        throw unauthorized(MESSAGES.idTokenUsed);
      return found;
    });
    const token = await app.sessions.issue(user.id, {
      userAgent: request.headers['user-agent'],
      address: request.ip,
    });
    reply.header('set-cookie', sessionCookies(request, { account: user.id, token }, SESSION_TTL_SECONDS));
    return { ...user, token, product: request.body.productname || DEFAULT_PRODUCT };
  },

  async logOut(request, reply) {
    await request.server.repos.sessions.revoke(currentSessionId(request));
    return reply
      .code(204)
      .header('set-cookie', sessionCookies(request, { account: '', token: '' }, 0))
      .send();
  },

  async signOutEverywhere(request, reply) {
    await request.server.repos.sessions.revokeAllOfUser(signedInUser(request).id);
    return reply
      .code(204)
      .header('set-cookie', sessionCookies(request, { account: '', token: '' }, 0))
      .send();
  },

  async unlinkAccount(request) {
    const app = request.server;
    const user = signedInUser(request);
    const { connection } = request.body;
    let updated: UserDoc | null;
    if (connection === 'oculus' || connection === 'steam') {
      const field = connection === 'oculus' ? 'oculusaccount' : 'steamaccount';
      if (!user[field]) throw badRequest(MESSAGES.notLinked(connection));
      updated = await app.repos.users.unset(user.id, [field]);
    } else {
      updated = await unlinkIdentity(app, user, connection);
    }
    if (!updated) throw unauthorized(MESSAGES.sessionInvalid);
    return updated;
  },
} satisfies HandlerMap;
