/**
 * The checks built on the permission catalogue of staff-and-agents.md §6 (`common/permissions.ts`).
 * A user's permissions arrive as a list of names on the user record.
 */
import { PERMISSIONS, type Permission, type PermissionInfo } from '../../common/permissions.ts';

export { PERMISSIONS, type Permission, type PermissionInfo };

/** Anything that carries a permission list (a user record). */
export interface PermissionHolder {
  readonly permissions?: readonly string[];
}

const KNOWN = new Set(PERMISSIONS.map((p) => p.name));

/** Whether `name` is in the catalogue. */
export function isKnownPermission(name: string): name is Permission {
  return KNOWN.has(name);
}

/** Whether the user holds the permission (no user holds nothing). */
export function hasPermission(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  return user?.permissions?.includes(permission) ?? false;
}

/** Staff may use the admin area: administrator or superuser (staff-and-agents.md §6). */
export function isStaff(user: PermissionHolder | null | undefined): boolean {
  return hasPermission(user, 'administrator') || hasPermission(user, 'superuser');
}
