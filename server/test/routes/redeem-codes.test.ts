/**
 * Redeem codes (single-target-and-flows.md §4 Redeem flow, §5, §9): each award kind, idempotence under 20
 * concurrent calls, uses and expiry, the short-code headset rule, the attempt limits, and the staff operations.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REDEEM_TEXTS as T } from '../../routes/redeem-codes/texts.ts';
import { REDEEM_USER_FAILURES } from '../../routes/redeem-codes/index.ts';
import { APARTMENT_SLOTS } from '../../repositories/redeem-codes-repository.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['superuser', 'owner', 'member', 'headsettwin', 'admin'] });
let building = '';

beforeAll(async () => {
  const { rows } = await api.app.db.query<{ id: string }>('SELECT id FROM buildings ORDER BY id LIMIT 1');
  building = rows[0].id;
});

type Apartment = {
  building_slot: number;
  location_name: string;
  location_uri: string;
  domain_uri?: string;
  location?: string;
};

type Award =
  | { kind: 'metacoin'; amount: number }
  | { kind: 'domain'; plan: 'free' | 'premium' | 'professional' | 'business' | 'enterprise' }
  | { kind: 'building_slot'; building: string };

async function createCode(award: Award, extra: Record<string, unknown> = {}): Promise<string> {
  const reply = await api.op(
    'createRedeemCodes',
    { body: { award, maxUses: 1, ...extra }, as: 'superuser' },
    200,
  );
  return reply.json.codes[0];
}

const redeem = (as: Session | 'owner' | 'member' | 'headsettwin', code: string, status = 200) => {
  const session = typeof as === 'string' ? api.as[as] : as;
  return api.op('redeemCode', { path: { userid: session.id, code }, as: session }, status);
};

describe('redeeming', () => {
  it('awards metacoin into the balance and the ledger', async () => {
    const user = await api.signup();
    const code = await createCode({ kind: 'metacoin', amount: 250 });
    const reply = await redeem(user, code.toLowerCase());
    expect(reply.json).toEqual({
      success: true,
      msg: T.redeemed,
      unlocked: { metacoin: 250, domain_uri: '' },
    });
    expect((await api.op('getInventory', { as: user }, 200)).json.currency).toBe(250);
    const ledger = await api.app.db.query<{ added: number; type: string }>(
      'SELECT added::int AS added, type FROM inventory_transactions WHERE user_id = $1',
      [user.id],
    );
    expect(ledger.rows).toEqual([{ added: 250, type: 'reward' }]);
  });

  it('awards a metaverse on the plan, owned by the user', async () => {
    const user = await api.signup();
    const code = await createCode({ kind: 'domain', plan: 'premium' });
    const reply = await redeem(user, code);
    expect(reply.json.success).toBe(true);
    const unlocked = reply.json.unlocked as { domain: string; domain_name: string; domain_uri: string };
    const domain = await api.op('getDomain', { path: { domain: unlocked.domain_uri }, as: user }, 200);
    expect(domain.json).toMatchObject({ owner: user.id, plan: { type: 'premium', activated: true } });
  });

  it("awards the next free apartment slot of the building, its door leading to a new apartment of the user's metaverse", async () => {
    const code = await createCode({ kind: 'building_slot', building });
    const reply = await redeem('owner', code);
    const unlocked = reply.json.unlocked as Apartment;
    const { rows: owned } = await api.app.db.query<{ uri: string }>(
      `SELECT doc->>'uri' AS uri FROM domains WHERE doc->>'owner' = $1 ORDER BY doc->>'created', id LIMIT 1`,
      [api.as.owner.id],
    );
    const { rows: named } = await api.app.db.query<{ name: string }>(
      `SELECT doc->>'name' AS name FROM buildings WHERE id = $1`,
      [building],
    );
    expect(unlocked).toMatchObject({ location_name: named[0].name, domain_uri: owned[0].uri });
    // Not the metaverse's home: an apartment location of its own, named after the building.
    expect(unlocked.location).toMatch(/^apartment(-\d+)?$/);
    expect(unlocked.location_uri).toBe(`${owned[0].uri}/locations/${unlocked.location}`);
    const apartment = await api.op(
      'getEntity',
      { path: { domain: owned[0].uri, types: 'locations', id: unlocked.location ?? '' }, as: 'owner' },
      200,
    );
    expect(apartment.json).toMatchObject({
      nickname: T.apartmentNickname(named[0].name),
      template: 'apartment',
      owner: api.as.owner.id,
    });
    const { rows } = await api.app.db.query<{ doc: { slots: { slot: number; owner: string }[] } }>(
      'SELECT doc FROM buildings WHERE id = $1',
      [building],
    );
    expect(rows[0].doc.slots).toContainEqual(
      expect.objectContaining({
        slot: unlocked.building_slot,
        owner: api.as.owner.id,
        destination: unlocked.location_uri,
      }),
    );

    // A second apartment in the same metaverse gets a name and a nickname of its own.
    const again = (await redeem('owner', await createCode({ kind: 'building_slot', building }))).json
      .unlocked as Apartment;
    expect(again.domain_uri).toBe(owned[0].uri);
    expect(again.location).not.toBe(unlocked.location);
  });

  it('gives a user without a metaverse a free one holding the apartment', async () => {
    const user = await api.signup();
    const reply = await redeem(user, await createCode({ kind: 'building_slot', building }));
    expect(reply.json.success).toBe(true);
    const unlocked = reply.json.unlocked as Apartment;
    expect(unlocked.domain_uri).toBeTruthy();
    const domain = await api.op('getDomain', { path: { domain: unlocked.domain_uri ?? '' }, as: user }, 200);
    expect(domain.json).toMatchObject({ owner: user.id, plan: { type: 'free' } });
    await api.op(
      'getEntity',
      {
        path: { domain: unlocked.domain_uri ?? '', types: 'locations', id: unlocked.location ?? '' },
        as: user,
      },
      200,
    );
    // Their first apartment becomes their home, so its page shows them its Home/offers card; a second one
    // leaves the home as it is.
    const home = async () =>
      (await api.op('getUser', { path: { id: user.id }, as: user }, 200)).json.homelocation;
    expect(await home()).toBe(unlocked.location_uri);
    await redeem(user, await createCode({ kind: 'building_slot', building }));
    expect(await home()).toBe(unlocked.location_uri);
  });

  it('writes nothing when the building has no apartment left', async () => {
    const user = await api.signup();
    const code = await createCode({ kind: 'building_slot', building });
    const { rows } = await api.app.db.query<{ doc: { slots?: unknown[] } }>(
      'SELECT doc FROM buildings WHERE id = $1',
      [building],
    );
    const slots = rows[0].doc.slots ?? [];
    const full = Array.from({ length: APARTMENT_SLOTS }, (_, slot) => ({ slot, owner: 'someone' }));
    await api.app.db.query(`UPDATE buildings SET doc = jsonb_set(doc, '{slots}', $2::jsonb) WHERE id = $1`, [
      building,
      JSON.stringify(full),
    ]);
    try {
      const reply = await redeem(user, code);
      expect(reply.json).toEqual({ success: false, msg: T.noApartment });
      const { rows: domains } = await api.app.db.query(`SELECT 1 FROM domains WHERE doc->>'owner' = $1`, [
        user.id,
      ]);
      expect(domains).toEqual([]);
    } finally {
      await api.app.db.query(
        `UPDATE buildings SET doc = jsonb_set(doc, '{slots}', $2::jsonb) WHERE id = $1`,
        [building, JSON.stringify(slots)],
      );
    }
  });

  it('awards once under 20 concurrent calls of one user, and answers each with the same award', async () => {
    const user = await api.signup();
    const code = await createCode({ kind: 'metacoin', amount: 100 }, { maxUses: 5 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => redeem(user, code)));
    for (const reply of replies)
      expect(reply.json).toMatchObject({ success: true, unlocked: { metacoin: 100 } });
    expect((await api.op('getInventory', { as: user }, 200)).json.currency).toBe(100);
    const uses = await api.op('listRedeemCodeUses', { path: { code }, as: 'superuser' }, 200);
    expect(uses.json).toHaveLength(1);
  });

  it('gives a single-use code to one of 20 accounts redeeming it at once', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => api.signup()));
    const code = await createCode({ kind: 'metacoin', amount: 10 });
    const replies = await Promise.all(users.map((user) => redeem(user, code)));
    expect(replies.filter((reply) => reply.json.success)).toHaveLength(1);
    expect(replies.filter((reply) => reply.json.msg === T.usedUp)).toHaveLength(19);
  });

  it('refuses unknown, expired and used-up codes with the reason', async () => {
    const user = await api.signup();
    expect((await redeem(user, 'NO-SUCH-CODE-AT-ALL')).json).toEqual({ success: false, msg: T.unknown });
    const expired = await createCode(
      { kind: 'metacoin', amount: 1 },
      { expires: new Date(Date.now() - 60_000).toISOString() },
    );
    expect((await redeem(user, expired)).json).toEqual({ success: false, msg: T.expired });
    const once = await createCode({ kind: 'metacoin', amount: 1 });
    await redeem('member', once);
    expect((await redeem(user, once)).json).toEqual({ success: false, msg: T.usedUp });
  });

  it('needs a linked headset account for codes shorter than 12 characters', async () => {
    const short = await createCode({ kind: 'metacoin', amount: 5 }, { length: 8 });
    expect(short).toHaveLength(8);
    expect((await redeem('member', short)).json).toEqual({ success: false, msg: T.needsHeadset });
    expect((await redeem('headsettwin', short)).json).toMatchObject({ success: true });
  });

  it('stops a user guessing codes after the limit of failed attempts', async () => {
    const guesser = await api.signup();
    for (let i = 0; i < REDEEM_USER_FAILURES; i += 1) await redeem(guesser, `GUESS-NUMBER-${i}`);
    await redeem(guesser, 'GUESS-ONE-MORE-TIME', 429);
    // Another user from the same address is not yet stopped.
    const other = await api.signup();
    expect((await redeem(other, 'GUESS-FROM-ELSEWHERE')).json.success).toBe(false);
  });

  it("refuses another user's id, bad codes and callers without a session", async () => {
    const user = await api.signup();
    await api.op('redeemCode', { path: { userid: api.as.member.id, code: 'ABCDEFGHIJKLMN' }, as: user }, 403);
    await api.op('redeemCode', { invalidPath: { userid: user.id, code: 'bad code!' }, as: user }, 400);
    await api.op('redeemCode', { path: { userid: user.id, code: 'ABCDEFGHIJKLMN' } }, 401);
  });
});

describe('staff redeem codes', () => {
  it('creates batches, lists them by usage and shows who redeemed when', async () => {
    const created = await api.op(
      'createRedeemCodes',
      {
        body: { award: { kind: 'metacoin', amount: 7 }, maxUses: 2, count: 5, note: 'Batch' },
        as: 'superuser',
      },
      200,
    );
    expect(created.json.codes).toHaveLength(5);
    const [first] = created.json.codes;
    await redeem('member', first);
    const partial = await api.op(
      'listRedeemCodes',
      { query: { usage: 'partial', count: 1000 }, as: 'superuser' },
      200,
    );
    expect(partial.json.codes.map((code) => code.code)).toContain(first);
    const unused = await api.op(
      'listRedeemCodes',
      { query: { usage: 'unused', count: 1000 }, as: 'superuser' },
      200,
    );
    expect(unused.json.codes.map((code) => code.code)).not.toContain(first);
    expect(unused.json.codes.filter((code) => code.batch === created.json.batch)).toHaveLength(4);
    const uses = await api.op('listRedeemCodeUses', { path: { code: first }, as: 'superuser' }, 200);
    expect(uses.json).toEqual([
      expect.objectContaining({ userid: api.as.member.id, unlocked: { metacoin: 7, domain_uri: '' } }),
    ]);
    const audit = await api.app.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'redeemcode.create' AND target_id = $1`,
      [created.json.batch],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it("lists an apartment code with its building's name", async () => {
    const code = await createCode({ kind: 'building_slot', building });
    const { rows } = await api.app.db.query<{ name: string }>(
      `SELECT doc->>'name' AS name FROM buildings WHERE id = $1`,
      [building],
    );
    const list = await api.op(
      'listRedeemCodes',
      { query: { usage: 'unused', count: 1000 }, as: 'superuser' },
      200,
    );
    const listed = list.json.codes.find((row) => row.code === code);
    expect(listed).toMatchObject({ award: { kind: 'building_slot', building }, buildingName: rows[0].name });
    const metacoin = list.json.codes.find((row) => row.award.kind === 'metacoin');
    expect(metacoin && 'buildingName' in metacoin).toBe(false);
  });

  it('takes a chosen code once and refuses bad input', async () => {
    const body = { code: 'Summer-Party-2026', award: { kind: 'metacoin', amount: 1 } as const, maxUses: 10 };
    expect((await api.op('createRedeemCodes', { body, as: 'superuser' }, 200)).json.codes).toEqual([
      'SUMMER-PARTY-2026',
    ]);
    await api.op('createRedeemCodes', { body, as: 'superuser' }, 400);
    await api.op(
      'createRedeemCodes',
      { body: { ...body, code: 'OTHER-CODE', count: 2 }, as: 'superuser' },
      400,
    );
    await api.op(
      'createRedeemCodes',
      { body: { award: { kind: 'building_slot', building: 'nope' }, maxUses: 1 }, as: 'superuser' },
      400,
    );
    await api.op(
      'createRedeemCodes',
      { invalidBody: { award: { kind: 'metacoin', amount: 0 }, maxUses: 1 }, as: 'superuser' },
      400,
    );
    await api.op('listRedeemCodeUses', { path: { code: 'NOT-A-CODE' }, as: 'superuser' }, 404);
  });
});
