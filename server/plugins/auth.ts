/**
 * Session authentication for operations whose contract `security` is not empty: the `x-account`
 * and `x-token` headers must carry a valid session token issued to that account, whose user still exists.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error.ts';
import { MESSAGES } from '../lib/messages.ts';
import type { UserDoc } from '../repositories/users-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user on secured operations (null elsewhere). */
    user: UserDoc | null;
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
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const account = header(request, 'x-account');
      const token = header(request, 'x-token');
      if (!account || !token) throw unauthorized(MESSAGES.notSignedIn);
      const userId = await app.sessions.verify(token);
      if (userId === null || userId !== account) throw unauthorized(MESSAGES.sessionInvalid);
      const user = await app.repos.users.get(userId);
      if (!user) throw unauthorized(MESSAGES.sessionInvalid);
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db', 'identity'] },
);

/** The signed-in user of a secured operation. */
export function signedInUser(request: FastifyRequest): UserDoc {
  if (!request.user) throw unauthorized(MESSAGES.notSignedIn);
  return request.user;
}
