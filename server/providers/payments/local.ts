/**
 * The local payments provider: a test ledger in the database. Checkouts are completed on a page this server
 * serves through the console (`/checkout/{id}`, `/billingportal/{id}`), subscriptions run for calendar periods, and plan changes
 * are prorated with real arithmetic and recorded as charges.
 */
import type { Db, Queryable } from '../../db/connection.ts';
import { newId } from '../../lib/ids.ts';
import { findPrice, type Price } from './catalogue.ts';
import { periodEnd, prorate } from './proration.ts';
import type { PaymentsProvider, SubscriptionState } from './types.ts';

interface SubscriptionRow {
  id: string;
  user_id: string;
  domain_id: string;
  price_id: string;
  status: SubscriptionState['status'];
  period_start: Date;
  period_end: Date;
}

export interface CheckoutRow {
  id: string;
  user_id: string;
  domain_id: string;
  price_id: string;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
}

async function subscription(q: Queryable, id: string): Promise<SubscriptionRow> {
  const { rows } = await q.query<SubscriptionRow>('SELECT * FROM payment_subscriptions WHERE id = $1', [id]);
  if (!rows[0]) throw new Error(`No subscription ${id}`);
  return rows[0];
}

function priceOf(row: SubscriptionRow): Price {
  const price = findPrice(row.price_id);
  if (!price) throw new Error(`Subscription ${row.id} has an unknown price ${row.price_id}`);
  return price;
}

export function createLocalPayments(db: Db): PaymentsProvider & {
  checkout(id: string): Promise<CheckoutRow | null>;
  completeCheckout(id: string, now: Date): Promise<CheckoutRow>;
} {
  return {
    async createCheckout(request) {
      const id = `cs_local_${newId()}`;
      await db.query(
        `INSERT INTO payment_checkouts (id, user_id, domain_id, price_id, success_url, cancel_url)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, request.userId, request.domainId, request.price.id, request.successUrl, request.cancelUrl],
      );
      return { id, url: `/checkout/${id}` };
    },

    async checkout(id) {
      const { rows } = await db.query<CheckoutRow>('SELECT * FROM payment_checkouts WHERE id = $1', [id]);
      return rows[0] ?? null;
    },

    /** Pays an open checkout: the subscription starts now and its first period is charged in full. */
    async completeCheckout(id, now) {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<CheckoutRow>(
          `UPDATE payment_checkouts SET status = 'complete' WHERE id = $1 AND status = 'open' RETURNING *`,
          [id],
        );
        const checkout = rows[0];
        if (!checkout) throw new Error('This checkout is no longer open');
        const price = findPrice(checkout.price_id);
        if (!price) throw new Error(`Unknown price ${checkout.price_id}`);
        const subscriptionId = `sub_local_${newId()}`;
        await tx.query(
          `INSERT INTO payment_subscriptions (id, user_id, domain_id, price_id, status, period_start, period_end)
           VALUES ($1, $2, $3, $4, 'active', $5, $6)`,
          [
            subscriptionId,
            checkout.user_id,
            checkout.domain_id,
            price.id,
            now,
            periodEnd(now, price.interval),
          ],
        );
        await tx.query(
          `INSERT INTO payment_charges (id, subscription_id, amount, currency, description) VALUES ($1, $2, $3, $4, $5)`,
          [newId(), subscriptionId, price.amount, price.currency, `First ${price.interval} of ${price.plan}`],
        );
        return checkout;
      });
    },

    async findSubscription(domainId, subscriptionId) {
      const { rows } = await db.query<SubscriptionRow>(
        `SELECT * FROM payment_subscriptions WHERE domain_id = $1 AND ($2::text IS NULL OR id = $2)
         ORDER BY created DESC, id DESC LIMIT 1`,
        [domainId, subscriptionId ?? null],
      );
      const row = rows[0];
      return row ? { id: row.id, status: row.status, priceId: row.price_id } : null;
    },

    async quote(subscriptionId, price, now) {
      const row = await subscription(db, subscriptionId);
      return prorate(priceOf(row), price, { start: row.period_start, end: row.period_end }, now);
    },

    async changePrice(subscriptionId, price, now) {
      await db.transaction(async (tx) => {
        const row = await subscription(tx, subscriptionId);
        const current = priceOf(row);
        const quote = prorate(current, price, { start: row.period_start, end: row.period_end }, now);
        for (const line of quote.lines) {
          await tx.query(
            `INSERT INTO payment_charges (id, subscription_id, amount, currency, description) VALUES ($1, $2, $3, $4, $5)`,
            [newId(), subscriptionId, line.amount, line.currency, line.description],
          );
        }
        // A new interval restarts the billing period, as the quote assumed.
        const restart = current.interval !== price.interval;
        await tx.query(
          `UPDATE payment_subscriptions SET price_id = $2,
             period_start = CASE WHEN $3 THEN $4::timestamptz ELSE period_start END,
             period_end = CASE WHEN $3 THEN $5::timestamptz ELSE period_end END
           WHERE id = $1`,
          [subscriptionId, price.id, restart, now, periodEnd(now, price.interval)],
        );
      });
    },

    async cancel(subscriptionId) {
      await db.query(`UPDATE payment_subscriptions SET status = 'canceled' WHERE id = $1`, [subscriptionId]);
    },

    async needsBillingInfo(userId) {
      const { rows } = await db.query(
        `SELECT 1 FROM payment_subscriptions WHERE user_id = $1 AND status = 'past_due' LIMIT 1`,
        [userId],
      );
      return rows.length > 0;
    },

    async createPortal(userId, _email, returnUrl) {
      const id = `bps_local_${newId()}`;
      await db.query('INSERT INTO payment_portal_sessions (id, user_id, return_url) VALUES ($1, $2, $3)', [
        id,
        userId,
        returnUrl,
      ]);
      return `/billingportal/${id}`;
    },
  };
}
