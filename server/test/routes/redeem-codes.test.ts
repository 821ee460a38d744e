/**
 * Redeem codes (single-target-and-flows.md §4 Redeem flow, §5, §9): each award kind, idempotence under 20
 * concurrent calls, uses and expiry, the short-code headset rule, the attempt limits, and the staff operations.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REDEEM_TEXTS as T } from '../../routes/redeem-codes/texts.ts';
import { REDEEM_USER_FAILURES } from '../../routes/redeem-codes/index.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['superuser', 'owner', 'member', 'headsettwin', 'admin'] });
let building = '';

beforeAll(async () => {
  const { rows } = await api.app.db.query<{ id: string }>('SELECT id FROM buildings ORDER BY id LIMIT 1');
  building = rows[0].id;
});

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

  it("awards the next free apartment slot of the building, its door leading to the user's metaverse", async () => {
    const code = await createCode({ kind: 'building_slot', building });
    const reply = await redeem('owner', code);
    const unlocked = reply.json.unlocked as {
      building_slot: number;
      location_name: string;
      location_uri: string;
    };
    expect(unlocked.location_uri).toMatch(/^demo-/);
    const { rows } = await api.app.db.query<{ doc: { slots: { slot: number; owner: string }[] } }>(
      'SELECT doc FROM buildings WHERE id = $1',
      [building],
    );
    expect(rows[0].doc.slots).toContainEqual(
      expect.objectContaining({ slot: unlocked.building_slot, owner: api.as.owner.id }),
    );
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
