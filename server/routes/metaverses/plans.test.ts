import { describe, expect, it } from 'vitest';
import { createOffers, upgradeOffers } from './plans.ts';

describe('plan offers', () => {
  it('offer a metaverse on the enterprise plan no plans: its setup is customised', () => {
    expect(upgradeOffers('enterprise').plans).toEqual([]);
  });

  it('offer an enterprise trial, and every other plan, the plans with their buttons', () => {
    expect(upgradeOffers('enterprise', 'enterprise').plans.map((plan) => plan.button)).toEqual([
      'downgrade',
      'downgrade',
      'downgrade',
      'downgrade',
      'contact',
    ]);
    expect(upgradeOffers('premium').plans.map((plan) => [plan.type, plan.button])).toEqual([
      ['free', 'downgrade'],
      ['premium', 'current'],
      ['professional', 'upgrade'],
      ['business', 'upgrade'],
      ['enterprise', 'contact'],
    ]);
  });

  it('rank against the trial, running or expired: its plan reads Upgrade, Free reads Downgrade', () => {
    const buttons = (current: 'free' | 'premium') =>
      upgradeOffers(current, 'premium').plans.map((plan) => [plan.type, plan.button]);
    const expected = [
      ['free', 'downgrade'],
      ['premium', 'upgrade'],
      ['professional', 'upgrade'],
      ['business', 'upgrade'],
      ['enterprise', 'contact'],
    ];
    expect(buttons('premium')).toEqual(expected);
    // An expired trial has the use of the free plan only, and is still offered Free as a way down.
    expect(buttons('free')).toEqual(expected);
    expect(upgradeOffers('free', 'premium').options.current?.type).toBe('free');
  });

  it('give the enterprise plan no list price: it is agreed with us, not free', () => {
    const enterprise = createOffers().plans.find((plan) => plan.type === 'enterprise');
    expect(enterprise).toMatchObject({ button: 'contact' });
    expect(enterprise?.monthlyPrice).toBeUndefined();
  });
});
