/**
 * How a metaverse's plan reads in lists (owner-console.md §2.5): no plan or the free plan reads "Free"; a trial
 * reads "Expired" (red) whenever it is not activated (whatever its end date), otherwise "Expiring Now" (red) once past its end, otherwise
 * the days left — red when less than 5 days remain, measured in milliseconds (4.5 days left reads "5 days left"
 * in red).
 */
import type { PlanSummary } from '../api/types';

/** Trial warning threshold (owner-console.md §9: under 5 days). */
export const TRIAL_WARNING_DAYS = 5;
const DAY_MS = 86_400_000;

export const PLAN_TEXTS = {
  free: 'Free',
  expiringNow: 'Expiring Now',
  expired: 'Expired',
  trial: 'Trial',
} as const;

export interface PlanDisplay {
  /** The plan type, e.g. "Free", "Premium", "Business Trial". */
  label: string;
  /** Expiry text for trials, with `warning` when it is shown in red. */
  expiry?: { text: string; warning: boolean };
}

const TYPE_LABELS: Record<PlanSummary['type'], string> = {
  free: 'Free',
  premium: 'Premium',
  professional: 'Professional',
  business: 'Business',
  paperclip: 'Paperclip',
  enterprise: 'Enterprise',
};

/** A plan type's display name ("Premium" for premium); an unknown type reads as it is. */
export function planTypeName(type: string): string {
  return (TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** True for trial plans (plan names such as `premium-trial`). */
export function isTrialPlan(plan: PlanSummary | undefined): boolean {
  return Boolean(plan && /(^|-)trial$/.test(plan.plan));
}

/** "N days left" ("1 day left"). */
export function daysLeftText(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** The plan text of a domain at `now`. */
export function planDisplay(plan: PlanSummary | undefined, now: Date): PlanDisplay {
  if (!plan || plan.type === 'free') return { label: PLAN_TEXTS.free };
  const type = planTypeName(plan.type);
  if (!isTrialPlan(plan)) return { label: type };
  const label = `${type} ${PLAN_TEXTS.trial}`;
  // A plan without the flag counts as activated, as the plan resource reads it.
  if (plan.activated === false) return { label, expiry: { text: PLAN_TEXTS.expired, warning: true } };
  if (!plan.trialend) return { label };
  const remaining = Date.parse(plan.trialend) - now.getTime();
  if (Number.isNaN(remaining)) return { label };
  if (remaining <= 0) return { label, expiry: { text: PLAN_TEXTS.expiringNow, warning: true } };
  const days = Math.ceil(remaining / DAY_MS);
  return { label, expiry: { text: daysLeftText(days), warning: remaining < TRIAL_WARNING_DAYS * DAY_MS } };
}
