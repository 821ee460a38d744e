/**
 * The local stand-in of Stripe's HTTP API (`stripe-server.ts`) for the Stripe payments provider's API tests:
 * started and stopped by a test file's Vitest hooks, its account kept in this module's {@link stripe}, which
 * the file's tests read and change. Journeys start it without Vitest, through `openStripeStandIn`.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  authenticateIntentIn,
  lastRequest,
  openStripeStandIn,
  stripeState,
  type Recorded,
  type StripeStandIn,
} from './stripe-server.ts';

export {
  list,
  STANDIN_PUBLISHABLE_KEY,
  STANDIN_SECRET_KEY,
  TEST_PAYMENT_METHODS,
  type Recorded,
  type StandInIntent,
} from './stripe-server.ts';

/** Stripe's state in the stand-in of this test file: one customer, and the subscription its checkout will create. */
export const stripe = stripeState();

/** The last request the stand-in received for this method and path. */
export function last(method: string, path: string): Recorded {
  return lastRequest(stripe, method, path);
}

/** What Stripe.js does in the browser for a payment that requires action: the card holder passes or fails 3-D Secure. */
export function authenticateIntent(id: string, passed: boolean): void {
  authenticateIntentIn(stripe, id, passed);
}

/**
 * Starts the stand-in for this test file (register before `apiTest`, so the app starts once the stand-in
 * knows its address) and returns the app's Stripe configuration pointing at it.
 */
export function startStripeStandIn(): () => { secretKey: string; publishableKey: string; apiBase: string } {
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    standIn = await openStripeStandIn(stripe);
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return () => ({
    secretKey: standIn!.secretKey,
    publishableKey: standIn!.publishableKey,
    apiBase: standIn!.base,
  });
}
