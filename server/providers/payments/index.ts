/** Picks the payments provider: Stripe when a secret key is configured, otherwise the local test ledger. */
import type { Db } from '../../db/connection.ts';
import { createLocalPayments } from './local.ts';
import { createStripePayments, type StripeOptions } from './stripe.ts';
import type { AdvertPrice, PaymentsProvider } from './types.ts';

export type { PaymentsProvider } from './types.ts';

/** The provider in use; `local` is the test ledger behind the local checkout and portal pages, when in use. */
export interface Payments {
  provider: PaymentsProvider;
  local?: ReturnType<typeof createLocalPayments>;
  /** The card form the console shows: Stripe Elements with this key, or the local test card form. */
  cardForm: { kind: 'local' } | { kind: 'stripe'; publishableKey?: string };
  advertPrice: AdvertPrice;
}

export function createPayments(db: Db, advertPrice: AdvertPrice, stripe?: StripeOptions): Payments {
  if (stripe) {
    return {
      provider: createStripePayments(stripe),
      cardForm: {
        kind: 'stripe',
        ...(stripe.publishableKey && { publishableKey: stripe.publishableKey }),
      },
      advertPrice,
    };
  }
  const local = createLocalPayments(db);
  return { provider: local, local, cardForm: { kind: 'local' }, advertPrice };
}
