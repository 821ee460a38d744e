/**
 * The local test ledger's billing-portal views (tables `payment_portal_sessions`, `payment_subscriptions`,
 * `payment_charges`): a user's portal session, subscriptions and charges.
 */
import type { Queryable } from '../db/connection.ts';

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
  };
}
