/** Who may do what in a metaverse (owner-console.md §6) and what its plan allows (§3 Plan resource). */
import type { FastifyInstance } from 'fastify';
import { domainRole, isStaff, type DomainRole } from '../../authz/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import {
  CAPABILITIES,
  isPlanType,
  type Capabilities,
  type PlanType,
} from '../../providers/payments/catalogue.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { METAVERSE_TEXTS } from './texts.ts';
import { planActivated } from '../../lib/plan-state.ts';

export interface DomainAccess {
  domain: DomainDoc;
  user: UserDoc;
  role: DomainRole;
  /** The membership row's permissions, or null for non-members. */
  permissions: string[] | null;
}

/** The domain and the caller's role; 404 when it does not exist. */
export async function domainAccess(app: FastifyInstance, user: UserDoc, key: string): Promise<DomainAccess> {
  const domain = await app.repos.domains.findByKey(key);
  if (!domain) throw notFound(MESSAGES.domainNotFound);
  const permissions = await app.repos.domains.membership(domain.id, user.id);
  return { domain, user, permissions, role: domainRole(user, domain, permissions && { permissions }) };
}

/** Members (and staff) see the plan and the member summary. */
export function requireMember(access: DomainAccess): void {
  if (access.role === 'none' && !isStaff(access.user)) throw forbidden(METAVERSE_TEXTS.membersOnly);
}

/** The owner, managers (manage_domain) and staff manage a metaverse. */
export function requireManager(access: DomainAccess): void {
  if (access.role !== 'owner' && access.role !== 'manager' && !isStaff(access.user))
    throw forbidden(METAVERSE_TEXTS.managersOnly);
}

/** Paid subscriptions are created and cancelled by the owner alone (the needs-owner dialog). */
export function requireOwner(access: DomainAccess): void {
  if (access.role !== 'owner') throw forbidden(METAVERSE_TEXTS.needsOwner);
}

/** The plan type in force: a plan that is no longer activated (a trial over) counts as free. */
export function effectivePlanType(domain: DomainDoc, now: Date): PlanType {
  const plan = domain.plan;
  if (!plan || !isPlanType(plan.type)) return 'free';
  return planActivated(plan, now) ? plan.type : 'free';
}

export function capabilities(domain: DomainDoc, now: Date): Capabilities {
  return CAPABILITIES[effectivePlanType(domain, now)];
}
