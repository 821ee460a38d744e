/**
 * The home/offers card's writes besides the escrows themselves: the building slot leading to a home (inside
 * the building documents' `slots`), and the ledger rows of settling an offer (the user's balance and metacoin
 * in escrow, `inventory_transactions`, `infiniverse_transactions`). Settling runs inside one transaction that the
 * handler opens; the methods that change a slot lock its building first.
 */
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';
import { insertLedgerEntry } from './inventory-ledger.ts';

/** A slot of a building document as stored. */
export interface StoredSlot {
  slot: number;
  owner?: string;
  destination?: string;
  refuseoffers?: boolean;
  marketsale?: boolean;
  slotoffers?: { userid: string; escrowid: string; amount: number }[];
  [field: string]: unknown;
}

/** A slot with the building it is in. */
export interface BuildingSlot {
  buildingguid: string;
  slot: StoredSlot;
}

/** A change of a user's balance and metacoin in escrow, with its ledger row. */
export interface MetacoinMove {
  /** Signed change of the balance (the ledger row's `added`). */
  currency: number;
  /** Signed change of the metacoin in escrow. */
  inescrow: number;
  type: string;
  doc: Record<string, unknown>;
}

export function createHomeOffersRepository(q: Queryable) {
  return {
    /** The first slot leading to `destination` (a location path) that the user owns, or null. */
    async ownedSlotTo(userId: string, destination: string): Promise<BuildingSlot | null> {
      const { rows } = await q.query<{ buildingguid: string; slot: StoredSlot }>(
        `SELECT b.id AS buildingguid, s.value AS slot
         FROM buildings b, jsonb_array_elements(b.doc->'slots') s
         WHERE b.doc->'slots' @> jsonb_build_array(jsonb_build_object('owner', $1::text, 'destination', $2::text))
           AND s.value->>'owner' = $1 AND s.value->>'destination' = $2
         ORDER BY b.id, (s.value->>'slot')::integer LIMIT 1`,
        [userId, destination],
      );
      return rows[0] ?? null;
    },

    /** Locks the building (inside a transaction) and answers slot number `slot` of it, or null. */
    async lockSlot(buildingguid: string, slot: number): Promise<StoredSlot | null> {
      const { rows } = await q.query<{ slots: StoredSlot[] | null }>(
        `SELECT doc->'slots' AS slots FROM buildings WHERE id = $1 FOR UPDATE`,
        [buildingguid],
      );
      const slots = rows[0]?.slots;
      return (Array.isArray(slots) && slots.find((entry) => Number(entry.slot) === slot)) || null;
    },

    /**
     * Locks the building (inside a transaction) and replaces slot number `slot` by what `change` makes of it;
     * answers the new slot, or null when the building or the slot does not exist.
     */
    async updateSlot(
      buildingguid: string,
      slot: number,
      change: (current: StoredSlot) => StoredSlot,
    ): Promise<StoredSlot | null> {
      const { rows } = await q.query<{ slots: StoredSlot[] | null }>(
        `SELECT doc->'slots' AS slots FROM buildings WHERE id = $1 FOR UPDATE`,
        [buildingguid],
      );
      const slots = rows[0]?.slots;
      const index = Array.isArray(slots) ? slots.findIndex((entry) => Number(entry.slot) === slot) : -1;
      if (!slots || index < 0) return null;
      const updated = change(slots[index]);
      const next = slots.map((entry, i) => (i === index ? updated : entry));
      await q.query(
        `UPDATE buildings SET doc = doc || jsonb_build_object('slots', $2::jsonb, 'timestamp', $3::text)
         WHERE id = $1`,
        [buildingguid, JSON.stringify(next), new Date().toISOString()],
      );
      return updated;
    },

    /** Changes the user's balance and metacoin in escrow and writes the ledger row; answers the new values. */
    async moveMetacoin(userId: string, move: MetacoinMove): Promise<{ currency: number; inescrow: number }> {
      const { rows } = await q.query<{ currency: string; inescrow: string }>(
        `UPDATE users SET doc = doc || jsonb_build_object(
           'currency', coalesce((doc->>'currency')::bigint, 0) + $2::bigint,
           'inescrow', coalesce((doc->>'inescrow')::bigint, 0) + $3::bigint,
           'timestamp', $4::text)
         WHERE id = $1
         RETURNING (doc->>'currency')::bigint AS currency, (doc->>'inescrow')::bigint AS inescrow`,
        [userId, move.currency, move.inescrow, new Date().toISOString()],
      );
      if (!rows[0]) throw new Error(`No user ${userId}`);
      const after = { currency: Number(rows[0].currency), inescrow: Number(rows[0].inescrow) };
      await insertLedgerEntry(q, {
        userId,
        type: move.type,
        added: move.currency,
        newcurrency: after.currency,
        newinescrow: after.inescrow,
        doc: move.doc,
      });
      return after;
    },

    /** Writes a building-world trade row (buy_slot, sell_slot) of the user. */
    async recordSlotTrade(
      userId: string,
      trade: {
        type: 'buy_slot' | 'sell_slot';
        amount: number;
        slot: number;
        buildingguid: string;
        escrowid: string;
      },
    ): Promise<void> {
      await q.query(
        `INSERT INTO infiniverse_transactions (id, user_id, ts, type, amount, slot, building_id, doc)
         VALUES ($1, $2, now(), $3, $4, $5, $6, $7::jsonb)`,
        [
          newId(),
          userId,
          trade.type,
          trade.amount,
          trade.slot,
          trade.buildingguid,
          JSON.stringify({ escrowid: trade.escrowid }),
        ],
      );
    },
  };
}

export type HomeOffersRepository = ReturnType<typeof createHomeOffersRepository>;
