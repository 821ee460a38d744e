/** Picks the payments provider: Stripe when a secret key is configured, otherwise the local test ledger. */
import type { Db } from '../../db/connection.ts';
import { createLocalPayments } from './local.ts';
import { createStripePayments, type StripeOptions } from './stripe.ts';
import type { PaymentsProvider } from './types.ts';

export type { PaymentsProvider } from './types.ts';

/** The provider in use; `local` is the test ledger behind the local checkout and portal pages, when in use. */
export interface Payments {
  provider: PaymentsProvider;
  local?: ReturnType<typeof createLocalPayments>;
}

export function createPayments(db: Db, stripe?: StripeOptions): Payments {
  if (stripe) return { provider: createStripePayments(stripe) };
  const local = createLocalPayments(db);
  return { provider: local, local };
}
