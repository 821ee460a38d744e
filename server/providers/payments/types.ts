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
