import { describe, expect, it } from 'vitest';
import { createOffers, upgradeOffers } from './plans.ts';

describe('plan offers', () => {
  it('offer a metaverse on the enterprise plan no plans: its setup is customised', () => {
    expect(upgradeOffers('enterprise', false).plans).toEqual([]);
  });

  it('offer an enterprise trial, and every other plan, the plans with their buttons', () => {
    expect(upgradeOffers('enterprise', true).plans.map((plan) => plan.button)).toEqual([
      'downgrade',
      'downgrade',
      'downgrade',
      'downgrade',
      'contact',
    ]);
    expect(upgradeOffers('premium', false).plans.map((plan) => [plan.type, plan.button])).toEqual([
      ['free', 'downgrade'],
      ['premium', 'current'],
      ['professional', 'upgrade'],
      ['business', 'upgrade'],
      ['enterprise', 'contact'],
    ]);
  });

  it('give the enterprise plan no list price: it is agreed with us, not free', () => {
    const enterprise = createOffers().plans.find((plan) => plan.type === 'enterprise');
    expect(enterprise).toMatchObject({ button: 'contact' });
    expect(enterprise?.monthlyPrice).toBeUndefined();
  });
});
