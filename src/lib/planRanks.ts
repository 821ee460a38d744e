/**
 * Plan ranks and billing periods (owner-console.md §9): a template ranked above the metaverse's plan is
 * disabled in the template grid, and annual prices are shown per month (divided by 12).
 */
import { planRank } from '../../common/plans';

/** A template is usable when its plan does not rank above the metaverse's current plan. */
export function isTemplateEnabled(templatePlan: string, currentPlan: string | undefined): boolean {
  return planRank(templatePlan) <= planRank(currentPlan);
}

export type BillingPeriod = 'monthly' | 'annual';

/** The default billing period of the plan comparison. */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'annual';

export interface OfferPrices {
  monthlyPrice?: { amount: number; stripeId: string };
  annualPrice?: { amount: number; stripeId: string };
}

/** The price shown per month for the period (annual price divided by 12), or null when the plan has none. */
export function pricePerMonth(offer: OfferPrices, period: BillingPeriod): number | null {
  const price = period === 'annual' ? offer.annualPrice : offer.monthlyPrice;
  if (!price) return null;
  return period === 'annual' ? price.amount / 12 : price.amount;
}

/** The price id to buy for the period, or undefined for a plan without a price (changed directly). */
export function priceIdFor(offer: OfferPrices, period: BillingPeriod): string | undefined {
  return (period === 'annual' ? offer.annualPrice : offer.monthlyPrice)?.stripeId;
}

/** "$24.17" in the offer's locale and currency. */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount,
  );
}
