import { describe, expect, it } from 'vitest';
import { planDisplay } from './plan';
import type { PlanSummary } from '../api/types';

const now = new Date('2025-03-10T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const trial = (trialend: string, activated: boolean): PlanSummary => ({
  type: 'premium',
  plan: 'premium-trial',
  trialend,
  activated,
});

describe('planDisplay', () => {
  it('reads Free with no plan or the free plan', () => {
    expect(planDisplay(undefined, now)).toEqual({ label: 'Free' });
    expect(planDisplay({ type: 'free', plan: 'free', activated: true }, now)).toEqual({ label: 'Free' });
  });

  it('names paid plans without expiry', () => {
    expect(planDisplay({ type: 'premium', plan: 'premium-stripe', activated: true }, now)).toEqual({
      label: 'Premium',
    });
    expect(planDisplay({ type: 'enterprise', plan: 'enterprise-custom' }, now)).toEqual({
      label: 'Enterprise',
    });
  });

  it('shows days left for a trial, red under 5 days', () => {
    expect(planDisplay(trial(inDays(3), false), now)).toEqual({
      label: 'Premium Trial',
      expiry: { text: '3 days left', warning: true },
    });
    expect(planDisplay(trial(inDays(4.2), false), now).expiry).toEqual({
      text: '5 days left',
      warning: false,
    });
    expect(planDisplay(trial(inDays(12), false), now).expiry).toEqual({
      text: '12 days left',
      warning: false,
    });
    expect(planDisplay(trial(inDays(0.5), false), now).expiry).toEqual({ text: '1 day left', warning: true });
  });

  it('shows Expiring Now when past the end but activated', () => {
    expect(planDisplay(trial(inDays(-1), true), now).expiry).toEqual({ text: 'Expiring Now', warning: true });
  });

  it('shows Expired when past the end and not activated', () => {
    expect(planDisplay(trial(inDays(-2), false), now).expiry).toEqual({ text: 'Expired', warning: true });
  });

  it('shows no expiry for a trial without an end date', () => {
    expect(planDisplay({ type: 'business', plan: 'business-trial' }, now)).toEqual({
      label: 'Business Trial',
    });
  });
});
