/** Escrows (table `escrows`): amounts held between a buyer and a receiver until released or archived. */
import type { Queryable } from '../db/connection.ts';

/** An escrow with the nicknames of its user and receiver (null when they have none or are gone). */
export interface EscrowRow {
  id: string;
  user_id: string;
  receiver_id: string | null;
  ts: Date;
  amount: number;
  itemname: string;
  archived: boolean;
  usernickname: string | null;
  receivername: string | null;
}

/** An open offer on a building slot as its receiver or sender sees it. */
export interface EscrowOfferRow {
  escrowid: string;
  senderid: string;
  sendername: string;
  amount: number;
  fees: number;
  timestamp: Date;
}

/** An escrow as settling reads it, locked. */
export interface LockedEscrow {
  id: string;
  user_id: string;
  receiver_id: string | null;
  amount: number;
  archived: boolean;
  /** What it is for: an offer on a slot carries `buildingguid`, `slot` and `fees`. */
  doc: { buildingguid?: string; slot?: number; fees?: number };
}

export interface EscrowsRepository {
  /** How many escrows are archived, or not. */
  count(archived: boolean): Promise<number>;
  /** The archived (or open) escrows, newest first, from `first`, at most `count`. */
  list(archived: boolean, first: number, count: number): Promise<EscrowRow[]>;
  /**
   * The user's open offers on building slots, received or sent, oldest first; only those for one building
   * (and one slot number of it) when given.
   */
  offers(
    userId: string,
    received: boolean,
    slot: { buildingguid?: string; slot?: number },
  ): Promise<EscrowOfferRow[]>;
  /** The escrow as it is now, without locking it; null when there is none. */
  find(id: string): Promise<LockedEscrow | null>;
  /** Locks the escrow for settling (inside a transaction); null when there is none. */
  lock(id: string): Promise<LockedEscrow | null>;
  /** Archives the escrow with its outcome unless it is archived already; whether this call settled it. */
  settle(id: string, outcome: 'accepted' | 'declined' | 'returned'): Promise<boolean>;
  /** The ids of the open offers on one slot, locked (inside a transaction), but for `exceptId`. */
  lockOpenOnSlot(buildingguid: string, slot: number, exceptId: string): Promise<LockedEscrow[]>;
}

/** The escrows over a connection or a transaction. */
export function createEscrowsRepository(q: Queryable): EscrowsRepository {
  return {
    async count(archived) {
      const { rows } = await q.query<{ n: number }>('SELECT count(*) AS n FROM escrows WHERE archived = $1', [
        archived,
      ]);
      return Number(rows[0]?.n ?? 0);
    },
    async list(archived, first, count) {
      const { rows } = await q.query<EscrowRow>(
        `SELECT e.id, e.user_id, e.receiver_id, e.ts, e.amount, e.itemname, e.archived,
           u.doc->>'nickname' AS usernickname, r.doc->>'nickname' AS receivername
         FROM escrows e
         LEFT JOIN users u ON u.id = e.user_id
         LEFT JOIN users r ON r.id = e.receiver_id
         WHERE e.archived = $1 ORDER BY e.ts DESC, e.id DESC LIMIT $2 OFFSET $3`,
        [archived, count, first],
      );
      return rows;
    },
    async offers(userId, received, { buildingguid, slot }) {
      const { rows } = await q.query<EscrowOfferRow>(
        `SELECT e.id AS escrowid, e.user_id AS senderid, coalesce(u.doc->>'nickname', '') AS sendername,
           e.amount, coalesce((e.doc->>'fees')::bigint, 0) AS fees, e.ts AS timestamp
         FROM escrows e LEFT JOIN users u ON u.id = e.user_id
         WHERE NOT e.archived AND e.doc ? 'buildingguid'
           AND (CASE WHEN $2::boolean THEN e.receiver_id ELSE e.user_id END) = $1
           AND ($3::text IS NULL OR e.doc->>'buildingguid' = $3)
           AND ($4::integer IS NULL OR (e.doc->>'slot')::integer = $4)
         ORDER BY e.ts, e.id`,
        [userId, received, buildingguid ?? null, slot ?? null],
      );
      return rows.map((row) => ({ ...row, amount: Number(row.amount), fees: Number(row.fees) }));
    },
    async find(id) {
      const { rows } = await q.query<LockedEscrow>(
        'SELECT id, user_id, receiver_id, amount, archived, doc FROM escrows WHERE id = $1',
        [id],
      );
      return rows[0] ? { ...rows[0], amount: Number(rows[0].amount) } : null;
    },
    async lock(id) {
      const { rows } = await q.query<LockedEscrow>(
        'SELECT id, user_id, receiver_id, amount, archived, doc FROM escrows WHERE id = $1 FOR UPDATE',
        [id],
      );
      return rows[0] ? { ...rows[0], amount: Number(rows[0].amount) } : null;
    },
    async settle(id, outcome) {
      const { rows } = await q.query(
        `UPDATE escrows SET archived = true,
           doc = doc || jsonb_build_object('outcome', $2::text, 'settled', now())
         WHERE id = $1 AND NOT archived RETURNING id`,
        [id, outcome],
      );
      return rows.length === 1;
    },
    async lockOpenOnSlot(buildingguid, slot, exceptId) {
      const { rows } = await q.query<LockedEscrow>(
        `SELECT id, user_id, receiver_id, amount, archived, doc FROM escrows
         WHERE NOT archived AND doc->>'buildingguid' = $1 AND (doc->>'slot')::integer = $2 AND id <> $3
         ORDER BY id FOR UPDATE`,
        [buildingguid, slot, exceptId],
      );
      return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
    },
  };
}
