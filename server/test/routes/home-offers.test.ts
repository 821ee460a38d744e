/**
 * The home/offers card (single-target-and-flows.md §2, §4, §7): the slot leading to the owner's apartment, the
 * allow-offers switch, the offers received for it, accepting (once, however often it is asked) and declining,
 * the ledgers that record it, and the senders' pictures. Runs on the seeded demo apartment.
 */
import { describe, expect, it } from 'vitest';
import { offerProceeds } from '../../../common/homeOffers.ts';
import { HOME_OFFER_TEXTS as T } from '../../routes/home-offers/texts.ts';
import { demoUserId } from '../../seed/demo-accounts.ts';
import { DEMO_APARTMENT, DEMO_APARTMENT_OFFERS, DEMO_APARTMENT_SLOT } from '../../seed/home-offers.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'host'] });
const home = { domain: DEMO_APARTMENT.uri, location: DEMO_APARTMENT.name };
const [memberOffer, hostOffer] = DEMO_APARTMENT_OFFERS;

interface Balance {
  currency: number;
  inescrow: number;
  /** Sum of the user's inventory ledger rows' changes of the balance, and the balance the last row left. */
  ledger: number;
  last: number | null;
}

async function balance(email: string): Promise<Balance> {
  const id = demoUserId(email);
  const { rows } = await api.app.db.query<{ currency: string; inescrow: string }>(
    `SELECT doc->>'currency' AS currency, coalesce(doc->>'inescrow', '0') AS inescrow FROM users WHERE id = $1`,
    [id],
  );
  const { rows: ledger } = await api.app.db.query<{ total: string; last: string | null }>(
    `SELECT coalesce(sum(added), 0) AS total,
       (SELECT newcurrency FROM inventory_transactions WHERE user_id = $1 ORDER BY ts DESC, id DESC LIMIT 1) AS last
     FROM inventory_transactions WHERE user_id = $1`,
    [id],
  );
  return {
    currency: Number(rows[0].currency),
    inescrow: Number(rows[0].inescrow),
    ledger: Number(ledger[0].total),
    last: ledger[0].last === null ? null : Number(ledger[0].last),
  };
}

async function received() {
  const slot = await api.op('getHomeSlot', { path: home, as: 'owner' }, 200);
  const query = { received: true, buildingguid: slot.json.buildingguid, slotidx: slot.json.slot };
  return (await api.op('listMyEscrowOffers', { query, as: 'owner' }, 200)).json;
}

const offerOf = async (email: string) => {
  const found = (await received()).find((offer) => offer.senderid === demoUserId(email));
  if (!found) throw new Error(`no offer of ${email}`);
  return found;
};

describe('the home slot and its allow-offers switch', () => {
  it('shows the owner of the home their slot', async () => {
    const slot = await api.op('getHomeSlot', { path: home, as: 'owner' }, 200);
    expect(slot.json).toMatchObject({ refuseoffers: false, marketsale: false, slot: DEMO_APARTMENT_SLOT });
  });

  it('refuses anyone who does not own the home, nobody signed in, and an unknown location', async () => {
    const refused = await api.op('getHomeSlot', { path: home, as: 'manager' }, 403);
    expect(refused.text).toBe(T.notHomeOwner);
    await api.op('setHomeAllowOffers', { path: home, body: { allow: false }, as: 'manager' }, 403);
    await api.op('getHomeSlot', { path: home, as: 'member' }, 403);
    await api.op('getHomeSlot', { path: home }, 401);
    await api.op('setHomeAllowOffers', { path: home, body: { allow: false } }, 401);
    await api.op('getHomeSlot', { path: { ...home, location: 'nowhere' }, as: 'owner' }, 404);
    await api.op('getHomeSlot', { path: home, invalidPath: { location: 'x'.repeat(201) }, as: 'owner' }, 400);
  });

  it('turns offers off and on, refuses a bad body, and refuses accepting while offers are off', async () => {
    const off = await api.op('setHomeAllowOffers', { path: home, body: { allow: false }, as: 'owner' }, 200);
    expect(off.json.refuseoffers).toBe(true);
    expect((await api.op('getHomeSlot', { path: home, as: 'owner' }, 200)).json.refuseoffers).toBe(true);
    const offer = await offerOf('member@demo.test');
    const refused = await api.op(
      'respondToEscrowOffer',
      { body: { escrowid: offer.escrowid, acceptoffer: true, amount: offer.amount }, as: 'owner' },
      409,
    );
    expect(refused.text).toBe(T.refusingOffers);
    await api.op('setHomeAllowOffers', { path: home, invalidBody: { allow: 'yes' }, as: 'owner' }, 400);
    await api.op('setHomeAllowOffers', { path: home, invalidBody: {}, as: 'owner' }, 400);
    const on = await api.op('setHomeAllowOffers', { path: home, body: { allow: true }, as: 'owner' }, 200);
    expect(on.json.refuseoffers).toBe(false);
  });
});

