/**
 * Demo data of the home/offers card: the demo owner's apartment `demo-enterprise/locations/apartment` (their home
 * location), the building slot whose door leads to it, and two offers received for it, each an escrow whose
 * metacoin left the sender's balance for their metacoin in escrow, with its ledger row. Runs inside the demo
 * seed's transaction after the buildings got their slots and the other escrows exist; deterministic.
 */
import type { Queryable } from '../db/connection.ts';
import { demoUserId } from './demo-accounts.ts';
import { domainId } from './demo-domains.ts';
import { DAY, HOUR, stableId } from './random.ts';

export const DEMO_APARTMENT = {
  uri: 'demo-enterprise',
  name: 'apartment',
  nickname: 'Sky Apartment',
} as const;
/** The apartment slot's number in its building (apartments are below 65538). */
export const DEMO_APARTMENT_SLOT = 4242;

/** The offers on the apartment: sender, amount and the fees the platform keeps on acceptance (10 %). */
export const DEMO_APARTMENT_OFFERS = [
  { sender: 'member@demo.test', amount: 1200, fees: 120 },
  { sender: 'host@demo.test', amount: 900, fees: 90 },
] as const;

export async function seedHomeOffers(q: Queryable, now: Date): Promise<void> {
  const owner = demoUserId('owner@demo.test');
  const path = `${DEMO_APARTMENT.uri}/locations/${DEMO_APARTMENT.name}`;
  const stamp = new Date(now.getTime() - 90 * DAY).toISOString();
  const locationId = stableId('location', path);
  await q.query(`INSERT INTO locations (id, doc) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO NOTHING`, [
    locationId,
    JSON.stringify({
      id: locationId,
      type: 'location',
      name: DEMO_APARTMENT.name,
      nickname: DEMO_APARTMENT.nickname,
      template: 'apartment',
      domain: domainId(DEMO_APARTMENT.uri),
      path,
      owner,
      visibility: 'unlisted',
      created: stamp,
      timestamp: stamp,
    }),
  ]);
  await q.query(`UPDATE users SET doc = doc || jsonb_build_object('homelocation', $2::text) WHERE id = $1`, [
    owner,
    path,
  ]);
  const { rows } = await q.query<{ id: string }>('SELECT id FROM buildings ORDER BY id LIMIT 1');
  const building = rows[0]?.id;
  if (!building) return;
  const escrowIds = DEMO_APARTMENT_OFFERS.map((_, i) => stableId('apartment-offer', i));
  const slot = {
    slot: DEMO_APARTMENT_SLOT,
    owner,
    destination: path,
    boughtfor: 2000,
    marketsale: false,
    refuseoffers: false,
    destdoorid: 0,
    slotoffers: DEMO_APARTMENT_OFFERS.map((offer, i) => ({
      userid: demoUserId(offer.sender),
      escrowid: escrowIds[i],
      amount: offer.amount,
    })),
  };
  await q.query(
    `UPDATE buildings SET doc = jsonb_set(doc, '{slots}', coalesce(doc->'slots', '[]'::jsonb) || $2::jsonb)
     WHERE id = $1`,
    [building, JSON.stringify([slot])],
  );
  for (const [i, offer] of DEMO_APARTMENT_OFFERS.entries()) {
    const sender = demoUserId(offer.sender);
    const ts = new Date(now.getTime() - (DEMO_APARTMENT_OFFERS.length - i) * 5 * HOUR).toISOString();
    await q.query(
      `INSERT INTO escrows (id, user_id, receiver_id, ts, amount, itemname, doc)
       VALUES ($1, $2, $3, $4, $5, 'Offer on an apartment', $6::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        escrowIds[i],
        sender,
        owner,
        ts,
        offer.amount,
        JSON.stringify({ buildingguid: building, slot: DEMO_APARTMENT_SLOT, fees: offer.fees }),
      ],
    );
    const { rows: balances } = await q.query<{ currency: string; inescrow: string }>(
      `UPDATE users SET doc = doc || jsonb_build_object(
         'currency', coalesce((doc->>'currency')::bigint, 0) - $2::bigint,
         'inescrow', coalesce((doc->>'inescrow')::bigint, 0) + $2::bigint)
       WHERE id = $1
       RETURNING (doc->>'currency')::bigint AS currency, (doc->>'inescrow')::bigint AS inescrow`,
      [sender, offer.amount],
    );
    await q.query(
      `INSERT INTO inventory_transactions (id, user_id, ts, type, added, newcurrency, newinescrow, doc)
       VALUES ($1, $2, $3, 'escrow', $4, $5, $6, $7::jsonb) ON CONFLICT (id) DO NOTHING`,
      [
        stableId('apartment-offer-ledger', i),
        sender,
        ts,
        -offer.amount,
        Number(balances[0].currency),
        Number(balances[0].inescrow),
        JSON.stringify({ escrowid: escrowIds[i] }),
      ],
    );
  }
}
