/**
 * Purchases of advert impressions (table `advert_purchases`): each holds one card payment intent of the
 * payments provider. At most one purchase of an advert is active (being paid, or holding money until the
 * staff decision); the database refuses a second (unique index `advert_purchases_active`).
 */
import type { Queryable } from '../db/connection.ts';

export type AdvertPurchaseStatus =
  | 'open'
  | 'confirming'
  | 'requires_action'
  | 'authorized'
  | 'capturing'
  | 'releasing'
  | 'captured'
  | 'released'
  | 'failed'
  | 'canceled';

export interface AdvertPurchaseRow {
  intent_id: string;
  advert_id: string;
  owner_id: string;
  client_secret: string;
  quantity: number;
  amount: number;
  currency: string;
  status: AdvertPurchaseStatus;
  failure: string | null;
}

export interface AdvertPurchasesRepository {
  add(row: Omit<AdvertPurchaseRow, 'status' | 'failure'>): Promise<AdvertPurchaseRow>;
  /** The purchase of this intent, or null. */
  find(intentId: string): Promise<AdvertPurchaseRow | null>;
  /**
   * The purchase of this intent, locked until the end of the transaction (use inside one), or null. Lock its
   * advert first (`adverts.lock`), as every step of a purchase does, so two steps never wait on each other.
   */
  lock(intentId: string): Promise<AdvertPurchaseRow | null>;
  /** The advert's open purchase of this owner (amount may still change), or null. */
  openOf(advertId: string, ownerId: string): Promise<AdvertPurchaseRow | null>;
  /** The advert's active purchase (being paid or holding money), or null. */
  activeOf(advertId: string): Promise<AdvertPurchaseRow | null>;
  /** Changes the quantity and amount of an open purchase. */
  resize(intentId: string, quantity: number, amount: number): Promise<AdvertPurchaseRow>;
  /**
   * Moves the purchase to `to` when it is in one of `from`; null when it was not (another request moved it
   * first). Moving into an active state while another purchase of the advert is active is refused with null.
   */
  move(
    intentId: string,
    from: readonly AdvertPurchaseStatus[],
    to: AdvertPurchaseStatus,
    failure?: string | null,
  ): Promise<AdvertPurchaseRow | null>;
}

const ACTIVE: readonly AdvertPurchaseStatus[] = [
  'confirming',
  'requires_action',
  'authorized',
  'capturing',
  'releasing',
];

export function createAdvertPurchasesRepository(q: Queryable): AdvertPurchasesRepository {
  return {
    async add(row) {
      const { rows } = await q.query<AdvertPurchaseRow>(
        `INSERT INTO advert_purchases (intent_id, advert_id, owner_id, client_secret, quantity, amount, currency, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'open') RETURNING *`,
        [
          row.intent_id,
          row.advert_id,
          row.owner_id,
          row.client_secret,
          row.quantity,
          row.amount,
          row.currency,
        ],
      );
      return rows[0];
    },
    async find(intentId) {
      const { rows } = await q.query<AdvertPurchaseRow>(
        'SELECT * FROM advert_purchases WHERE intent_id = $1',
        [intentId],
      );
      return rows[0] ?? null;
    },
    async lock(intentId) {
      const { rows } = await q.query<AdvertPurchaseRow>(
        'SELECT * FROM advert_purchases WHERE intent_id = $1 FOR UPDATE',
        [intentId],
      );
      return rows[0] ?? null;
    },
    async openOf(advertId, ownerId) {
      const { rows } = await q.query<AdvertPurchaseRow>(
        `SELECT * FROM advert_purchases WHERE advert_id = $1 AND owner_id = $2 AND status = 'open'
         ORDER BY created DESC LIMIT 1`,
        [advertId, ownerId],
      );
      return rows[0] ?? null;
    },
    async activeOf(advertId) {
      const { rows } = await q.query<AdvertPurchaseRow>(
        'SELECT * FROM advert_purchases WHERE advert_id = $1 AND status = ANY($2::text[])',
        [advertId, ACTIVE],
      );
      return rows[0] ?? null;
    },
    async resize(intentId, quantity, amount) {
      const { rows } = await q.query<AdvertPurchaseRow>(
        `UPDATE advert_purchases SET quantity = $2, amount = $3, updated = now()
         WHERE intent_id = $1 RETURNING *`,
        [intentId, quantity, amount],
      );
      return rows[0];
    },
    async move(intentId, from, to, failure) {
      // ON CONFLICT cannot guard an UPDATE; the partial unique index refuses a second active purchase, and
      // the NOT EXISTS keeps that refusal a null rather than an error when the rows are already visible.
      const { rows } = await q.query<AdvertPurchaseRow>(
        `UPDATE advert_purchases p SET status = $3, failure = CASE WHEN $4::boolean THEN $5 ELSE p.failure END,
           updated = now()
         WHERE p.intent_id = $1 AND p.status = ANY($2::text[])
           AND (NOT ($3 = ANY($6::text[])) OR p.status = ANY($6::text[]) OR NOT EXISTS (
             SELECT 1 FROM advert_purchases o
             WHERE o.advert_id = p.advert_id AND o.intent_id <> p.intent_id AND o.status = ANY($6::text[])))
         RETURNING *`,
        [intentId, from, to, failure !== undefined, failure ?? null, ACTIVE],
      );
      return rows[0] ?? null;
    },
  };
}