describe('offers received', () => {
  it('lists the offers for the slot with sender, amount and fees', async () => {
    const offers = await received();
    expect(offers.map((offer) => [offer.senderid, offer.amount, offer.fees])).toEqual(
      DEMO_APARTMENT_OFFERS.map((offer) => [demoUserId(offer.sender), offer.amount, offer.fees]),
    );
    expect(offers[0].sendername).not.toBe('');
  });

  it('lists the offers a sender made, and refuses bad queries and nobody signed in', async () => {
    const sent = await api.op('listMyEscrowOffers', { query: { received: false }, as: 'member' }, 200);
    expect(sent.json.map((offer) => offer.amount)).toContain(memberOffer.amount);
    // Nobody else sees the owner's offers.
    const others = await api.op('listMyEscrowOffers', { query: { received: true }, as: 'host' }, 200);
    expect(others.json.map((offer) => offer.senderid)).not.toContain(demoUserId('member@demo.test'));
    await api.op(
      'listMyEscrowOffers',
      { invalidQuery: { received: 'true', slotidx: '-1' }, as: 'owner' },
      400,
    );
    await api.op('listMyEscrowOffers', { invalidQuery: {}, as: 'owner' }, 400);
    await api.op('listMyEscrowOffers', { query: { received: true } }, 401);
  });
});

