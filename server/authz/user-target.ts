/**
 * The rules of staff acting on one user's account (`x-target-user` in the contract, the texts and pure
 * rules in `common/staff-boundaries.ts`): the guard loads the account (404 when unknown) and refuses an
 * actor who is not a superuser when the account is a superuser's, and, on an operation declaring
 * `x-not-own-account` (one that changes a balance, an inventory or permissions), the actor's own account; a
 * change of permissions is checked as a whole by `permissionChangeError`, on the locked row, inside the write.
 */
import type { FastifyInstance } from 'fastify';
import {
  accountRefusal,
  ownAccountRefusal,
  permissionChangeRefusal,
  SENSITIVE_PERMISSIONS,
  STAFF_BOUNDARY_TEXTS,
} from '../../common/staff-boundaries.ts';
import { forbidden, HttpError, notFound } from '../lib/http-error.ts';
import { MESSAGES } from '../lib/messages.ts';
import type { UserDoc } from '../repositories/users-repository.ts';
import {
  hasPermission,
  isKnownPermission,
  isStaff,
  PERMISSIONS,
  type PermissionHolder,
} from './permissions.ts';

export { SENSITIVE_PERMISSIONS, STAFF_BOUNDARY_TEXTS };

/**
 * The account an `x-target-user` operation acts on; 404 when unknown, 403 when the actor may not act on it
 * (with `notOwnAccount`, when it is the actor's own).
 */
export async function targetUserAccess(
  app: FastifyInstance,
  actor: UserDoc,
  id: string,
  notOwnAccount = false,
): Promise<UserDoc> {
  const target = await app.repos.users.get(id);
  if (!target) throw notFound(MESSAGES.userNotFound);
  const refusal = notOwnAccount ? ownAccountRefusal(actor, target) : accountRefusal(actor, target);
  if (refusal) throw forbidden(refusal);
  return target;
}

export const PERMISSION_CHANGE_TEXTS = {
  unknownPermission: (name: string) => `Unknown permission: ${name}`,
  deprecatedPermission: (name: string) => `${name} is deprecated and cannot be granted`,
} as const;

const DEPRECATED = new Set(PERMISSIONS.filter((p) => p.deprecated).map((p) => p.name));

/**
 * Checks a change of `target`'s permissions from its current list to `next` by `actor`: the actor needs
 * admin_edit_permissions (or superuser); names must be in the catalogue; deprecated permissions cannot be
 * granted; then the account rules of `permissionChangeRefusal` (a superuser's account, one's own
 * permissions, the sensitive permissions).
 * @returns the error to send, or null when the change is allowed
 */
export function permissionChangeError(
  actor: PermissionHolder & { id: string },
  target: PermissionHolder & { id: string },
  next: readonly string[],
): HttpError | null {
  if (
    !isStaff(actor) ||
    (!hasPermission(actor, 'superuser') && !hasPermission(actor, 'admin_edit_permissions'))
  ) {
    return forbidden(MESSAGES.invalidPermission);
  }
  const current = new Set(target.permissions ?? []);
  const added = next.filter((name) => !current.has(name));
  const removed = [...current].filter((name) => !next.includes(name));
  for (const name of added) {
    if (!isKnownPermission(name)) return new HttpError(400, PERMISSION_CHANGE_TEXTS.unknownPermission(name));
    if (DEPRECATED.has(name)) return new HttpError(400, PERMISSION_CHANGE_TEXTS.deprecatedPermission(name));
  }
  const refusal = permissionChangeRefusal(actor, target, [...added, ...removed]);
  return refusal ? forbidden(refusal) : null;
}
