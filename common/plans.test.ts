import { describe, expect, it } from 'vitest';
import { PLAN_RANKS, TRIAL_DAYS, isPlanType, planRank } from './plans.ts';

describe('plan ranks', () => {
  it('ranks free 0, premium 1, professional 2, business and paperclip 3, enterprise 4', () => {
    expect(['free', 'premium', 'professional', 'business', 'paperclip', 'enterprise'].map(planRank)).toEqual([
      0, 1, 2, 3, 3, 4,
    ]);
    expect(Object.keys(PLAN_RANKS)).toHaveLength(6);
  });

  it('ranks an unknown or missing type like free, and does not take object keys for plan types', () => {
    expect(planRank('unknown')).toBe(0);
    expect(planRank(undefined)).toBe(0);
    expect(planRank('toString')).toBe(0);
    expect(isPlanType('toString')).toBe(false);
    expect(isPlanType('paperclip')).toBe(true);
  });

  it('gives trials 14 days', () => {
    expect(TRIAL_DAYS).toBe(14);
  });
});
