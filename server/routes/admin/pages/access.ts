/**
 * Who may use the staff pages (staff-and-agents.md §6): the admin area needs administrator or superuser;
 * writes and some reads also need a specific permission, which a superuser always has.
 */
import type { FastifyRequest } from 'fastify';
import { hasPermission, isStaff, type Permission } from '../../../authz/index.ts';
import { forbidden } from '../../../lib/http-error.ts';
import { MESSAGES } from '../../../lib/messages.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { UserDoc } from '../../../repositories/users-repository.ts';

/** The signed-in staff user; anyone else gets "Invalid Permission". */
export function requireStaff(request: FastifyRequest): UserDoc {
  const user = signedInUser(request);
  if (!isStaff(user)) throw forbidden(MESSAGES.invalidPermission);
  return user;
}

/** Staff holding `permission` (superusers hold every permission). */
export function requireStaffWith(request: FastifyRequest, permission: Permission): UserDoc {
  const user = requireStaff(request);
  if (!hasPermission(user, 'superuser') && !hasPermission(user, permission)) {
    throw forbidden(MESSAGES.invalidPermission);
  }
  return user;
}
