/**
 * Redeem codes (tables `redeem_codes` and `redeem_code_uses` of migration 015) and the writes of their awards:
 * an apartment slot in a building document, metacoin into the user's balance and ledger. Call the locking
 * methods inside a transaction.
 */
import type { components } from '../../common/api/schema.d.ts';
import type { Queryable } from '../db/connection.ts';
import { insertLedgerEntry } from './inventory-ledger.ts';

export type RedeemAward = components['schemas']['RedeemAward'];
export type RedeemUnlocked = components['schemas']['RedeemUnlocked'];

export interface RedeemCodeRow {
  code: string;
  award: RedeemAward;
  max_uses: number;
  uses: number;
  expires: Date | null;
  batch: string | null;
  note: string;
  created_by: string;
  created: Date;
  last_redeemed?: Date | null;
  /** For an apartment award, the building's name (listings only; null once the building is gone). */
  building_name?: string | null;
}

export type RedeemUsage = 'all' | 'unused' | 'partial' | 'used' | 'expired';

const USAGE_FILTERS: Record<RedeemUsage, string> = {
  all: 'true',
  unused: 'c.uses = 0 AND (c.expires IS NULL OR c.expires > now())',
  partial: 'c.uses > 0 AND c.uses < c.max_uses AND (c.expires IS NULL OR c.expires > now())',
  used: 'c.uses >= c.max_uses',
  expired: 'c.uses < c.max_uses AND c.expires <= now()',
};

/** Apartment slots are the numbers below this (shops and halls above it). */
export const APARTMENT_SLOTS = 65538;

/** Redeem codes: the staff's codes and their uses, and the writes that give a redeemed code's award. */
export function createRedeemCodesRepository(q: Queryable) {
  return { ...redeemCodes(q), ...redeemAwards(q) };
}

