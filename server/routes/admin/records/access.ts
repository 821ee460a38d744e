/**
 * Shared rules of the staff record pages: who may do what (staff-and-agents.md §6), the plan conditions of
 * staff-and-agents.md §4 and §5, the texts the handlers send, and the 404 of a missing record.
 */
import { COMMON_TEXTS } from '../../../../common/texts.ts';
import { notFound } from '../../../lib/http-error.ts';

export const RECORD_MESSAGES = {
  domainNotFound: 'Domain not found',
  locationNotFound: COMMON_TEXTS.locationNotFound,
  plotNotFound: 'Plot not found',
  buildingNotFound: 'Building not found',
  recordNotFound: 'Record not found',
  userNotFound: COMMON_TEXTS.userNotFound,
  childProductNotFound: 'Child product not found',
  voiceRequestNotFound: 'Voice request not found',
  noRecording: COMMON_TEXTS.noRecording,
  onlyFreeOrTrial: 'Only a metaverse on a free or trial plan can be changed this way',
  onlyTrial: 'Only a metaverse on a trial plan can have its trial reset',
  ownerPlanRule: 'The owner of a metaverse can only be changed on a free, trial or custom enterprise plan',
  buildingWithoutAddress: 'This building has no cell address',
} as const;

/** The plan record of a domain document (owner-console.md §3). */
export interface PlanFacts {
  type?: string;
  plan?: string;
  trialend?: string;
  activated?: boolean;
}

export function planOf(doc: Record<string, unknown>): PlanFacts | undefined {
  const plan = doc.plan;
  return plan && typeof plan === 'object' ? (plan as PlanFacts) : undefined;
}

export const isFreePlan = (plan: PlanFacts | undefined): boolean =>
  !plan || plan.type === 'free' || plan.plan === 'free';
export const isTrialPlan = (plan: PlanFacts | undefined): boolean => /(^|-)trial$/.test(plan?.plan ?? '');
export const isCustomPlan = (plan: PlanFacts | undefined): boolean => plan?.plan === 'enterprise-custom';

/** owner-console.md §5: the owner of a domain may change on a free, trial or enterprise-custom plan. */
export function ownerMayChange(plan: PlanFacts | undefined): boolean {
  return isFreePlan(plan) || isTrialPlan(plan) || isCustomPlan(plan);
}

/** `value`, or a 404 with `message` when there is none. */
export function orNotFound<T>(value: T | null, message: string): T {
  if (value === null) throw notFound(message);
  return value;
}
