/**
 * Create Metaverse plan rules (owner-console.md §2.1, §2.8; screens.md A14): `/createdomain?plan={type}` and
 * `/setupdomain?plan={type}` read the plan from the query, free by default; the chooser's offers read
 * "Get Started" (the free plan, button `create`) and "Free Trial" (paid plans, button `trial`), both leading to
 * `/setupdomain?plan={type}`.
 */
import type { components } from '../../common/api/schema';

export type CreatePlan = NonNullable<components['schemas']['DomainCreate']['plan']>;
type OfferButton = components['schemas']['PlanOffer']['button'];

/** The plans a metaverse can be created on. */
export const CREATE_PLANS: readonly CreatePlan[] = ['free', 'premium', 'professional', 'business'];

/** The `plan` query parameter; anything else (or nothing) is free. */
export function createPlanParam(value: string | null): CreatePlan {
  return CREATE_PLANS.find((plan) => plan === value) ?? 'free';
}

/** What a chooser offer's button does, which names its label. */
export type ChooserAction = 'getStarted' | 'freeTrial' | 'contact' | 'choose';

export function chooserAction(button: OfferButton): ChooserAction {
  if (button === 'create') return 'getStarted';
  if (button === 'trial') return 'freeTrial';
  if (button === 'contact') return 'contact';
  return 'choose';
}
