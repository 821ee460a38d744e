/**
 * A user's role in one domain (owner-console.md §6): the owner, a manager (manage_domain),
 * a host, a plain member, or nobody. The catalogue's user-level `manage_domain` ("manage all
 * domains") and `host` ("host in all domains") grant those roles in every domain.
 */
import { hasPermission, isStaff, type PermissionHolder } from './permission-rules.ts';

export type DomainRole = 'owner' | 'manager' | 'host' | 'member' | 'none';

/**
 * A role an operation can require (the contract's `x-domain-role`), lowest first. `viewer` is anyone who may
 * see the metaverse: every signed-in user when it is public, its members when it is invite-only.
 */
export const REQUIRED_DOMAIN_ROLES = ['viewer', 'member', 'host', 'manager', 'owner'] as const;
export type RequiredDomainRole = (typeof REQUIRED_DOMAIN_ROLES)[number];

export function isRequiredDomainRole(name: string): name is RequiredDomainRole {
  return (REQUIRED_DOMAIN_ROLES as readonly string[]).includes(name);
}

/**
 * Which staff stand in for a role they lack (the contract's `staff:` in `x-domain-role`): `administrator`,
 * any staff user (administrator or superuser, as `holdsPermission` counts administrator), or `superuser`
 * only. Either way staff stand in up to manager, never as the owner.
 */
export const STAFF_STANDINGS = ['administrator', 'superuser'] as const;
export type StaffStanding = (typeof STAFF_STANDINGS)[number];

export function isStaffStanding(name: string): name is StaffStanding {
  return (STAFF_STANDINGS as readonly string[]).includes(name);
}

const RANK: Record<DomainRole, number> = { none: 0, member: 1, host: 2, manager: 3, owner: 4 };
/** The rank a required role needs; a viewer of an invite-only metaverse needs to be a member. */
const NEEDED: Record<RequiredDomainRole, number> = { viewer: 1, member: 1, host: 2, manager: 3, owner: 4 };

/**
 * Whether a user with `role` in a domain may do what needs `needed`: that role or a higher one. Staff
 * (administrator or superuser; with `staff: 'superuser'` only a superuser) count as managers of every
 * domain, never as its owner. A public domain's viewers are checked by `grantsDomainRole`.
 */
export function meetsDomainRole(
  user: PermissionHolder | null | undefined,
  role: DomainRole,
  needed: RequiredDomainRole,
  staff: StaffStanding = 'administrator',
): boolean {
  if (RANK[role] >= NEEDED[needed]) return true;
  if (needed === 'owner') return false;
  return staff === 'superuser' ? hasPermission(user, 'superuser') : isStaff(user);
}

/**
 * Whether the user, with `role` in `domain`, may do what needs `needed` there: every signed-in user views a
 * public domain; otherwise as `meetsDomainRole`. The one rule behind the guard's `x-domain-role`.
 */
export function grantsDomainRole(
  user: PermissionHolder | null | undefined,
  domain: Pick<DomainAccessFacts, 'domainaccess'>,
  role: DomainRole,
  needed: RequiredDomainRole,
  staff: StaffStanding = 'administrator',
): boolean {
  if (needed === 'viewer' && domain.domainaccess === 'public') return true;
  return meetsDomainRole(user, role, needed, staff);
}

/**
 * Who manages a metaverse's files and drive folders (owner-console.md §6, "superuser or domain permission
 * manage_domain"): its owner and managers, and of staff only a superuser. The content operations declare
 * the same rule in the contract (`x-domain-role: { role: manager, staff: superuser }`).
 */
export const MANAGES_CONTENT = { role: 'manager', staff: 'superuser' } as const satisfies {
  role: RequiredDomainRole;
  staff: StaffStanding;
};

/** Whether the user, with `role` in a metaverse, manages its content (`MANAGES_CONTENT`). */
export function managesContent(user: PermissionHolder | null | undefined, role: DomainRole): boolean {
  return meetsDomainRole(user, role, MANAGES_CONTENT.role, MANAGES_CONTENT.staff);
}

/** The fields of a domain that decide access. */
export interface DomainAccessFacts {
  readonly owner: string;
  readonly domainaccess: 'public' | 'invite_only';
}

/** A membership row: the member's permissions inside the domain. */
export interface MembershipFacts {
  readonly permissions: readonly string[];
}

/** The user's role in the domain, from ownership, the membership row and user-level permissions. */
export function domainRole(
  user: (PermissionHolder & { readonly id: string }) | null | undefined,
  domain: Pick<DomainAccessFacts, 'owner'>,
  membership: MembershipFacts | null | undefined,
): DomainRole {
  if (!user) return 'none';
  if (domain.owner === user.id) return 'owner';
  if (membership?.permissions.includes('manage_domain') || hasPermission(user, 'manage_domain'))
    return 'manager';
  if (membership?.permissions.includes('host') || hasPermission(user, 'host')) return 'host';
  if (membership) return 'member';
  return 'none';
}

/** Whether the user may see the domain: public ones for anyone, invite-only ones for members and staff. */
export function canViewDomain(
  user: (PermissionHolder & { readonly id: string }) | null | undefined,
  domain: DomainAccessFacts,
  membership: MembershipFacts | null | undefined,
): boolean {
  return grantsDomainRole(user, domain, domainRole(user, domain, membership), 'viewer');
}

/** Whether the user sees the domain's billing (its subscription id): its owner and staff. */
export function seesDomainBilling(
  user: (PermissionHolder & { readonly id: string }) | null | undefined,
  domain: Pick<DomainAccessFacts, 'owner'>,
): boolean {
  return !!user && (domain.owner === user.id || isStaff(user));
}
