/** The payments plugin: `app.payments` is the Stripe provider when configured, else the local test ledger. */
import fp from 'fastify-plugin';
import { createPayments, type Payments } from '../providers/payments/index.ts';
import type { StripeOptions } from '../providers/payments/stripe.ts';
import type { AdvertPrice } from '../providers/payments/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export const paymentsPlugin = fp<{ stripe?: StripeOptions; advertPrice: AdvertPrice }>(
  async (app, options) => {
    app.decorate('payments', createPayments(app.db, options.advertPrice, options.stripe));
  },
  { name: 'payments', dependencies: ['db'] },
);
