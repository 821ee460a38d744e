import { describe, expect, it } from 'vitest';
import { planDisplay } from './plan';
import type { PlanSummary } from '../api/types';

const now = new Date('2025-03-10T12:00:00.000Z');
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
const trial = (trialend: string, activated = true): PlanSummary => ({
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

  it('shows Expired (red) for a trial that is not activated, whatever its end date', () => {
    for (const end of [inDays(-2), inDays(0.5), inDays(3), inDays(12)]) {
      expect(planDisplay(trial(end, false), now)).toEqual({
        label: 'Premium Trial',
        expiry: { text: 'Expired', warning: true },
      });
    }
    expect(planDisplay({ type: 'business', plan: 'business-trial', activated: false }, now).expiry).toEqual({
      text: 'Expired',
      warning: true,
    });
  });

  it('shows Expiring Now (red) for an activated trial past its end', () => {
    expect(planDisplay(trial(inDays(-1)), now).expiry).toEqual({ text: 'Expiring Now', warning: true });
    expect(planDisplay(trial(now.toISOString()), now).expiry).toEqual({
      text: 'Expiring Now',
      warning: true,
    });
  });

  it('shows the days left for an activated trial, rounded up', () => {
    expect(planDisplay(trial(inDays(3)), now)).toEqual({
      label: 'Premium Trial',
      expiry: { text: '3 days left', warning: true },
    });
    expect(planDisplay(trial(inDays(12)), now).expiry).toEqual({ text: '12 days left', warning: false });
    expect(planDisplay(trial(inDays(0.5)), now).expiry).toEqual({ text: '1 day left', warning: true });
  });

  it('is red when less than 5 days remain, measured in milliseconds rather than rounded days', () => {
    expect(planDisplay(trial(inDays(4.5)), now).expiry).toEqual({ text: '5 days left', warning: true });
    expect(planDisplay(trial(new Date(now.getTime() + 5 * DAY_MS - 1).toISOString()), now).expiry).toEqual({
      text: '5 days left',
      warning: true,
    });
    expect(planDisplay(trial(inDays(5)), now).expiry).toEqual({ text: '5 days left', warning: false });
    expect(planDisplay(trial(inDays(5.2)), now).expiry).toEqual({ text: '6 days left', warning: false });
  });

  it('counts a trial without the activated flag as activated', () => {
    expect(planDisplay({ type: 'premium', plan: 'premium-trial', trialend: inDays(2) }, now).expiry).toEqual({
      text: '2 days left',
      warning: true,
    });
  });

  it('shows no expiry for an activated trial without an end date', () => {
    expect(planDisplay({ type: 'business', plan: 'business-trial' }, now)).toEqual({
      label: 'Business Trial',
    });
  });
});
