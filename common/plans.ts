/**
 * Plan ranks and trial length (owner-console.md §9), shared by the server's plan offers and trials and the
 * console's template grid and plan texts.
 */
import type { components } from './api/schema.d.ts';

/** A plan type of the contract: free, premium, professional, business, paperclip or enterprise. */
export type PlanType = components['schemas']['PlanSummary']['type'];

/** Plan ranks (owner-console.md §9): free 0, premium 1, professional 2, business and paperclip 3, enterprise 4. */
export const PLAN_RANKS: Readonly<Record<PlanType, number>> = {
  free: 0,
  premium: 1,
  professional: 2,
  business: 3,
  paperclip: 3,
  enterprise: 4,
};

/** Whether `value` is a plan type. */
export function isPlanType(value: string): value is PlanType {
  return Object.hasOwn(PLAN_RANKS, value);
}

/** The rank of a plan type; an unknown type ranks lowest, like free. */
export function planRank(type: string | undefined): number {
  return type !== undefined && isPlanType(type) ? PLAN_RANKS[type] : 0;
}

/** Trials (of a new metaverse, or started or reset by staff) last this many days (the spec leaves it open). */
export const TRIAL_DAYS = 14;
