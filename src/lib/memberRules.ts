/**
 * Member rules (owner-console.md §5 "Invite by email" and "Member editing", §6): the email list of the invite
 * dialog, the plan limits on inviting, and which role checkboxes and actions are allowed.
 */

/** Something, an at sign, something, a dot, something. */
const ADDRESS_PATTERN = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/**
 * The addresses of a comma-separated list, or null when any entry is not address-like (then Invite is
 * disabled). Blank text is not a list.
 */
export function parseEmailList(text: string): string[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !ADDRESS_PATTERN.test(part))) return null;
  return parts;
}

/** What the plan says about inviting. */
export interface InviteCapabilities {
  canInviteByLink: boolean;
  canInviteByEmail: boolean;
  /** 0 means no limit. */
  maxMembers: number;
}

export type InviteBlock = 'plan' | 'limit' | null;

/** Why email invites are refused (the upgrade dialog says which), or null when allowed. */
export function emailInviteBlock(plan: InviteCapabilities, memberCount: number): InviteBlock {
  if (!plan.canInviteByEmail) return 'plan';
  if (plan.maxMembers > 0 && memberCount >= plan.maxMembers) return 'limit';
  return null;
}

/** Who is being edited, relative to the signed-in user and the metaverse owner. */
export interface RoleContext {
  canManageRoles: boolean;
  memberId: string;
  selfId: string;
  ownerId: string;
}

/** The Manager checkbox: not without canManageRoles, not for oneself, not for the owner. */
export function managerCheckboxDisabled(context: RoleContext): boolean {
  return (
    !context.canManageRoles || context.memberId === context.selfId || context.memberId === context.ownerId
  );
}

/** The Host checkbox: not without canManageRoles. */
export function hostCheckboxDisabled(context: Pick<RoleContext, 'canManageRoles'>): boolean {
  return !context.canManageRoles;
}

/** The owner can never be removed. */
export function canRemoveMember(memberId: string, ownerId: string): boolean {
  return memberId !== ownerId;
}

/** The permissions with `permission` switched on or off, order kept and no duplicates. */
export function withPermission(permissions: readonly string[], permission: string, on: boolean): string[] {
  const rest = permissions.filter((p) => p !== permission);
  return on ? [...rest, permission] : rest;
}

/** The member's role names for the table: Manager and Host from their permissions. */
export function roleNames(permissions: readonly string[]): string[] {
  const names: string[] = [];
  if (permissions.includes('manage_domain')) names.push('Manager');
  if (permissions.includes('host')) names.push('Host');
  return names;
}

/**
 * A user's roles in one metaverse, as staff read them (owner-console.md §6): Owner (which holds every role),
 * else Manager and Host as held, else Member. Never empty.
 */
export function domainRoles(owner: boolean, permissions: readonly string[]): string[] {
  if (owner) return ['Owner'];
  const names = roleNames(permissions);
  return names.length > 0 ? names : ['Member'];
}
