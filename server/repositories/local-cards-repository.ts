/**
 * The local payments provider's card intents and payment methods (tables `local_payment_intents`,
 * `local_payment_methods`): a test ledger with Stripe's intent life cycle; no card number is stored.
 */
import type { Queryable } from '../db/connection.ts';

export type LocalCardBehaviour = 'success' | 'decline' | 'authenticate';

export interface LocalPaymentMethodRow {
  id: string;
  user_id: string;
  behaviour: LocalCardBehaviour;
  last4: string;
}

export interface LocalIntentRow {
  id: string;
  client_secret: string;
  user_id: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled';
  payment_method: string | null;
  failure: string | null;
}

export interface LocalCardsRepository {
  addMethod(row: LocalPaymentMethodRow): Promise<void>;
  method(id: string): Promise<LocalPaymentMethodRow | null>;
  addIntent(row: Omit<LocalIntentRow, 'status' | 'payment_method' | 'failure'>): Promise<LocalIntentRow>;
  intent(id: string): Promise<LocalIntentRow | null>;
  /** The intent, locked until the end of the transaction (use inside one), or null. */
  lockIntent(id: string): Promise<LocalIntentRow | null>;
  /** Sets the intent's state; fields left out keep their value. */
  updateIntent(
    id: string,
    patch: Partial<Pick<LocalIntentRow, 'status' | 'payment_method' | 'failure' | 'amount'>>,
  ): Promise<LocalIntentRow>;
}

export function createLocalCardsRepository(q: Queryable): LocalCardsRepository {
  return {
    async addMethod(row) {
      await q.query(
        'INSERT INTO local_payment_methods (id, user_id, behaviour, last4) VALUES ($1, $2, $3, $4)',
        [row.id, row.user_id, row.behaviour, row.last4],
      );
    },
    async method(id) {
      const { rows } = await q.query<LocalPaymentMethodRow>(
        'SELECT id, user_id, behaviour, last4 FROM local_payment_methods WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
    async addIntent(row) {
      const { rows } = await q.query<LocalIntentRow>(
        `INSERT INTO local_payment_intents (id, client_secret, user_id, amount, currency, status)
         VALUES ($1, $2, $3, $4, $5, 'requires_payment_method') RETURNING *`,
        [row.id, row.client_secret, row.user_id, row.amount, row.currency],
      );
      return rows[0];
    },
    async intent(id) {
      const { rows } = await q.query<LocalIntentRow>('SELECT * FROM local_payment_intents WHERE id = $1', [
        id,
      ]);
      return rows[0] ?? null;
    },
    async lockIntent(id) {
      const { rows } = await q.query<LocalIntentRow>(
        'SELECT * FROM local_payment_intents WHERE id = $1 FOR UPDATE',
        [id],
      );
      return rows[0] ?? null;
    },
    async updateIntent(id, patch) {
      const { rows } = await q.query<LocalIntentRow>(
        `UPDATE local_payment_intents SET
           status = COALESCE($2, status),
           payment_method = CASE WHEN $3::boolean THEN $4 ELSE payment_method END,
           failure = CASE WHEN $5::boolean THEN $6 ELSE failure END,
           amount = COALESCE($7, amount),
           updated = now()
         WHERE id = $1 RETURNING *`,
        [
          id,
          patch.status ?? null,
          'payment_method' in patch,
          patch.payment_method ?? null,
          'failure' in patch,
          patch.failure ?? null,
          patch.amount ?? null,
        ],
      );
      return rows[0];
    },
  };
}
