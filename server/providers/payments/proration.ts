/**
 * Proration arithmetic of the local ledger, the way Stripe prorates by default: the unused part of the
 * current period is credited at the old price and charged at the new one. When the billing interval changes
 * (monthly ↔ annual) the period restarts now, so the new price is charged in full.
 */
import type { Price } from './catalogue.ts';
import type { ProrationQuote } from './types.ts';

export interface Period {
  start: Date;
  end: Date;
}

const money = (cents: number): string => `$${(Math.abs(cents) / 100).toFixed(2)}`;
const day = (date: Date): string => date.toISOString().slice(0, 10);
const label = (price: Price): string =>
  `${price.plan[0].toUpperCase()}${price.plan.slice(1)} (${price.interval === 'year' ? 'annual' : 'monthly'})`;

/** The quote for moving a subscription on `current` over `period` to `next` at `now`. */
export function prorate(current: Price, next: Price, period: Period, now: Date): ProrationQuote {
  const length = period.end.getTime() - period.start.getTime();
  const left = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), length);
  const fraction = length > 0 ? left / length : 0;
  const credit = -Math.round(current.amount * fraction);
  const lines = [];
  if (credit !== 0) {
    lines.push({
      amount: credit,
      currency: current.currency,
      description: `Unused time on ${label(current)} after ${day(now)} (${money(credit)} credit)`,
    });
  }
  const charge = next.interval === current.interval ? Math.round(next.amount * fraction) : next.amount;
  lines.push({
    amount: charge,
    currency: next.currency,
    description:
      next.interval === current.interval
        ? `Remaining time on ${label(next)} after ${day(now)}`
        : `${label(next)} from ${day(now)}`,
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0), currency: next.currency };
}

/** The end of a period of `interval` starting at `start` (calendar month or year). */
export function periodEnd(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
