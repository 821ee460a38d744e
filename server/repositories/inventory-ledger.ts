/**
 * The one way to write a user's ledger entry (`inventory_transactions`). The caller has just changed the
 * balance in the same transaction, holding the user's row locked (`UPDATE … RETURNING` or `SELECT … FOR
 * UPDATE`), and passes the balance it left: so each entry's running balance is exact, and its `seq` (taken at
 * insert, migration 035) orders a user's entries as the balance changed. `ts` is the time of the write, not of
 * the transaction's start.
 */
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';

export interface LedgerEntry {
  userId: string;
  type: string;
  /** Signed change of the balance, in metacoin. */
  added: number;
  /** The balance after the change. */
  newcurrency: number;
  newinescrow: number;
  doc?: Record<string, unknown>;
}

/** Writes the entry; must run in the transaction that changed the balance, with the user's row locked. */
export async function insertLedgerEntry(q: Queryable, entry: LedgerEntry): Promise<void> {
  await q.query(
    `INSERT INTO inventory_transactions (id, user_id, ts, type, added, newcurrency, newinescrow, doc)
     VALUES ($1, $2, clock_timestamp(), $3, $4, $5, $6, $7::jsonb)`,
    [
      newId(),
      entry.userId,
      entry.type,
      entry.added,
      entry.newcurrency,
      entry.newinescrow,
      JSON.stringify(entry.doc ?? {}),
    ],
  );
}
