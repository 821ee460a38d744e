/**
 * The one authorization guard. The contract router installs it on every operation from the operation's
 * declared mode (`server/lib/contract.ts`): public operations get nothing; every other operation needs a
 * valid session (401); `x-permission` operations refuse, before their input is read, a caller who holds none
 * of the permissions (403 "Invalid Permission", or the operation's `x-permission-refusal`) and, with
 * `x-target-user`, load the account they act on after validation (404 when unknown) and refuse to act on a
 * superuser's account for anyone but a superuser (403, `user-target.ts`) and, with `x-not-own-account`, to
 * act on the caller's own account (403); `x-domain-role` operations, after validation, load the metaverse the
 * request names (the `{domain}` parameter, or where the rule's `from` says; none when an optional field is
 * absent) (404 when unknown) and refuse a caller below the role (403). Handlers then read the caller with
 * `signedInUser(request)`, the metaverse with `grantedDomain(request)` (or `grantedDomainIfNamed`) and the
 * account with `targetUser(request)`.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { forbidden } from '../lib/http-error.ts';
import { MESSAGES } from '../lib/messages.ts';
import type { Authorization, DomainRule } from '../lib/contract-authz.ts';
import { signedInUser } from '../plugins/auth.ts';
import { domainAccess, requireDomainRole, type DomainAccess } from './domain-access.ts';
import type { UserDoc } from '../repositories/users-repository.ts';
import { holdsAnyPermission } from './permissions.ts';
import { targetUserAccess } from './user-target.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The metaverse of an `x-domain-role` operation and the caller's access to it (null elsewhere, and when
     * an optional rule's field names none).
     */
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
      const {
        permissions,
        refusal = MESSAGES.invalidPermission,
        targetUser,
        notOwnAccount = false,
        domain,
      } = authorization;
      return {
        async onRequest(request) {
          await app.authenticate(request);
          if (!holdsAnyPermission(request.user, permissions)) throw forbidden(refusal);
        },
        // After validation, like the metaverse below: a malformed id is a 400, an unknown one a 404.
        ...((targetUser !== undefined || domain !== undefined) && {
          async preHandler(request: FastifyRequest) {
            if (targetUser !== undefined) {
              const params = request.params as Record<string, string>;
              request.targetUser = await targetUserAccess(
                app,
                signedInUser(request),
                params[targetUser],
                notOwnAccount,
              );
            }
            if (domain !== undefined) request.domainAccess = await grantDomain(app, request, domain);
          },
        }),
      };
    }
    case 'domain-role': {
      const { domain } = authorization;
      return {
        onRequest: app.authenticate,
        // After validation, so a malformed request is a 400 whatever the caller's role.
        async preHandler(request) {
          request.domainAccess = await grantDomain(app, request, domain);
        },
      };
    }
  }
}

/** The metaverse key the request gives where `rule` says; null when an optional one is absent or empty. */
function domainKey(request: FastifyRequest, rule: DomainRule): string | null {
  const { in: where, name } = rule.from;
  const input = where === 'path' ? request.params : where === 'query' ? request.query : request.body;
  const value = (input as Record<string, unknown> | undefined)?.[name];
  if (rule.optional && (value === undefined || value === '')) return null;
  // Validation made it a string: the contract reader checked the declaration names a required input.
  if (typeof value !== 'string') throw new Error(`${request.routeOptions.url ?? ''} names no metaverse`);
  return rule.targetPath ? value.split('/')[0] : value;
}

/**
 * The metaverse the request names, when the caller has the rule's role in it (404 when unknown, 403 with the
 * role's refusal otherwise); null when the rule is optional and the request names none.
 */
async function grantDomain(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: DomainRule,
): Promise<DomainAccess | null> {
  const key = domainKey(request, rule);
  if (key === null) return null;
  const access = await domainAccess(app, signedInUser(request), key);
  requireDomainRole(access, rule.role, rule);
  return access;
}

/** The metaverse an `x-domain-role` operation acts on, with the caller's access (the guard checked it). */
export function grantedDomain(request: FastifyRequest): DomainAccess {
  if (!request.domainAccess) throw new Error(`${request.routeOptions.url ?? ''} declares no x-domain-role`);
  return request.domainAccess;
}

/**
 * The metaverse an operation with an optional `x-domain-role` acts on, when the request names one (the guard
 * checked the caller's role in it), or null when it names none.
 */
export function grantedDomainIfNamed(request: FastifyRequest): DomainAccess | null {
  return request.domainAccess;
}

/** The account an `x-target-user` operation acts on (the guard loaded it and checked the actor may act on it). */
export function targetUser(request: FastifyRequest): UserDoc {
  if (!request.targetUser) throw new Error(`${request.routeOptions.url ?? ''} declares no x-target-user`);
  return request.targetUser;
}
