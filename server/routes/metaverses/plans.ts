/** Plan offers for the plan page and the create chooser (owner-console.md §2.7, §3 Plan offer, §9 ranks). */
import type { components } from '../../../common/api/schema.d.ts';
import { PLAN_RANKS, PLANS, type PlanEntry, type PlanType } from '../../providers/payments/catalogue.ts';

type PlanOffer = components['schemas']['PlanOffer'];
type PlanOffers = components['schemas']['PlanOffers'];

/** The environment templates; a template ranked above the current plan is disabled in the grid. */
export const TEMPLATES: components['schemas']['Template'][] = [
  { template: 'gallery', plan: 'free', name: 'Gallery', icon: 'gallery' },
  { template: 'lounge', plan: 'free', name: 'Lounge', icon: 'lounge' },
  // The two kinds staff approve before they are listed (single-target-and-flows.md §4 Location approval).
  { template: 'storefront', plan: 'free', name: 'Storefront', icon: 'storefront' },
  { template: 'joke', plan: 'free', name: 'Joke', icon: 'joke' },
  { template: 'conference', plan: 'premium', name: 'Conference Centre', icon: 'conference' },
  { template: 'campus', plan: 'professional', name: 'Campus', icon: 'campus' },
  { template: 'expo', plan: 'business', name: 'Expo Hall', icon: 'expo' },
  { template: 'expo-night', plan: 'business', name: 'Expo Hall (Night)', icon: 'expo', variantsOf: 'expo' },
  { template: 'island', plan: 'enterprise', name: 'Private Island', icon: 'island' },
];

function prices(entry: PlanEntry): Pick<PlanOffer, 'monthlyPrice' | 'annualPrice' | 'stripeId'> {
  if (!entry.monthly || !entry.annual) return {};
  return {
    stripeId: entry.annual.id,
    monthlyPrice: { amount: entry.monthly.amount / 100, stripeId: entry.monthly.id },
    annualPrice: { amount: entry.annual.amount / 100, stripeId: entry.annual.id },
  };
}

function options(current?: PlanType): PlanOffers['options'] {
  return {
    plans: PLANS.map((plan) => plan.type),
    locale: 'en-US',
    currency: 'usd',
    default: { type: 'premium', members: 1 },
    ...(current && { current: { type: current, members: 1 } }),
  };
}

/**
 * Offers for changing the plan of a metaverse on `current` (the plan it has the use of: a trial while it runs,
 * free once it has expired). `trial` is the plan type of its trial, if it has one: the buttons rank against it,
 * so its own plan reads Upgrade (buying it) and every plan below it Downgrade, Free included, even once the
 * trial has expired. A metaverse on the enterprise plan has a customised setup agreed with us: it is offered
 * no plans, so the plan page shows the customised-setup message with its contact link (owner-console.md §2.7,
 * owner-console.md §8), as the sidebar shows no Upgrade link.
 */
export function upgradeOffers(current: PlanType, trial?: PlanType): PlanOffers {
  if (current === 'enterprise' && !trial)
    return { plans: [], options: options(current), templates: TEMPLATES };
  const reference = trial ?? current;
  const plans = PLANS.map((entry): PlanOffer => {
    const base = {
      type: entry.type,
      name: entry.name,
      chargePerMember: false,
      minMembers: 1,
      ...prices(entry),
    };
    if (entry.type === current && !trial) return { ...base, button: 'current', enabled: false };
    if (entry.type === 'enterprise') return { ...base, button: 'contact', enabled: true };
    const up = PLAN_RANKS[entry.type] >= PLAN_RANKS[reference];
    return { ...base, button: up ? 'upgrade' : 'downgrade', enabled: true };
  });
  return { plans, options: options(current), templates: TEMPLATES };
}

/** Offers for a new metaverse: free is created at once, paid plans start as a trial. */
export function createOffers(): PlanOffers {
  const plans = PLANS.map((entry): PlanOffer => {
    const base = {
      type: entry.type,
      name: entry.name,
      chargePerMember: false,
      minMembers: 1,
      ...prices(entry),
    };
    if (entry.type === 'free') return { ...base, button: 'create', enabled: true };
    if (entry.type === 'enterprise') return { ...base, button: 'contact', enabled: true };
    return { ...base, button: 'trial', enabled: true };
  });
  return { plans, options: options(), templates: TEMPLATES };
}
