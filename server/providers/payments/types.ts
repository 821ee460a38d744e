/** What the server needs from a payments provider (owner-console.md §4 plan upgrade flow, §7 billing calls). */
import type { Price } from './catalogue.ts';

export interface ProrationLine {
  /** Cents; negative for credits. */
  amount: number;
  currency: string;
  description: string;
}

export interface ProrationQuote {
  lines: ProrationLine[];
  /** Cents due now. */
  total: number;
  currency: string;
}

export interface SubscriptionState {
  id: string;
  status: 'active' | 'past_due' | 'canceled';
  priceId: string;
}

export interface CheckoutRequest {
  userId: string;
  email?: string;
  domainId: string;
  price: Price;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentsProvider {
  /** Card payments with manual capture (advert impressions). */
  cards: CardPayments;
  /** Starts a card checkout; the browser is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** The newest subscription of the domain, or null. */
  findSubscription(domainId: string, subscriptionId?: string): Promise<SubscriptionState | null>;
  /** What changing the subscription to `price` costs now. */
  quote(subscriptionId: string, price: Price, now: Date): Promise<ProrationQuote>;
  /** Changes the subscription to `price`, charging the prorated amount. */
  changePrice(subscriptionId: string, price: Price, now: Date): Promise<void>;
  cancel(subscriptionId: string): Promise<void>;
  /** Whether the user must update their billing details (a subscription payment failed). */
  needsBillingInfo(userId: string, email?: string): Promise<boolean>;
  /** A billing-portal page for the user; the browser is sent there. */
  createPortal(userId: string, email: string | undefined, returnUrl: string): Promise<string>;
}

/** What advert impressions cost: sold in units of `unitSize`, each `costPerUnit` cents of `currency`. */
export interface AdvertPrice {
  unitSize: number;
  costPerUnit: number;
  currency: string;
}

/** The states of a card payment intent, as Stripe names them. */
export type CardIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A card payment intent with manual capture: authorized first, then captured or released. */
export interface CardIntent {
  id: string;
  clientSecret: string;
  status: CardIntentStatus;
  amount: number;
  /** Why the last attempt failed, in words meant for the card holder. */
  failure?: string;
}

export interface CardIntentRequest {
  userId: string;
  email?: string;
  /** Cents. */
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

/** A card refusal (declined, not confirmed, capture failed); the message is meant for the card holder. */
export class CardRefusal extends Error {}

/** Card payments with manual capture (advert impressions). */
export interface CardPayments {
  createIntent(request: CardIntentRequest): Promise<CardIntent>;
  /** Changes the amount of an intent that has no card yet. */
  updateIntent(id: string, amount: number): Promise<CardIntent>;
  /** Attaches the card payment method and confirms; throws CardRefusal when the card is refused. */
  confirmIntent(id: string, paymentMethodId: string, returnUrl: string): Promise<CardIntent>;
  retrieveIntent(id: string): Promise<CardIntent>;
  /** Takes the authorized money; throws CardRefusal when that fails. */
  captureIntent(id: string): Promise<void>;
  /** Releases the authorized money (or drops an unpaid intent). */
  cancelIntent(id: string): Promise<void>;
}
