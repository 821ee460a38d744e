import { describe, expect, it } from 'vitest';
import { canChangeOwner, domainOperations } from './domainRules';

describe('domain operations', () => {
  it('offers delete and plan switches for free and trial plans, trial reset for trials', () => {
    expect(domainOperations({ type: 'free', plan: 'free' })).toEqual({
      delete: true,
      switchPlan: true,
      trialReset: false,
    });
    expect(domainOperations({ type: 'premium', plan: 'premium-trial' })).toEqual({
      delete: true,
      switchPlan: true,
      trialReset: true,
    });
    expect(domainOperations({ type: 'premium', plan: 'premium-stripe' })).toEqual({
      delete: false,
      switchPlan: false,
      trialReset: false,
    });
  });

  it('allows a change of owner under the spec rule', () => {
    expect(canChangeOwner(true, true, { type: 'premium', plan: 'premium-trial' })).toBe(true);
    expect(canChangeOwner(true, true, { type: 'enterprise', plan: 'enterprise-custom' })).toBe(true);
    expect(canChangeOwner(true, true, { type: 'business', plan: 'business-stripe' })).toBe(false);
    expect(canChangeOwner(true, false, { type: 'business', plan: 'business-stripe' })).toBe(true);
    expect(canChangeOwner(false, true, { type: 'free', plan: 'free' })).toBe(false);
  });
});
