/**
 * A user's role in one domain (owner-console.md §6): the owner, a manager (manage_domain),
 * a host, a plain member, or nobody. The catalogue's user-level `manage_domain` ("manage all
 * domains") and `host` ("host in all domains") grant those roles in every domain.
 */
import { hasPermission, isStaff, type PermissionHolder } from './permissions.ts';

export type DomainRole = 'owner' | 'manager' | 'host' | 'member' | 'none';

/** A role an operation can require (the contract's `x-domain-role`), lowest first. */
export const REQUIRED_DOMAIN_ROLES = ['member', 'host', 'manager', 'owner'] as const;
export type RequiredDomainRole = (typeof REQUIRED_DOMAIN_ROLES)[number];

export function isRequiredDomainRole(name: string): name is RequiredDomainRole {
  return (REQUIRED_DOMAIN_ROLES as readonly string[]).includes(name);
}

const RANK: Record<DomainRole, number> = { none: 0, member: 1, host: 2, manager: 3, owner: 4 };

/**
 * Whether a user with `role` in a domain may do what needs `needed`: that role or a higher one. Staff
 * (administrator or superuser) count as managers of every domain, never as its owner.
 */
export function meetsDomainRole(
  user: PermissionHolder | null | undefined,
  role: DomainRole,
  needed: RequiredDomainRole,
): boolean {
  if (RANK[role] >= RANK[needed]) return true;
  return needed !== 'owner' && isStaff(user);
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
  if (domain.domainaccess === 'public') return true;
  return isStaff(user) || domainRole(user, domain, membership) !== 'none';
}
