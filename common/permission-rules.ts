/**
 * The one permission rule of staff-and-agents.md §6, as pure functions over a user's permission list: the
 * server's guard applies it to the contract's `x-permission` (`server/authz/permissions.ts` re-exports it),
 * and the console hides what it refuses (`src/authProvider/canAccess.ts` re-exports it).
 */
import type { Permission } from './permissions.ts';

/** Anything that carries a permission list (a user record). */
export interface PermissionHolder {
  readonly permissions?: readonly string[];
}

/** Whether the user's list names `permission` (no user holds nothing; no rule applied: see `holdsPermission`). */
export function hasPermission(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  return user?.permissions?.includes(permission) ?? false;
}

/** The admin-area permissions: they count only for an administrator (staff-and-agents.md §6). */
export function isAdminAreaPermission(permission: string): boolean {
  return permission.startsWith('admin_') || permission === 'can_use_access_token';
}

/**
 * Whether the user may act with `permission`: a superuser holds every permission; an admin-area permission
 * also needs administrator ("the admin area needs administrator or superuser"); `administrator` alone is
 * any staff user. The one rule behind the contract's `x-permission` and the console's staff predicate.
 */
export function holdsPermission(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  if (hasPermission(user, 'superuser')) return true;
  if (!hasPermission(user, permission)) return false;
  return !isAdminAreaPermission(permission) || hasPermission(user, 'administrator');
}

/** Whether the user holds at least one of `permissions` (as `holdsPermission` counts them). */
export function holdsAnyPermission(
  user: PermissionHolder | null | undefined,
  permissions: readonly Permission[],
): boolean {
  return permissions.some((permission) => holdsPermission(user, permission));
}

/** Staff may use the admin area: administrator or superuser (staff-and-agents.md §6). */
export function isStaff(user: PermissionHolder | null | undefined): boolean {
  return holdsPermission(user, 'administrator');
}
