/**
 * Merging accounts from the Merge Accounts dialog and linking accounts (single-target-and-flows.md §4 Merge
 * acceptance, Linking accounts, single-target-and-flows.md §8): the mailed request, the one-transaction merge, what moves and that the
 * merged account can no longer sign in.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_AGENT_ID } from '../../seed/agents.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { DEMO_TWINS, demoTwinId } from '../../seed/demo-twins.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { FLOW_TEXTS as T } from '../../routes/flows/texts.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['mergetwin', 'owner', 'headsettwin', 'member', 'admin'] });
const twin = DEMO_TWINS.find((candidate) => candidate.of === 'mergetwin@demo.test')!;
const twinId = demoTwinId(twin);

/** The link of the newest mail to `to`. */
async function mailedLink(to: string, page: string): Promise<URL> {
  const { rows } = await api.app.db.query<{ body: string }>(
    'SELECT body FROM mail_outbox WHERE to_address = $1 ORDER BY ts DESC LIMIT 1',
    [to],
  );
  const found = new RegExp(`https?://\\S+/${page}\\?\\S+`).exec(rows[0]?.body ?? '');
  expect(found, `a ${page} link mailed to ${to}`).not.toBeNull();
  return new URL(found![0]);
}

describe('merge requests', () => {
  it('refuses a request when the merge check does', async () => {
    const refused = await api.op('requestAccountMerge', { as: 'headsettwin' }, 403);
    expect(refused.text).toBe(T.mergeRefused.oculus);
    expect((await api.op('requestAccountMerge', { as: 'owner' }, 403)).text).toBe(T.mergeRefused.no_accounts);
    await api.op('requestAccountMerge', {}, 401);
  });

  it('refuses unknown secrets, other accounts and bad input', async () => {
    await api.op('requestAccountMerge', { as: 'mergetwin' }, 200);
    const link = await mailedLink('mergetwin@demo.test', 'acceptmergerequest');
    const secret = link.searchParams.get('secret')!;
    expect(
      (await api.op('acceptAccountMerge', { body: { secret: 'nope' }, as: 'mergetwin' }, 404)).text,
    ).toBe(T.mergeNotFound);
    expect((await api.op('acceptAccountMerge', { body: { secret }, as: 'owner' }, 403)).text).toBe(
      T.mergeOtherAccount,
    );
    await api.op('acceptAccountMerge', { invalidBody: { secret: '' }, as: 'mergetwin' }, 400);
    await api.op('acceptAccountMerge', { invalidBody: {}, as: 'mergetwin' }, 400);
    await api.op('acceptAccountMerge', { body: { secret } }, 401);
  });

  it('mails a link, and accepting it moves metaverses, metacoin and sign-ins in one go, once', async () => {
    const before = (await api.op('getInventory', { as: 'mergetwin' }, 200)).json.currency;
    // The twin owns an AI agent, which moves with the merge.
    const agent = (await api.app.repos.agents.get(DEMO_AGENT_ID))!.doc;
    await api.app.repos.agents.save({ ...agent, _id: 'twin-agent', owner_id: twinId });
    const sent = await api.op('requestAccountMerge', { as: 'mergetwin' }, 200);
    expect(sent.json).toEqual({ email: 'mergetwin@demo.test' });
    const link = await mailedLink('mergetwin@demo.test', 'acceptmergerequest');
    const secret = link.searchParams.get('secret')!;

    const merged = await api.op('acceptAccountMerge', { body: { secret }, as: 'mergetwin' }, 200);
    expect(merged.json).toEqual({
      survivor: api.as.mergetwin.id,
      merged: [{ id: twinId, name: 'demo_mergetwin_2', nickname: 'Merge Twin (Google)' }],
    });
    // Used once.
    await api.op('acceptAccountMerge', { body: { secret }, as: 'mergetwin' }, 404);

    const domains = await api.op('listDomains', { as: 'mergetwin' }, 200);
    const twinDomain = domains.json.find((entry) => entry.uri === 'demo-merge-twin-google');
    expect(twinDomain?.owner).toBe(api.as.mergetwin.id);
    expect((await api.op('getInventory', { as: 'mergetwin' }, 200)).json.currency).toBe(before + 1_500);
    const agents = await api.op('listAgents', { as: 'mergetwin' }, 200);
    expect(agents.json.agents.map((a) => [a._id, a.owner_id])).toEqual([['twin-agent', api.as.mergetwin.id]]);

    const db = api.app.db;
    const identities = await db.query<{ user_id: string; provider: string }>(
      `SELECT user_id, provider FROM identities WHERE user_id = ANY($1) ORDER BY provider`,
      [[api.as.mergetwin.id, twinId]],
    );
    expect(identities.rows).toEqual([
      { user_id: api.as.mergetwin.id, provider: 'google-oauth2' },
      { user_id: api.as.mergetwin.id, provider: 'local' },
    ]);
    const memberships = await db.query('SELECT 1 FROM memberships WHERE user_id = $1', [twinId]);
    expect(memberships.rows).toEqual([]);
    const tombstone = await db.query<{ doc: Record<string, unknown> }>(
      'SELECT doc FROM users WHERE id = $1',
      [twinId],
    );
    expect(tombstone.rows[0].doc).toMatchObject({ mergedinto: api.as.mergetwin.id, currency: 0 });
    const audit = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_id = $1 AND action = 'user.merge'`,
      [api.as.mergetwin.id],
    );
    expect(audit.rows).toHaveLength(1);
    // Nothing is left to merge.
    const check = await api.op('checkMergeOptions', { as: 'mergetwin' }, 200);
    expect(check.json).toMatchObject({ canMerge: false, failReason: 'no_accounts' });
    expect(domainId('demo-merge-twin-google')).toBe(twinDomain?.id);
  });
});

describe('merge confirmation at the same moment', () => {
  it('merges once when the link is confirmed twice at once', async () => {
    const keep = await api.signup('twice@example.test');
    const give = await api.signup();
    await api.op('requestAccountLink', { body: { email: 'twice@example.test' }, as: give }, 200);
    const link = await mailedLink('twice@example.test', 'linkaccounts');
    const body = { user: give.id, secret: link.searchParams.get('secret')! };
    const replies = await Promise.all([0, 1, 2].map(() => api.op('acceptAccountLink', { body, as: keep })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('link requests', () => {
  async function linkPair(): Promise<{
    keep: Session;
    keepEmail: string;
    give: Session;
    giveEmail: string;
    link: URL;
  }> {
    const keepEmail = `keep-${Math.random().toString(36).slice(2)}@example.test`;
    const giveEmail = `give-${Math.random().toString(36).slice(2)}@example.test`;
    const keep = await api.signup(keepEmail);
    const give = await api.signup(giveEmail);
    const sent = await api.op('requestAccountLink', { body: { email: keepEmail }, as: give }, 200);
    expect(sent.json).toEqual({ email: keepEmail });
    const link = await mailedLink(keepEmail, 'linkaccounts');
    expect(link.searchParams.get('user')).toBe(give.id);
    expect(link.searchParams.get('name')).toBeTruthy();
    return { keep, keepEmail, give, giveEmail, link };
  }

  /** Links `give` into the account of `keepEmail` (signed in as `keep`) through the mailed link. */
  async function link(give: Session, keep: Session, keepEmail: string): Promise<void> {
    await api.op('requestAccountLink', { body: { email: keepEmail }, as: give }, 200);
    const mailed = await mailedLink(keepEmail, 'linkaccounts');
    const body = { user: give.id, secret: mailed.searchParams.get('secret')! };
    await api.op('acceptAccountLink', { body, as: keep }, 200);
  }

  const signIn = (email: string, password: string, status: number) =>
    api.op('identityLogin', { body: { email, password } }, status);

  it('links the requesting account into the one of the address, which then owns its metaverses', async () => {
    const { keep, keepEmail, give, giveEmail, link } = await linkPair();
    await api.app.db.query(`UPDATE memberships SET user_id = $1 WHERE domain_id = $2 AND user_id = $3`, [
      give.id,
      domainId('demo-premium'),
      api.as.member.id,
    ]);
    const body = { user: give.id, secret: link.searchParams.get('secret')! };
    const done = await api.op('acceptAccountLink', { body, as: keep }, 200);
    expect(done.json).toMatchObject({ survivor: keep.id, merged: [{ id: give.id }] });
    const domains = await api.op('listDomains', { as: keep }, 200);
    expect(domains.json.map((entry) => entry.uri)).toContain('demo-premium');
    // The linked account's sessions ended; its password no longer signs in, and says where the account went.
    await api.op('listDomains', { as: give }, 401);
    expect((await signIn(giveEmail, 'a-long-password', 401)).text).toBe(MESSAGES.accountMerged(keepEmail));
    // Again: the requesting account is already merged.
    expect((await api.op('acceptAccountLink', { body, as: keep }, 409)).text).toBe(T.linkAlreadyMerged);
  });

  it('names the account a linked one went into only to its password, following later links', async () => {
    const { keep, keepEmail, give, giveEmail } = await linkPair();
    await link(give, keep, keepEmail);
    const merged = MESSAGES.accountMerged(keepEmail);
    expect((await signIn(giveEmail, 'a-long-password', 401)).text).toBe(merged);
    expect((await signIn(giveEmail.toUpperCase(), 'a-long-password', 401)).text).toBe(merged);
    // A wrong password learns nothing of the merge.
    expect((await signIn(giveEmail, 'not-the-password', 401)).text).toBe(MESSAGES.wrongCredentials);

    // The account it went into is linked on: both old sign-ins name the account that has them now.
    const lastEmail = `last-${Math.random().toString(36).slice(2)}@example.test`;
    const last = await api.signup(lastEmail);
    await link(keep, last, lastEmail);
    expect((await signIn(giveEmail, 'a-long-password', 401)).text).toBe(MESSAGES.accountMerged(lastEmail));
    expect((await signIn(keepEmail, 'a-long-password', 401)).text).toBe(MESSAGES.accountMerged(lastEmail));

    // The address is free again: a new account made with it signs in as itself.
    const again = await api.signup(giveEmail);
    expect(again.id).not.toBe(give.id);
    expect((await signIn(giveEmail, 'a-long-password', 200)).json.id_token).toBeTruthy();
  });

  it('says an account merged into one without an address was merged, without naming any', async () => {
    const { keep, keepEmail, give, giveEmail } = await linkPair();
    await link(give, keep, keepEmail);
    await api.app.db.query(`UPDATE users SET doc = doc - 'email' WHERE id = $1`, [keep.id]);
    expect((await signIn(giveEmail, 'a-long-password', 401)).text).toBe(MESSAGES.accountMerged(null));
  });

  it('answers "Merge request not found" for unknown secrets, other users and other accounts', async () => {
    const { keep, give, link } = await linkPair();
    const secret = link.searchParams.get('secret')!;
    const notFound = (body: { user: string; secret: string }, as: Session) =>
      api.op('acceptAccountLink', { body, as }, 404);
    expect((await notFound({ user: give.id, secret: 'nope' }, keep)).text).toBe(T.linkNotFound);
    await notFound({ user: keep.id, secret }, keep);
    await notFound({ user: give.id, secret }, await api.signup());
    await api.op('acceptAccountLink', { invalidBody: { user: give.id }, as: keep }, 400);
    await api.op('acceptAccountLink', { body: { user: give.id, secret } }, 401);
  });

  it('refuses linking into oneself and staff accounts, and gives nothing away about addresses', async () => {
    const me = await api.signup('linker@example.test');
    expect(
      (await api.op('requestAccountLink', { body: { email: 'linker@example.test' }, as: me }, 403)).text,
    ).toBe(T.linkSelf);
    const unknown = await api.op(
      'requestAccountLink',
      { body: { email: 'nobody@example.test' }, as: me },
      200,
    );
    expect(unknown.json).toEqual({ email: 'nobody@example.test' });
    await api.op('requestAccountLink', { invalidBody: { email: 'x' }, as: me }, 400);
    const notAnAddress = await api.op(
      'requestAccountLink',
      { invalidBody: { email: 'linker@example' }, as: me },
      400,
    );
    expect(notAnAddress.text).toMatch(/valid email address/);
    const staff = await api.op(
      'requestAccountLink',
      { body: { email: 'linker@example.test' }, as: 'admin' },
      403,
    );
    expect(staff.text).toBe(T.linkStaff);
    await api.op('requestAccountLink', { body: { email: 'owner@demo.test' } }, 401);
  });
});
