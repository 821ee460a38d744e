/**
 * The one authorization guard. The contract router installs it on every operation from the operation's
 * declared mode (`server/lib/contract.ts`): public operations get nothing; every other operation needs a
 * valid session (401); `x-permission` operations refuse, before their input is read, a caller who holds none
 * of the permissions (403 "Invalid Permission") and, with `x-target-user`, load the account they act on after
 * validation (404 when unknown) and refuse to act on a superuser's account for anyone but a superuser (403,
 * `user-target.ts`) and, with `x-not-own-account`, to act on the caller's own account (403); `x-domain-role` operations load the metaverse of the
 * `{domain}` parameter (404 when unknown) and refuse a caller below the role (403). Handlers then read the
 * caller with `signedInUser(request)`, the metaverse with `grantedDomain(request)` and the account with
 * `targetUser(request)`.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { forbidden } from '../lib/http-error.ts';
import { MESSAGES } from '../lib/messages.ts';
import { DOMAIN_PARAMETER, type Authorization } from '../lib/contract.ts';
import { signedInUser } from '../plugins/auth.ts';
import { domainAccess, requireDomainRole, type DomainAccess } from './domain-access.ts';
import type { UserDoc } from '../repositories/users-repository.ts';
import { holdsAnyPermission } from './permissions.ts';
import { targetUserAccess } from './user-target.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The metaverse of an `x-domain-role` operation and the caller's access to it (null elsewhere). */
    domainAccess: DomainAccess | null;
    /** The account an `x-target-user` operation acts on (null elsewhere). */
    targetUser: UserDoc | null;
  }
}

/** The hooks that enforce `authorization` on a route. */
export interface GuardHooks {
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
}

/** The guard's hooks for an operation declaring `authorization`. */
export function authorizationGuard(app: FastifyInstance, authorization: Authorization): GuardHooks {
  switch (authorization.mode) {
    case 'public':
      return {};
    case 'signed-in':
      return { onRequest: app.authenticate };
    case 'permission': {
      const { permissions, targetUser, notOwnAccount = false } = authorization;
      return {
        async onRequest(request) {
          await app.authenticate(request);
          if (!holdsAnyPermission(request.user, permissions)) throw forbidden(MESSAGES.invalidPermission);
        },
        // After validation, like the metaverse below: a malformed id is a 400, an unknown one a 404.
        ...(targetUser !== undefined && {
          async preHandler(request: FastifyRequest) {
            const params = request.params as Record<string, string>;
            request.targetUser = await targetUserAccess(
              app,
              signedInUser(request),
              params[targetUser],
              notOwnAccount,
            );
          },
        }),
      };
    }
    case 'domain-role': {
      const { role } = authorization;
      return {
        onRequest: app.authenticate,
        // After validation, so a malformed request is a 400 whatever the caller's role.
        async preHandler(request) {
          const params = request.params as Record<string, string>;
          const access = await domainAccess(app, signedInUser(request), params[DOMAIN_PARAMETER]);
          requireDomainRole(access, role);
          request.domainAccess = access;
        },
      };
    }
  }
}

/** The metaverse an `x-domain-role` operation acts on, with the caller's access (the guard checked it). */
export function grantedDomain(request: FastifyRequest): DomainAccess {
  if (!request.domainAccess) throw new Error(`${request.routeOptions.url ?? ''} declares no x-domain-role`);
  return request.domainAccess;
}

/** The account an `x-target-user` operation acts on (the guard loaded it and checked the actor may act on it). */
export function targetUser(request: FastifyRequest): UserDoc {
  if (!request.targetUser) throw new Error(`${request.routeOptions.url ?? ''} declares no x-target-user`);
  return request.targetUser;
}
