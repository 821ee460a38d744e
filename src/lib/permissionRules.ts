/**
 * Rules of the staff user page (staff-and-agents.md §5 and §9), the same the server enforces (the account
 * rules are shared, `common/staff-boundaries.ts`): the console disables what the server would refuse.
 */
import { holdsPermission } from '../../common/permission-rules';
import { ownAccountRefusal, permissionChangeRefusal } from '../../common/staff-boundaries';

interface WithPermissions {
  readonly id?: string;
  readonly permissions?: readonly string[];
}

/** A permission of the catalogue as the API lists it. */
export interface CataloguePermission {
  readonly name: string;
  readonly deprecated: boolean;
}

/** Why an action is refused to a user without `permission`. */
export const needsPermission = (action: string, permission: string) =>
  `${action} needs the ${permission} permission.`;

export const PERMISSION_RULE_TEXTS = {
  needsEditPermission: needsPermission('Changing permissions', 'admin_edit_permissions'),
  deprecated: 'A deprecated permission cannot be granted or removed.',
} as const;

/**
 * Why `actor` may change none of `target`'s permissions, or null when some may be changed: without
 * admin_edit_permissions (or superuser), on a superuser's account (unless a superuser), on one's own account.
 */
export function permissionsRefusal(
  actor: WithPermissions | null | undefined,
  target: WithPermissions | null | undefined,
): string | null {
  if (!holdsPermission(actor, 'admin_edit_permissions')) return PERMISSION_RULE_TEXTS.needsEditPermission;
  return ownAccountRefusal(actor, target);
}

/**
 * Why `actor` may not toggle `permission` on `target`, or null when it may: the actor needs
 * admin_edit_permissions (or superuser); deprecated permissions are never editable; then the account rules the
 * server's guard applies (`common/staff-boundaries.ts`): a superuser's permissions and the sensitive
 * permissions are editable only by superusers, and nobody edits their own.
 */
export function permissionEditRefusal(
  actor: WithPermissions | null | undefined,
  target: WithPermissions | null | undefined,
  permission: CataloguePermission,
): string | null {
  const whole = permissionsRefusal(actor, target);
  if (whole) return whole;
  if (permission.deprecated) return PERMISSION_RULE_TEXTS.deprecated;
  return permissionChangeRefusal(actor, target, [permission.name]);
}

/** Whether `actor` may toggle `permission` on `target` ({@link permissionEditRefusal} has no reason). */
export function canEditPermission(
  actor: WithPermissions | null | undefined,
  target: WithPermissions | null | undefined,
  permission: CataloguePermission,
): boolean {
  return permissionEditRefusal(actor, target, permission) === null;
}

/** The permission list after toggling `name`, in catalogue order when `order` is given. */
export function togglePermission(
  current: readonly string[],
  name: string,
  order: readonly string[] = [],
): string[] {
  const next = current.includes(name) ? current.filter((p) => p !== name) : [...current, name];
  const rank = (p: string) => {
    const index = order.indexOf(p);
    return index === -1 ? order.length : index;
  };
  return order.length === 0 ? next : [...next].sort((a, b) => rank(a) - rank(b));
}

/** The six currency buttons of the inventory section (staff-and-agents.md §7 Users). */
export const CURRENCY_AMOUNTS = [-10000, -1000, -100, 100, 1000, 10000] as const;

/** A button label: "-10000" … "+10000". */
export function currencyLabel(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

/** Apartment slots are stored from 0; numbers below 65538 are shown as slot + 1 (staff-and-agents.md §9). */
export function slotNumber(slot: number): number {
  return slot < 65538 ? slot + 1 : slot;
}

/** A metacoin value as MC and as dollars (100 MC = 1 US dollar, staff-and-agents.md §9): "25000 MC ($250.00)". */
export function metacoinText(mc: number): string {
  return `${mc} MC ($${(mc / 100).toFixed(2)})`;
}
