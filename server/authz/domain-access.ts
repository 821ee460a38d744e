/**
 * The caller's access to one metaverse (owner-console.md §6): the domain, the caller, their role and their
 * membership, and the one check of a required role, with the refusal text for each role.
 */
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../lib/http-error.ts';
import { MESSAGES } from '../lib/messages.ts';
import type { DomainDoc } from '../repositories/domains-repository.ts';
import type { UserDoc } from '../repositories/users-repository.ts';
import { METAVERSE_TEXTS } from '../routes/metaverses/texts.ts';
import {
  domainRole,
  grantsDomainRole,
  managesContent,
  type DomainRole,
  type RequiredDomainRole,
  type StaffStanding,
} from '../../common/domain-roles.ts';

export interface DomainAccess {
  domain: DomainDoc;
  user: UserDoc;
  role: DomainRole;
  /** The membership row's permissions, or null for non-members. */
  permissions: string[] | null;
}

/** What a caller without the role needed is told (unless the operation declares its own refusal). */
export const DOMAIN_ROLE_REFUSALS: Record<RequiredDomainRole, string> = {
  viewer: MESSAGES.domainMembersOnly,
  member: METAVERSE_TEXTS.membersOnly,
  host: 'Only hosts, managers and the owner of this metaverse can do this',
  manager: METAVERSE_TEXTS.managersOnly,
  owner: METAVERSE_TEXTS.needsOwner,
};

/** The domain (by id or uri) and the caller's role in it; 404 when it does not exist. */
export async function domainAccess(app: FastifyInstance, user: UserDoc, key: string): Promise<DomainAccess> {
  const domain = await app.repos.domains.findByKey(key);
  if (!domain) throw notFound(MESSAGES.domainNotFound);
  const permissions = await app.repos.domains.membership(domain.id, user.id);
  return { domain, user, permissions, role: domainRole(user, domain, permissions && { permissions }) };
}

/** How a role is checked: which staff stand in for it, and the refusal text when it is not the role's own. */
export interface DomainRoleCheck {
  staff?: StaffStanding;
  refusal?: string;
}

/** Refuses a caller whose role in the domain is below `needed` (staff count as managers). */
export function requireDomainRole(
  access: DomainAccess,
  needed: RequiredDomainRole,
  { staff, refusal }: DomainRoleCheck = {},
): void {
  if (!grantsDomainRole(access.user, access.domain, access.role, needed, staff))
    throw forbidden(refusal ?? DOMAIN_ROLE_REFUSALS[needed]);
}

/** Whether the user manages the domain's content (its owner, its managers, a superuser: `MANAGES_CONTENT`). */
export async function managesDomain(
  app: FastifyInstance,
  user: UserDoc,
  domain: DomainDoc,
): Promise<boolean> {
  const permissions = await app.repos.domains.membership(domain.id, user.id);
  return managesContent(user, domainRole(user, domain, permissions && { permissions }));
}
