/** Adverts (table `adverts`): an owner's image with ordered, pending and remaining impressions. */
import type { Queryable } from '../db/connection.ts';

export interface AdvertRow {
  id: string;
  owner_id: string;
  name: string;
  image_blob: string;
  approved: boolean;
  pendingimpressions: number;
  totalimpressions: number;
  remainingimpressions: number;
  rejectionreason: string | null;
  paymentfailure: string | null;
  created: Date;
  updated: Date;
}

const PENDING_ADVERT = 'NOT approved AND rejectionreason IS NULL AND pendingimpressions > 0';

export interface AdvertsRepository {
  /** Adverts waiting for a decision (not approved, not rejected, impressions ordered), oldest first. */
  listPending(limit: number): Promise<AdvertRow[]>;
  /** The advert, locked until the end of the transaction, or null. */
  lock(id: string): Promise<AdvertRow | null>;
  /** Approves the advert: its pending impressions go live. */
  approve(id: string): Promise<AdvertRow>;
  /** Rejects the advert with a reason; its pending impressions are dropped. */
  reject(id: string, reason: string): Promise<AdvertRow>;
  /** The owner's adverts, newest first. */
  listOfOwner(ownerId: string): Promise<AdvertRow[]>;
  find(id: string): Promise<AdvertRow | null>;
  create(row: { id: string; ownerId: string; name: string; imageBlob: string }): Promise<AdvertRow>;
  /** Impressions paid for (money held) wait for approval; an earlier payment failure is cleared. */
  order(id: string, quantity: number): Promise<AdvertRow>;
  /** Impressions paid for on an approved advert go live at once; an earlier payment failure is cleared. */
  credit(id: string, quantity: number): Promise<AdvertRow>;
  /** Approves the advert whose payment could not be taken: nothing is credited, the failure is kept. */
  approveUnpaid(id: string, failure: string): Promise<AdvertRow>;
  /** Records that taking the payment for an approved advert's impressions failed. */
  setPaymentFailure(id: string, failure: string): Promise<AdvertRow>;
}

/** The adverts over a connection or a transaction. */
export function createAdvertsRepository(q: Queryable): AdvertsRepository {
  return {
    async listPending(limit) {
      const { rows } = await q.query<AdvertRow>(
        `SELECT * FROM adverts WHERE ${PENDING_ADVERT} ORDER BY updated ASC, id ASC LIMIT $1`,
        [limit],
      );
      return rows;
    },
    async lock(id) {
      const { rows } = await q.query<AdvertRow>('SELECT * FROM adverts WHERE id = $1 FOR UPDATE', [id]);
      return rows[0] ?? null;
    },
    async approve(id) {
      const { rows } = await q.query<AdvertRow>(
        `UPDATE adverts SET approved = true, totalimpressions = totalimpressions + pendingimpressions,
           remainingimpressions = remainingimpressions + pendingimpressions, pendingimpressions = 0,
           updated = now()
         WHERE id = $1 RETURNING *`,
        [id],
      );
      return rows[0];
    },
    async reject(id, reason) {
      const { rows } = await q.query<AdvertRow>(
        `UPDATE adverts SET rejectionreason = $2, pendingimpressions = 0, updated = now()
         WHERE id = $1 RETURNING *`,
        [id, reason],
      );
      return rows[0];
    },
    async listOfOwner(ownerId) {
      const { rows } = await q.query<AdvertRow>(
        'SELECT * FROM adverts WHERE owner_id = $1 ORDER BY created DESC, id DESC',
        [ownerId],
      );
      return rows;
    },
    async find(id) {
      const { rows } = await q.query<AdvertRow>('SELECT * FROM adverts WHERE id = $1', [id]);
      return rows[0] ?? null;
    },
    async create(row) {
      const { rows } = await q.query<AdvertRow>(
        'INSERT INTO adverts (id, owner_id, name, image_blob) VALUES ($1, $2, $3, $4) RETURNING *',
        [row.id, row.ownerId, row.name, row.imageBlob],
      );
      return rows[0];
    },
    async order(id, quantity) {
      const { rows } = await q.query<AdvertRow>(
        `UPDATE adverts SET pendingimpressions = $2, paymentfailure = NULL, updated = now()
         WHERE id = $1 RETURNING *`,
        [id, quantity],
      );
      return rows[0];
    },
    async credit(id, quantity) {
      const { rows } = await q.query<AdvertRow>(
        `UPDATE adverts SET totalimpressions = totalimpressions + $2,
           remainingimpressions = remainingimpressions + $2, paymentfailure = NULL, updated = now()
         WHERE id = $1 RETURNING *`,
        [id, quantity],
      );
      return rows[0];
    },
    async approveUnpaid(id, failure) {
      const { rows } = await q.query<AdvertRow>(
        `UPDATE adverts SET approved = true, pendingimpressions = 0, paymentfailure = $2, updated = now()
         WHERE id = $1 RETURNING *`,
        [id, failure],
      );
      return rows[0];
    },
    async setPaymentFailure(id, failure) {
      const { rows } = await q.query<AdvertRow>(
        'UPDATE adverts SET paymentfailure = $2, updated = now() WHERE id = $1 RETURNING *',
        [id, failure],
      );
      return rows[0];
    },
  };
}
