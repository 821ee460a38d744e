/**
 * What staff may do to one user's account (the contract's `x-target-user`): only a superuser acts on a
 * superuser's account, nobody changes their own balance, inventory or permissions (the operations declaring
 * `x-not-own-account`), and the sensitive permissions are granted or removed only by a superuser. The server's
 * guard enforces these; the console disables what they refuse and says why.
 */
import type { Permission } from './permissions.ts';

/** Anything that carries an id and a permission list (a user record). */
export interface AccountHolder {
  readonly id?: string;
  readonly permissions?: readonly string[];
}

/** Permissions that widen what their holder may do to other accounts: only a superuser grants or removes them. */
export const SENSITIVE_PERMISSIONS: readonly Permission[] = [
  'admin_edit_permissions',
  'can_use_access_token',
  'superuser',
];

export const STAFF_BOUNDARY_TEXTS = {
  superuserAccount: "Only a superuser can change a superuser's account.",
  ownAccount: 'Staff cannot change their own balance, inventory or permissions.',
  sensitivePermission: (name: string) => `Only a superuser can grant or remove ${name}`,
} as const;

const isSuperuser = (user: AccountHolder | null | undefined): boolean =>
  user?.permissions?.includes('superuser') ?? false;

/**
 * Why `actor` may not change `target`'s balance, inventory or permissions, or null when it may: never on a
 * superuser's account unless a superuser, and never on one's own, a superuser included.
 */
export function ownAccountRefusal(
  actor: AccountHolder | null | undefined,
  target: AccountHolder | null | undefined,
): string | null {
  const onAccount = accountRefusal(actor, target);
  if (onAccount) return onAccount;
  return actor?.id !== undefined && actor.id === target?.id ? STAFF_BOUNDARY_TEXTS.ownAccount : null;
}

/** Whether `name` is granted or removed only by a superuser. */
export function isSensitivePermission(name: string): boolean {
  return (SENSITIVE_PERMISSIONS as readonly string[]).includes(name);
}

/** Why `actor` may not act on `target`'s account at all, or null when it may. */
export function accountRefusal(
  actor: AccountHolder | null | undefined,
  target: AccountHolder | null | undefined,
): string | null {
  return isSuperuser(target) && !isSuperuser(actor) ? STAFF_BOUNDARY_TEXTS.superuserAccount : null;
}

/**
 * Why `actor` may not add or remove `changed` permissions of `target`, or null when it may (whether the
 * actor may edit permissions at all, and which names exist, are checked elsewhere).
 */
export function permissionChangeRefusal(
  actor: AccountHolder | null | undefined,
  target: AccountHolder | null | undefined,
  changed: readonly string[],
): string | null {
  const onAccount = ownAccountRefusal(actor, target);
  if (onAccount) return onAccount;
  if (isSuperuser(actor)) return null;
  const sensitive = changed.find(isSensitivePermission);
  return sensitive ? STAFF_BOUNDARY_TEXTS.sensitivePermission(sensitive) : null;
}
