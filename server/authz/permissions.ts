/**
 * The checks built on the permission catalogue of staff-and-agents.md §6 (`common/permissions.ts`). The rule
 * itself is shared with the console (`common/permission-rules.ts`); this module adds the catalogue lookup.
 */
import { PERMISSIONS, type Permission, type PermissionInfo } from '../../common/permissions.ts';

export { PERMISSIONS, type Permission, type PermissionInfo };
export {
  hasPermission,
  holdsAnyPermission,
  holdsPermission,
  isAdminAreaPermission,
  isStaff,
  type PermissionHolder,
} from '../../common/permission-rules.ts';

const KNOWN = new Set(PERMISSIONS.map((p) => p.name));

/** Whether `name` is in the catalogue. */
export function isKnownPermission(name: string): name is Permission {
  return KNOWN.has(name);
}
