/**
 * The local test ledger (tables `payment_checkouts`, `payment_portal_sessions`, `payment_subscriptions`,
 * `payment_charges`): checkouts, subscriptions and their charges, and the billing-portal views of a user.
 */
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';

export interface PortalSessionRow {
  user_id: string;
  return_url: string;
}

export interface SubscriptionRow {
  id: string;
  uri: string | null;
  price_id: string;
  status: 'active' | 'past_due' | 'canceled';
  period_end: Date;
}

/** A subscription as the ledger keeps it. */
export interface LedgerSubscriptionRow {
  id: string;
  user_id: string;
  domain_id: string;
  price_id: string;
  status: 'active' | 'past_due' | 'canceled';
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

export interface NewCheckout {
  id: string;
  userId: string;
  domainId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface NewSubscription {
  id: string;
  userId: string;
  domainId: string;
  priceId: string;
  periodStart: Date;
  periodEnd: Date;
}

export interface NewCharge {
  subscriptionId: string;
  amount: number;
  currency: string;
  description: string;
}

export interface ChargeRow {
  subscription_id: string;
  ts: Date;
  amount: number;
  currency: string;
  description: string;
}

export interface PaymentsRepository {
  /** The billing-portal session, or null. */
  portalSession(id: string): Promise<PortalSessionRow | null>;
  /** The user's subscriptions with their metaverse's uri, newest first. */
  subscriptionsOfUser(userId: string): Promise<SubscriptionRow[]>;
  /** The charges of the user's subscriptions, oldest first. */
  chargesOfUser(userId: string): Promise<ChargeRow[]>;
  /** Marks the user's past-due subscriptions active again (the card was updated). */
  reactivatePastDue(userId: string): Promise<void>;
  createCheckout(checkout: NewCheckout): Promise<void>;
  checkout(id: string): Promise<CheckoutRow | null>;
  /** Marks an open checkout complete; null when it is not open (any more). */
  completeCheckout(id: string): Promise<CheckoutRow | null>;
  /** Starts an active subscription. */
  addSubscription(subscription: NewSubscription): Promise<void>;
  addCharge(charge: NewCharge): Promise<void>;
  subscription(id: string): Promise<LedgerSubscriptionRow | null>;
  /** The metaverse's newest subscription, or that one of its subscriptions when `id` is given. */
  latestSubscription(domainId: string, id?: string): Promise<LedgerSubscriptionRow | null>;
  /** Moves the subscription to `priceId`; `restart` starts a new billing period. */
  changeSubscriptionPrice(
    id: string,
    priceId: string,
    restart: { start: Date; end: Date } | null,
  ): Promise<void>;
  cancelSubscription(id: string): Promise<void>;
  /** Whether one of the user's subscriptions is past due. */
  hasPastDue(userId: string): Promise<boolean>;
  createPortalSession(id: string, userId: string, returnUrl: string): Promise<void>;
}

/** The payment ledger views over a connection or a transaction. */
export function createPaymentsRepository(q: Queryable): PaymentsRepository {
  return {
    async portalSession(id) {
      const { rows } = await q.query<PortalSessionRow>(
        'SELECT user_id, return_url FROM payment_portal_sessions WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
    async subscriptionsOfUser(userId) {
      const { rows } = await q.query<SubscriptionRow>(
        `SELECT s.id, d.doc->>'uri' AS uri, s.price_id, s.status, s.period_end
         FROM payment_subscriptions s LEFT JOIN domains d ON d.id = s.domain_id
         WHERE s.user_id = $1 ORDER BY s.created DESC`,
        [userId],
      );
      return rows;
    },
    async chargesOfUser(userId) {
      const { rows } = await q.query<ChargeRow>(
        `SELECT c.* FROM payment_charges c JOIN payment_subscriptions s ON s.id = c.subscription_id
         WHERE s.user_id = $1 ORDER BY c.ts, c.id`,
        [userId],
      );
      return rows;
    },
    async reactivatePastDue(userId) {
      await q.query(
        `UPDATE payment_subscriptions SET status = 'active' WHERE user_id = $1 AND status = 'past_due'`,
        [userId],
      );
    },

    async createCheckout(checkout) {
      await q.query(
        `INSERT INTO payment_checkouts (id, user_id, domain_id, price_id, success_url, cancel_url)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          checkout.id,
          checkout.userId,
          checkout.domainId,
          checkout.priceId,
          checkout.successUrl,
          checkout.cancelUrl,
        ],
      );
    },
    async checkout(id) {
      const { rows } = await q.query<CheckoutRow>('SELECT * FROM payment_checkouts WHERE id = $1', [id]);
      return rows[0] ?? null;
    },
    async completeCheckout(id) {
      const { rows } = await q.query<CheckoutRow>(
        `UPDATE payment_checkouts SET status = 'complete' WHERE id = $1 AND status = 'open' RETURNING *`,
        [id],
      );
      return rows[0] ?? null;
    },
    async addSubscription(subscription) {
      await q.query(
        `INSERT INTO payment_subscriptions (id, user_id, domain_id, price_id, status, period_start, period_end)
         VALUES ($1, $2, $3, $4, 'active', $5, $6)`,
        [
          subscription.id,
          subscription.userId,
          subscription.domainId,
          subscription.priceId,
          subscription.periodStart,
          subscription.periodEnd,
        ],
      );
    },
    async addCharge(charge) {
      await q.query(
        `INSERT INTO payment_charges (id, subscription_id, amount, currency, description) VALUES ($1, $2, $3, $4, $5)`,
        [newId(), charge.subscriptionId, charge.amount, charge.currency, charge.description],
      );
    },
    async subscription(id) {
      const { rows } = await q.query<LedgerSubscriptionRow>(
        'SELECT * FROM payment_subscriptions WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
    async latestSubscription(domainId, id) {
      const { rows } = await q.query<LedgerSubscriptionRow>(
        `SELECT * FROM payment_subscriptions WHERE domain_id = $1 AND ($2::text IS NULL OR id = $2)
         ORDER BY created DESC, id DESC LIMIT 1`,
        [domainId, id ?? null],
      );
      return rows[0] ?? null;
    },
    async changeSubscriptionPrice(id, priceId, restart) {
      await q.query(
        `UPDATE payment_subscriptions SET price_id = $2,
           period_start = CASE WHEN $3 THEN $4::timestamptz ELSE period_start END,
           period_end = CASE WHEN $3 THEN $5::timestamptz ELSE period_end END
         WHERE id = $1`,
        [id, priceId, restart !== null, restart?.start ?? null, restart?.end ?? null],
      );
    },
    async cancelSubscription(id) {
      await q.query(`UPDATE payment_subscriptions SET status = 'canceled' WHERE id = $1`, [id]);
    },
    async hasPastDue(userId) {
      const { rows } = await q.query(
        `SELECT 1 FROM payment_subscriptions WHERE user_id = $1 AND status = 'past_due' LIMIT 1`,
        [userId],
      );
      return rows.length > 0;
    },
    async createPortalSession(id, userId, returnUrl) {
      await q.query('INSERT INTO payment_portal_sessions (id, user_id, return_url) VALUES ($1, $2, $3)', [
        id,
        userId,
        returnUrl,
      ]);
    },
  };
}
