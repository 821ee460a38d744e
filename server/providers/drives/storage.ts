/**
 * Storage allowance of a metaverse's content by plan (owner-console.md §9: 0.25 GB free, 5 GB premium,
 * 20 GB professional, 32 GB business, 128 GB enterprise). A GB is 1073741824 bytes, as the console shows it.
 */
export const BYTES_PER_GB = 1_073_741_824;

const GB_BY_PLAN: Record<string, number> = {
  free: 0.25,
  premium: 5,
  professional: 20,
  business: 32,
  // Paperclip ranks with business (owner-console.md §9 plan ranks), so it gets business storage.
  paperclip: 32,
  enterprise: 128,
};

/** The allowance in bytes of a plan type; a domain without a plan is on the free plan. */
export function storageAllowance(planType: string | undefined): number {
  return Math.round((GB_BY_PLAN[planType ?? 'free'] ?? GB_BY_PLAN.free) * BYTES_PER_GB);
}

/** Shown when an upload would pass the allowance. */
export function storageFullMessage(needed: number, remaining: number, allowance: number): string {
  const gb = (bytes: number) => (bytes / BYTES_PER_GB).toFixed(2);
  return `Not enough storage: this upload needs ${gb(needed)} GB but only ${gb(Math.max(0, remaining))} GB of the plan's ${gb(allowance)} GB remain`;
}