describe('answering an offer', () => {
  it('refuses someone else’s escrow, an unknown one, a stale amount, bad input and nobody signed in', async () => {
    const offer = await offerOf('member@demo.test');
    // The sender cannot answer their own offer; neither can anyone else.
    for (const as of ['member', 'host', 'manager'] as const) {
      const body = { escrowid: offer.escrowid, acceptoffer: true, amount: offer.amount };
      expect((await api.op('respondToEscrowOffer', { body, as }, 404)).text).toBe(T.offerNotFound);
    }
    await api.op(
      'respondToEscrowOffer',
      { body: { escrowid: 'no-such-offer', acceptoffer: true, amount: 1 }, as: 'owner' },
      404,
    );
    const stale = await api.op(
      'respondToEscrowOffer',
      { body: { escrowid: offer.escrowid, acceptoffer: true, amount: offer.amount - 1 }, as: 'owner' },
      409,
    );
    expect(stale.text).toBe(T.offerChanged);
    await api.op(
      'respondToEscrowOffer',
      { invalidBody: { escrowid: offer.escrowid, acceptoffer: 'yes', amount: offer.amount }, as: 'owner' },
      400,
    );
    await api.op(
      'respondToEscrowOffer',
      { invalidBody: { escrowid: offer.escrowid, acceptoffer: true, amount: -5 }, as: 'owner' },
      400,
    );
    await api.op(
      'respondToEscrowOffer',
      { body: { escrowid: offer.escrowid, acceptoffer: true, amount: offer.amount } },
      401,
    );
    expect((await received()).length).toBe(DEMO_APARTMENT_OFFERS.length);
  });

  it('declines an offer: the sender gets the metacoin back, recorded in the ledger, and it leaves the list', async () => {
    const offer = await offerOf('host@demo.test');
    const before = await balance('host@demo.test');
    const reply = await api.op(
      'respondToEscrowOffer',
      { body: { escrowid: offer.escrowid, acceptoffer: false, amount: offer.amount }, as: 'owner' },
      200,
    );
    expect(reply.json).toEqual({ escrowid: offer.escrowid, accepted: false });
    const after = await balance('host@demo.test');
    expect(after.currency - before.currency).toBe(hostOffer.amount);
    expect(before.inescrow - after.inescrow).toBe(hostOffer.amount);
    expect(after.ledger - before.ledger).toBe(hostOffer.amount);
    expect(after.last).toBe(after.currency);
    expect((await received()).map((o) => o.escrowid)).not.toContain(offer.escrowid);
    const again = await api.op(
      'respondToEscrowOffer',
      { body: { escrowid: offer.escrowid, acceptoffer: false, amount: offer.amount }, as: 'owner' },
      409,
    );
    expect(again.text).toBe(T.offerSettled);
  });

  it('accepts an offer once however often it is asked at the same time, and moves the slot to the sender', async () => {
    const offer = await offerOf('member@demo.test');
    const slot = (await api.op('getHomeSlot', { path: home, as: 'owner' }, 200)).json;
    const [owner, member] = [await balance('owner@demo.test'), await balance('member@demo.test')];
    const body = { escrowid: offer.escrowid, acceptoffer: true, amount: offer.amount };
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => api.op('respondToEscrowOffer', { body, as: 'owner' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409]);
    const gets = offerProceeds(memberOffer);
    expect(gets).toBe(memberOffer.amount - memberOffer.fees);
    const [ownerAfter, memberAfter] = [await balance('owner@demo.test'), await balance('member@demo.test')];
    // Paid exactly once; balances move by the ledger rows written.
    expect(ownerAfter.currency - owner.currency).toBe(gets);
    expect(ownerAfter.ledger - owner.ledger).toBe(gets);
    expect(ownerAfter.last).toBe(ownerAfter.currency);
    expect(memberAfter.currency).toBe(member.currency);
    expect(member.inescrow - memberAfter.inescrow).toBe(memberOffer.amount);
    expect(memberAfter.ledger).toBe(member.ledger);
    expect(memberAfter.last).toBe(memberAfter.currency);
    const { rows: trades } = await api.app.db.query<{ user_id: string; type: string; amount: string }>(
      `SELECT user_id, type, amount FROM infiniverse_transactions WHERE doc->>'escrowid' = $1 ORDER BY type`,
      [offer.escrowid],
    );
    expect(trades.map((t) => [t.user_id, t.type, Number(t.amount)])).toEqual([
      [demoUserId('member@demo.test'), 'buy_slot', memberOffer.amount],
      [demoUserId('owner@demo.test'), 'sell_slot', memberOffer.amount],
    ]);
    const { rows: buildings } = await api.app.db.query<{ slot: { owner: string; slotoffers: unknown[] } }>(
      `SELECT s.value AS slot FROM buildings b, jsonb_array_elements(b.doc->'slots') s
       WHERE b.id = $1 AND (s.value->>'slot')::integer = $2`,
      [slot.buildingguid, slot.slot],
    );
    expect(buildings[0].slot).toMatchObject({ owner: demoUserId('member@demo.test'), slotoffers: [] });
    // The seller no longer owns the home's slot, and nothing is left to answer.
    await api.op('getHomeSlot', { path: home, as: 'owner' }, 403);
    const left = await api.op(
      'listMyEscrowOffers',
      { query: { received: true, buildingguid: slot.buildingguid, slotidx: slot.slot }, as: 'owner' },
      200,
    );
    expect(left.json).toEqual([]);
  });
});

describe('a user’s profile picture', () => {
  it('is the picture, or 404 when there is none; signed-in users only; bad ids refused', async () => {
    await api.op(
      'uploadProfilePicture',
      { body: pngOfSize(200), headers: { 'content-type': 'image/png' }, as: 'host' },
      200,
    );
    const picture = await api.op('getUserProfilePicture', { path: { id: api.as.host.id }, as: 'owner' }, 200);
    expect(picture.headers['content-type']).toBe('image/png');
    const none = await api.signup();
    // No picture is a normal answer (no error the browser logs for each sender without one).
    const missing = await api.op('getUserProfilePicture', { path: { id: none.id }, as: 'owner' }, 204);
    expect(missing.text).toBe('');
    await api.op('getUserProfilePicture', { path: { id: 'nobody' }, as: 'owner' }, 404);
    await api.op('getUserProfilePicture', { path: { id: api.as.host.id } }, 401);
    await api.op(
      'getUserProfilePicture',
      { path: { id: 'x' }, invalidPath: { id: 'bad id!' }, as: 'owner' },
      400,
    );
  });
});
