/**
 * Role rules as pure functions (owner-console.md §2.2 and §6, staff-and-agents.md §6). The shell and pages
 * hide what these refuse; the server enforces the same rules on every call.
 */
import { domainRole, meetsDomainRole } from '../../common/domain-roles';
import {
  hasPermission,
  holdsPermission,
  isStaff,
  type PermissionHolder,
} from '../../common/permission-rules';
import type { Domain, User } from '../api/types';

// The one permission rule, shared with the server's guard: import sites of the console keep this module.
export { holdsPermission, isAdminAreaPermission } from '../../common/permission-rules';

/** Anything carrying a permission list (a user record). */
type WithPermissions = PermissionHolder;

/** The prefix of identity-provider user ids that belong to email/password identities. */
export const EMAIL_PASSWORD_ID_PREFIX = 'auth0|';

/** Developer tools: Advertising, Landmarks, Stats, dev views (a superuser holds every permission). */
export function isDeveloper(user: WithPermissions | null | undefined): boolean {
  return holdsPermission(user, 'developer');
}

/** Developers and testers see the developer identity and game-store rows of the profile. */
export function isDeveloperOrTester(user: WithPermissions | null | undefined): boolean {
  return isDeveloper(user) || holdsPermission(user, 'tester');
}

/** Merge Accounts is offered only to accounts with an email/password identity. */
export function canMergeAccounts(user: Pick<User, 'auth0userid'> | null | undefined): boolean {
  return Boolean(user?.auth0userid?.startsWith(EMAIL_PASSWORD_ID_PREFIX));
}

/**
 * Linking this account into another one is offered to everyone but staff, whose accounts the server never
 * links away (requestAccountLink).
 */
export function canRequestAccountLink(user: WithPermissions | null | undefined): boolean {
  return Boolean(user) && !isStaff(user);
}

/** The domain management links: superusers, or users whose domain permissions include manage_domain. */
export function canManageDomain(
  user: WithPermissions | null | undefined,
  domain: Domain | null | undefined,
): boolean {
  if (!user || !domain) return false;
  return hasPermission(user, 'superuser') || Boolean(domain.domainPermissions?.includes('manage_domain'));
}

/**
 * Whether the user may read what a metaverse shows its members only (the contract's `x-domain-role: member`,
 * such as its plan): the server's own rule (`common/domain-roles.ts`) over what the console knows — its owner,
 * its members (the metaverse then carries their `domainPermissions`), users holding manage_domain or host for
 * every metaverse, and staff. Anyone else is refused, so the console does not ask.
 */
export function readsAsMember(
  user: (WithPermissions & { id: string }) | null | undefined,
  domain: Pick<Domain, 'owner' | 'domainPermissions'> | null | undefined,
): boolean {
  if (!user || !domain) return false;
  const membership =
    domain.domainPermissions === undefined ? null : { permissions: domain.domainPermissions };
  return meetsDomainRole(user, domainRole(user, { owner: domain.owner ?? '' }, membership), 'member');
}

/** The Upgrade link is hidden on the enterprise plan. */
export function canUpgrade(domain: Domain | null | undefined): boolean {
  return Boolean(domain) && domain?.plan?.type !== 'enterprise';
}

/** The Events link needs create_events (as a user permission, held by a superuser, or in the domain's permissions). */
export function canCreateEvents(
  user: WithPermissions | null | undefined,
  domain: Domain | null | undefined,
): boolean {
  return (
    holdsPermission(user, 'create_events') || Boolean(domain?.domainPermissions?.includes('create_events'))
  );
}

/**
 * Who gets the manage screens of a metaverse and its targets (single-target-and-flows.md §2, §6) — their
 * settings and the headset promotion's staff controls: those who manage the metaverse, and staff holding
 * admin_write_entities (read and write entities, linking headset events); a superuser holds it. The server's
 * target operations let the same staff act as managers.
 */
export function managesTargets(
  user: WithPermissions | null | undefined,
  domain: Domain | null | undefined,
): boolean {
  return canManageDomain(user, domain) || (!!domain && holdsPermission(user, 'admin_write_entities'));
}

export interface AccessRequest {
  resource: string;
  action: string;
}

/**
 * react-admin's access check: every `admin/…` resource (the staff collections) needs staff; other resources
 * are open to any signed-in user. Signed-out visitors are refused everything.
 */
export function canAccess(user: WithPermissions | null | undefined, request: AccessRequest): boolean {
  if (!user) return false;
  if (request.resource === 'admin' || request.resource.startsWith('admin/'))
    return holdsPermission(user, 'administrator');
  return true;
}
