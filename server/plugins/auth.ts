/**
 * Session authentication for operations whose contract `security` is not empty: the `x-account` header and the
 * token of a live session (not revoked, not expired) of that account, whose user still exists. The token comes
 * in the `x-token` header (API clients) or in the HttpOnly `mv_token` cookie the token exchange sets (the
 * console). A cookie alone is refused: `x-account` must come with it, and since a page of another site cannot
 * add a header to a request to this site (no CORS is ever granted), no other site can act with the cookie
 * (cross-site request forgery).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIE_NAMES } from '../../common/cookies.ts';
import { requestCookies } from '../lib/cookies.ts';
import { unauthorized } from '../lib/http-error.ts';
import { MESSAGES } from '../lib/messages.ts';
import type { UserDoc } from '../repositories/users-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on secured operations (null elsewhere). */
    user: UserDoc | null;
    /** The session the request was signed in with, on secured operations (null elsewhere). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook of secured operations. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const account = header(request, 'x-account');
      const cookie = requestCookies(request).get(COOKIE_NAMES.token);
      const token = header(request, 'x-token') ?? cookie;
      if (!account && cookie) throw unauthorized(MESSAGES.cookieWithoutHeader);
      if (!account || !token) throw unauthorized(MESSAGES.notSignedIn);
      const session = await app.sessions.verify(token);
      if (session === null || session.userId !== account) throw unauthorized(MESSAGES.sessionInvalid);
      request.user = session.user;
      request.sessionId = session.sessionId;
    });
  },
  { name: 'auth', dependencies: ['db', 'identity'] },
);

/** The signed-in user of a secured operation. */
export function signedInUser(request: FastifyRequest): UserDoc {
  if (!request.user) throw unauthorized(MESSAGES.notSignedIn);
  return request.user;
}

/** The session a secured operation was called with. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized(MESSAGES.notSignedIn);
  return request.sessionId;
}
