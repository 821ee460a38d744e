import { describe, expect, it } from 'vitest';
import { formatMoney, isTemplateEnabled, priceIdFor, pricePerMonth } from './planRanks';

const premium = {
  monthlyPrice: { amount: 29, stripeId: 'price_premium_monthly' },
  annualPrice: { amount: 290, stripeId: 'price_premium_annual' },
};

describe('plan ranks', () => {
  it('disables templates ranked above the current plan', () => {
    expect(isTemplateEnabled('premium', 'free')).toBe(false);
    expect(isTemplateEnabled('free', 'free')).toBe(true);
    expect(isTemplateEnabled('business', 'paperclip')).toBe(true);
    expect(isTemplateEnabled('enterprise', 'business')).toBe(false);
    expect(isTemplateEnabled('professional', 'enterprise')).toBe(true);
  });
});

describe('billing period', () => {
  it('shows the annual price divided by 12 and the monthly price as is', () => {
    expect(pricePerMonth(premium, 'annual')).toBeCloseTo(24.1667, 3);
    expect(pricePerMonth(premium, 'monthly')).toBe(29);
    expect(pricePerMonth({}, 'annual')).toBeNull();
  });

  it('buys the price id of the chosen period; free has none', () => {
    expect(priceIdFor(premium, 'annual')).toBe('price_premium_annual');
    expect(priceIdFor(premium, 'monthly')).toBe('price_premium_monthly');
    expect(priceIdFor({}, 'monthly')).toBeUndefined();
  });

  it('formats money in the currency', () => {
    expect(formatMoney(290 / 12, 'usd')).toBe('$24.17');
    expect(formatMoney(-276.16, 'usd')).toBe('-$276.16');
  });
});
