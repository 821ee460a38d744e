import { describe, expect, it } from 'vitest';
import { findPrice } from './catalogue.ts';
import { periodEnd, prorate } from './proration.ts';

const premiumAnnual = findPrice('price_premium_annual')!;
const professionalAnnual = findPrice('price_professional_annual')!;
const premiumMonthly = findPrice('price_premium_monthly')!;

describe('prorate', () => {
  const start = new Date('2025-01-01T00:00:00Z');
  const period = { start, end: periodEnd(start, 'year') };

  it('credits the unused half at the old price and charges it at the new one', () => {
    const half = new Date(start.getTime() + (period.end.getTime() - start.getTime()) / 2);
    const quote = prorate(premiumAnnual, professionalAnnual, period, half);
    expect(quote.lines.map((line) => line.amount)).toEqual([-14_500, 39_500]);
    expect(quote.total).toBe(25_000);
    expect(quote.currency).toBe('usd');
  });

  it('charges the new price in full when the interval changes', () => {
    const quote = prorate(premiumAnnual, premiumMonthly, period, start);
    expect(quote.lines.map((line) => line.amount)).toEqual([-29_000, 2_900]);
    expect(quote.total).toBe(-26_100);
  });

  it('credits nothing after the period ended', () => {
    const quote = prorate(premiumAnnual, professionalAnnual, period, new Date('2027-01-01T00:00:00Z'));
    expect(quote.lines).toHaveLength(1);
    expect(quote.total).toBe(0);
  });

  it('ends monthly periods a calendar month later', () => {
    expect(periodEnd(new Date('2025-01-31T00:00:00Z'), 'month').toISOString()).toBe(
      '2025-03-03T00:00:00.000Z',
    );
  });
});
