/**
 * The state of a metaverse's plan over time (owner-console.md §2.5 plan display, §3 plan resource). A trial
 * is activated while it runs; when its end passes it is still activated for TRIAL_GRACE_MS — the console reads
 * "Expiring Now" — and then it is no longer activated: the console reads "Expired" and the metaverse has the
 * free plan's capabilities. Paid and custom plans are activated unless stored otherwise.
 */
import type { components } from '../../common/api/schema.d.ts';

type StoredPlan = NonNullable<components['schemas']['Domain']['plan']>;

/** How long an ended trial stays activated before it is over (ours: the spec names the state, not its length). */
export const TRIAL_GRACE_MS = 86_400_000;

/** Whether the plan is in force at `now`. */
export function planActivated(plan: StoredPlan, now: Date): boolean {
  if (plan.activated === false) return false;
  if (plan.trialend === undefined) return true;
  return now.getTime() < Date.parse(plan.trialend) + TRIAL_GRACE_MS;
}

/** The plan as the console reads it at `now`: `activated` computed, everything else as stored. */
export function planAt<P extends StoredPlan>(plan: P, now: Date): P {
  return { ...plan, activated: planActivated(plan, now) };
}