/** The codes: created by staff, locked and used as a user redeems one, listed with who redeemed them. */
function redeemCodes(q: Queryable) {
  return {
    async insert(
      codes: readonly string[],
      input: {
        award: RedeemAward;
        maxUses: number;
        expires?: string;
        batch: string;
        note: string;
        createdBy: string;
      },
    ): Promise<void> {
      await q.query(
        `INSERT INTO redeem_codes (code, award, max_uses, expires, batch, note, created_by)
         SELECT c, $2::jsonb, $3, $4::timestamptz, $5, $6, $7 FROM unnest($1::text[]) AS c`,
        [
          [...codes],
          JSON.stringify(input.award),
          input.maxUses,
          input.expires ?? null,
          input.batch,
          input.note,
          input.createdBy,
        ],
      );
    },

    /** Which of these codes exist already. */
    async existing(codes: readonly string[]): Promise<string[]> {
      const { rows } = await q.query<{ code: string }>('SELECT code FROM redeem_codes WHERE code = ANY($1)', [
        [...codes],
      ]);
      return rows.map((row) => row.code);
    },

    /** The code, its row locked until the transaction ends. */
    async lock(code: string): Promise<RedeemCodeRow | null> {
      const { rows } = await q.query<RedeemCodeRow>('SELECT * FROM redeem_codes WHERE code = $1 FOR UPDATE', [
        code,
      ]);
      return rows[0] ?? null;
    },

    /** What this user was given for the code, when they redeemed it before. */
    async useOf(code: string, userId: string): Promise<RedeemUnlocked | null> {
      const { rows } = await q.query<{ unlocked: RedeemUnlocked }>(
        'SELECT unlocked FROM redeem_code_uses WHERE code = $1 AND user_id = $2',
        [code, userId],
      );
      return rows[0]?.unlocked ?? null;
    },

    async recordUse(code: string, userId: string, unlocked: RedeemUnlocked): Promise<void> {
      await q.query('INSERT INTO redeem_code_uses (code, user_id, unlocked) VALUES ($1, $2, $3::jsonb)', [
        code,
        userId,
        JSON.stringify(unlocked),
      ]);
      await q.query('UPDATE redeem_codes SET uses = uses + 1 WHERE code = $1', [code]);
    },

    async list(usage: RedeemUsage, first: number, count: number) {
      const where = USAGE_FILTERS[usage];
      const { rows } = await q.query<RedeemCodeRow>(
        `SELECT c.*, (SELECT max(u.ts) FROM redeem_code_uses u WHERE u.code = c.code) AS last_redeemed,
           (SELECT b.doc->>'name' FROM buildings b WHERE b.id = c.award->>'building') AS building_name
         FROM redeem_codes c WHERE ${where}
         ORDER BY c.created DESC, c.code OFFSET $1 LIMIT $2`,
        [first, count],
      );
      const total = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM redeem_codes c WHERE ${where}`,
      );
      return { rows, total: total.rows[0]?.n ?? 0 };
    },

    async uses(code: string) {
      const { rows } = await q.query<{
        user_id: string;
        nickname: string | null;
        ts: Date;
        unlocked: RedeemUnlocked;
      }>(
        `SELECT u.user_id, us.doc->>'nickname' AS nickname, u.ts, u.unlocked
         FROM redeem_code_uses u LEFT JOIN users us ON us.id = u.user_id
         WHERE u.code = $1 ORDER BY u.ts DESC, u.user_id`,
        [code],
      );
      return rows;
    },
  };
}

/** A redeemed code's award: metacoin, an apartment slot, and the user's own metaverse the award leads to. */
function redeemAwards(q: Queryable) {
  return {
    /** Adds metacoin to the user's balance with its ledger entry; returns the new balance. */
    async addMetacoin(userId: string, amount: number, code: string): Promise<number> {
      const { rows } = await q.query<{ currency: number; inescrow: number }>(
        `UPDATE users SET doc = doc || jsonb_build_object(
           'currency', coalesce((doc->>'currency')::bigint, 0) + $2::bigint, 'timestamp', $3::text)
         WHERE id = $1
         RETURNING (doc->>'currency')::bigint AS currency, coalesce((doc->>'inescrow')::bigint, 0) AS inescrow`,
        [userId, amount, new Date().toISOString()],
      );
      const balance = Number(rows[0].currency);
      await insertLedgerEntry(q, {
        userId,
        type: 'reward',
        added: amount,
        newcurrency: balance,
        newinescrow: Number(rows[0].inescrow),
        doc: { redeemcode: code },
      });
      return balance;
    },

    /**
     * Gives the user the building's next free apartment slot, its door leading to `destination`; null when the
     * building does not exist or has no free apartment slot left.
     */
    async awardApartment(
      buildingId: string,
      userId: string,
      destination: string,
    ): Promise<{ slot: number; name: string } | null> {
      const { rows } = await q.query<{ doc: Record<string, unknown> }>(
        'SELECT doc FROM buildings WHERE id = $1 FOR UPDATE',
        [buildingId],
      );
      const building = rows[0]?.doc;
      if (!building) return null;
      const slots = Array.isArray(building.slots) ? (building.slots as { slot: number }[]) : [];
      const taken = new Set(slots.map((slot) => slot.slot));
      let slot = 0;
      while (taken.has(slot)) slot += 1;
      if (slot >= APARTMENT_SLOTS) return null;
      const added = {
        slot,
        owner: userId,
        destination,
        boughtfor: 0,
        marketsale: false,
        refuseoffers: false,
        destdoorid: 0,
      };
      await q.query(
        `UPDATE buildings SET doc = doc || jsonb_build_object('slots', $2::jsonb, 'timestamp', $3::text)
         WHERE id = $1`,
        [buildingId, JSON.stringify([...slots, added]), new Date().toISOString()],
      );
      return { slot, name: String(building.name ?? buildingId) };
    },

    /** The id and uri of the user's first own metaverse, or null. */
    async firstOwnedDomain(userId: string): Promise<{ id: string; uri: string } | null> {
      const { rows } = await q.query<{ id: string; uri: string }>(
        `SELECT id, doc->>'uri' AS uri FROM domains WHERE doc->>'owner' = $1 ORDER BY doc->>'created', id LIMIT 1`,
        [userId],
      );
      return rows[0] ?? null;
    },
  };
}

export type RedeemCodesRepository = ReturnType<typeof createRedeemCodesRepository>;
