/**
 * Which domain operations the console offers (staff-and-agents.md §4, §5); the server enforces the same rules.
 */
import type { PlanSummary } from '../../api/types';
import { isTrialPlan } from '../../lib/plan';

type Plan = Partial<Pick<PlanSummary, 'type' | 'plan'>> | undefined;

export const isFree = (plan: Plan): boolean => !plan || plan.type === 'free' || plan.plan === 'free';
export const isTrial = (plan: Plan): boolean => isTrialPlan(plan as PlanSummary | undefined);

/** Free or trial plans may be deleted and switched; trial plans may have the trial reset. */
export function domainOperations(plan: Plan) {
  const freeOrTrial = isFree(plan) || isTrial(plan);
  return { delete: freeOrTrial, switchPlan: freeOrTrial, trialReset: isTrial(plan) };
}

/** Change owner: admin_write_entities and (non-domain, or free or trial plan, or enterprise-custom plan). */
export function canChangeOwner(canWrite: boolean, isDomain: boolean, plan: Plan): boolean {
  return canWrite && (!isDomain || isFree(plan) || isTrial(plan) || plan?.plan === 'enterprise-custom');
}
