/**
 * Demo data of the staff user page: open escrows (one of them an offer on another user's slot, recorded on
 * the slot as well), and unconsumed in-app purchases of the demo accounts.
 * Runs inside the demo seed's transaction after the buildings got their slots; deterministic.
 */
import type { Queryable } from '../db/connection.ts';
import { demoUserId } from './demo-accounts.ts';
import { DAY, HOUR, stableId } from './random.ts';

interface StoredSlot {
  slot: number;
  owner?: string;
  slotoffers?: { userid: string; escrowid: string; amount: number }[];
}

/** Open escrows: payer, receiver, amount, item. */
const OPEN_ESCROWS = [
  { payer: 'owner@demo.test', receiver: 'member@demo.test', amount: 1500, itemname: 'Storefront sign' },
  { payer: 'owner@demo.test', receiver: 'host@demo.test', amount: 400, itemname: 'Gallery frame' },
  { payer: 'member@demo.test', receiver: 'owner@demo.test', amount: 2500, itemname: 'Offer on a slot' },
] as const;

const IAPS = [
  { user: 'owner@demo.test', sku: 'metacoin_1000', hoursAgo: 5 },
  { user: 'owner@demo.test', sku: 'metacoin_5000', hoursAgo: 30 },
  { user: 'member@demo.test', sku: 'metacoin_500', hoursAgo: 2 },
] as const;

/** Puts the member's offer on the owner's first slot, next to the escrow that holds its metacoin. */
async function seedSlotOffer(q: Queryable, escrowId: string, amount: number): Promise<void> {
  const owner = demoUserId('owner@demo.test');
  const { rows } = await q.query<{ id: string; slots: StoredSlot[] }>(
    `SELECT id, doc->'slots' AS slots FROM buildings
     WHERE doc->'slots' @> jsonb_build_array(jsonb_build_object('owner', $1::text)) ORDER BY id LIMIT 1`,
    [owner],
  );
  const building = rows[0];
  if (!building) return;
  const index = building.slots.findIndex((slot) => slot.owner === owner);
  const slots = building.slots.map((slot, i) =>
    i === index
      ? { ...slot, slotoffers: [{ userid: demoUserId('member@demo.test'), escrowid: escrowId, amount }] }
      : slot,
  );
  await q.query(`UPDATE buildings SET doc = jsonb_set(doc, '{slots}', $2::jsonb) WHERE id = $1`, [
    building.id,
    JSON.stringify(slots),
  ]);
}

/** Seeds the user-page data of the demo accounts. */
export async function seedAdminUsers(q: Queryable, now: Date): Promise<void> {
  const escrowIds = OPEN_ESCROWS.map((_, i) => stableId('open-escrow', i));
  await q.query(
    `INSERT INTO escrows (id, user_id, receiver_id, ts, amount, itemname)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::bigint[], $6::text[])
     ON CONFLICT (id) DO NOTHING`,
    [
      escrowIds,
      OPEN_ESCROWS.map((e) => demoUserId(e.payer)),
      OPEN_ESCROWS.map((e) => demoUserId(e.receiver)),
      OPEN_ESCROWS.map((_, i) => new Date(now.getTime() - (i + 1) * DAY).toISOString()),
      OPEN_ESCROWS.map((e) => e.amount),
      OPEN_ESCROWS.map((e) => e.itemname),
    ],
  );
  // A payer's inescrow is the sum of their open escrows.
  await q.query(
    `UPDATE users u SET doc = u.doc || jsonb_build_object('inescrow', t.total)
     FROM (SELECT user_id, sum(amount)::bigint AS total FROM escrows WHERE NOT archived GROUP BY user_id) t
     WHERE u.id = t.user_id`,
  );
  const offer = OPEN_ESCROWS.length - 1;
  await seedSlotOffer(q, escrowIds[offer], OPEN_ESCROWS[offer].amount);

  await q.query(
    `INSERT INTO unconsumed_iaps (id, user_id, grant_time, sku)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[]) ON CONFLICT (id) DO NOTHING`,
    [
      IAPS.map((_, i) => stableId('iap', i)),
      IAPS.map((iap) => demoUserId(iap.user)),
      IAPS.map((iap) => new Date(now.getTime() - iap.hoursAgo * HOUR).toISOString()),
      IAPS.map((iap) => iap.sku),
    ],
  );
}
