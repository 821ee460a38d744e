/** What a metaverse's plan allows (owner-console.md §3 Plan resource); who may act on it is in `server/authz/`. */
import {
  CAPABILITIES,
  isPlanType,
  type Capabilities,
  type PlanType,
} from '../../providers/payments/catalogue.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import { planActivated } from '../../lib/plan-state.ts';

/** The plan type in force: a plan that is no longer activated (a trial over) counts as free. */
export function effectivePlanType(domain: DomainDoc, now: Date): PlanType {
  const plan = domain.plan;
  if (!plan || !isPlanType(plan.type)) return 'free';
  return planActivated(plan, now) ? plan.type : 'free';
}

export function capabilities(domain: DomainDoc, now: Date): Capabilities {
  return CAPABILITIES[effectivePlanType(domain, now)];
}
