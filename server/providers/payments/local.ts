/**
 * The local payments provider: a test ledger in the database. Checkouts are completed on a page this server
 * serves through the console (`/checkout/{id}`, `/billingportal/{id}`), subscriptions run for calendar periods, and plan changes
 * are prorated with real arithmetic and recorded as charges.
 */
import type { Db } from '../../db/connection.ts';
import { newId } from '../../lib/ids.ts';
import type {
  CheckoutRow,
  LedgerSubscriptionRow,
  PaymentsRepository,
} from '../../repositories/payments-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import { findPrice, type Price } from './catalogue.ts';
import { periodEnd, prorate } from './proration.ts';
import { createLocalCards, type LocalCards } from './local-cards.ts';
import type { PaymentsProvider } from './types.ts';

function priceOf(row: LedgerSubscriptionRow): Price {
  const price = findPrice(row.price_id);
  if (!price) throw new Error(`Subscription ${row.id} has an unknown price ${row.price_id}`);
  return price;
}

export function createLocalPayments(db: Db): PaymentsProvider & {
  cards: LocalCards;
  checkout(id: string): Promise<CheckoutRow | null>;
  completeCheckout(id: string, now: Date): Promise<CheckoutRow>;
} {
  const { payments } = createRepositories(db);

  /** The subscription, read through `ledger` (the repository of the caller's transaction, if any). */
  async function subscription(ledger: PaymentsRepository, id: string): Promise<LedgerSubscriptionRow> {
    const row = await ledger.subscription(id);
    if (!row) throw new Error(`No subscription ${id}`);
    return row;
  }

  return {
    cards: createLocalCards(db),

    async createCheckout(request) {
      const id = `cs_local_${newId()}`;
      await payments.createCheckout({
        id,
        userId: request.userId,
        domainId: request.domainId,
        priceId: request.price.id,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return { id, url: `/checkout/${id}` };
    },

    checkout: (id) => payments.checkout(id),

    /** Pays an open checkout: the subscription starts now and its first period is charged in full. */
    async completeCheckout(id, now) {
      return db.transaction(async (tx) => {
        const ledger = createRepositories(tx).payments;
        const checkout = await ledger.completeCheckout(id);
        if (!checkout) throw new Error('This checkout is no longer open');
        const price = findPrice(checkout.price_id);
        if (!price) throw new Error(`Unknown price ${checkout.price_id}`);
        const subscriptionId = `sub_local_${newId()}`;
        await ledger.addSubscription({
          id: subscriptionId,
          userId: checkout.user_id,
          domainId: checkout.domain_id,
          priceId: price.id,
          periodStart: now,
          periodEnd: periodEnd(now, price.interval),
        });
        await ledger.addCharge({
          subscriptionId,
          amount: price.amount,
          currency: price.currency,
          description: `First ${price.interval} of ${price.plan}`,
        });
        return checkout;
      });
    },

    async findSubscription(domainId, subscriptionId) {
      const row = await payments.latestSubscription(domainId, subscriptionId);
      return row ? { id: row.id, status: row.status, priceId: row.price_id } : null;
    },

    async quote(subscriptionId, price, now) {
      const row = await subscription(payments, subscriptionId);
      return prorate(priceOf(row), price, { start: row.period_start, end: row.period_end }, now);
    },

    async changePrice(subscriptionId, price, now) {
      await db.transaction(async (tx) => {
        const ledger = createRepositories(tx).payments;
        const row = await subscription(ledger, subscriptionId);
        const current = priceOf(row);
        const quote = prorate(current, price, { start: row.period_start, end: row.period_end }, now);
        for (const line of quote.lines) {
          await ledger.addCharge({
            subscriptionId,
            amount: line.amount,
            currency: line.currency,
            description: line.description,
          });
        }
        // A new interval restarts the billing period, as the quote assumed.
        const restart = current.interval !== price.interval;
        await ledger.changeSubscriptionPrice(
          subscriptionId,
          price.id,
          restart ? { start: now, end: periodEnd(now, price.interval) } : null,
        );
      });
    },

    cancel: (subscriptionId) => payments.cancelSubscription(subscriptionId),

    needsBillingInfo: (userId) => payments.hasPastDue(userId),

    async createPortal(userId, _email, returnUrl) {
      const id = `bps_local_${newId()}`;
      await payments.createPortalSession(id, userId, returnUrl);
      return `/billingportal/${id}`;
    },
  };
}
