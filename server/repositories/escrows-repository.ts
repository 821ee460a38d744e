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

export interface EscrowsRepository {
  /** How many escrows are archived, or not. */
  count(archived: boolean): Promise<number>;
  /** The archived (or open) escrows, newest first, from `first`, at most `count`. */
  list(archived: boolean, first: number, count: number): Promise<EscrowRow[]>;
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
  };
}
