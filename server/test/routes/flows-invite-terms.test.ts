/** The terms gate's answer and joining a metaverse through an invite (single-target-and-flows.md §4, §5, §7). */
import { beforeAll, describe, expect, it } from 'vitest';
import { FLOW_TEXTS as T } from '../../routes/flows/texts.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'manager', 'member', 'newcomer'] });
let fresh: Session;

beforeAll(async () => {
  fresh = await api.signup();
});

describe('setTermsAndConditions', () => {
  it('starts new accounts with the terms not accepted and stores the answer', async () => {
    expect((await api.op('getUser', { path: { id: fresh.id }, as: fresh }, 200)).json.acceptedtandcs).toBe(
      false,
    );
    const accepted = await api.op(
      'setTermsAndConditions',
      { body: { acceptedtandcs: true, receiveupdates: true }, as: fresh },
      200,
    );
    expect(accepted.json).toMatchObject({ id: fresh.id, acceptedtandcs: true, receiveupdates: true });
    const stored = await api.op('getUser', { path: { id: fresh.id }, as: fresh }, 200);
    expect(stored.json).toMatchObject({ acceptedtandcs: true, receiveupdates: true });
  });

  it('keeps the demo newcomer apart: only its own record changes', async () => {
    const reply = await api.op(
      'setTermsAndConditions',
      { body: { acceptedtandcs: true, receiveupdates: false }, as: 'newcomer' },
      200,
    );
    expect(reply.json).toMatchObject({ id: api.as.newcomer.id, acceptedtandcs: true, receiveupdates: false });
    expect((await api.op('getUser', { path: { id: fresh.id }, as: fresh })).json.receiveupdates).toBe(true);
  });

  it('refuses taking the terms back, missing fields and callers without a session', async () => {
    await api.op(
      'setTermsAndConditions',
      { invalidBody: { acceptedtandcs: false, receiveupdates: false }, as: fresh },
      400,
    );
    await api.op('setTermsAndConditions', { invalidBody: { acceptedtandcs: true }, as: fresh }, 400);
    await api.op('setTermsAndConditions', { body: { acceptedtandcs: true, receiveupdates: false } }, 401);
  });
});

/** The secret of a link the members page made. */
const secretOf = (link: string): string => new URL(link).searchParams.get('secret')!;

async function emailInvite(domain: string, email: string): Promise<string> {
  await api.op('sendEmailInvites', { path: { domain }, body: { emails: [email] }, as: 'owner' }, 200);
  const { rows } = await api.app.db.query<{ body: string }>(
    'SELECT body FROM mail_outbox WHERE to_address = $1 ORDER BY ts DESC LIMIT 1',
    [email],
  );
  const link = /https?:\/\/\S+acceptinvite\S+/.exec(rows[0].body)![0];
  expect(new URL(link).searchParams.get('domain')).toBe(domain);
  return secretOf(link);
}

const join = (as: Session | null, domain: string, secret: string, status: number) =>
  api.op('useInvite', { body: { domain, secret }, as }, status);

describe('useInvite', () => {
  it('uses an emailed single-use invite once', async () => {
    const secret = await emailInvite('demo-business', 'once@example.test');
    const first = await api.signup();
    const second = await api.signup();
    expect((await join(first, 'demo-business', secret, 200)).json).toEqual({ uri: 'demo-business' });
    const domains = await api.op('listDomains', { as: first }, 200);
    expect(domains.json.map((entry) => entry.uri)).toContain('demo-business');
    // Joining twice is harmless; someone else cannot use the invite again.
    await join(first, 'demo-business', secret, 200);
    expect((await join(second, 'demo-business', secret, 404)).text).toBe(T.inviteInvalid);
  });

  it('lets anyone use the shared link until it is replaced or deleted', async () => {
    const path = { domain: 'demo-premium' };
    const link = (await api.op('createSharedInvite', { path, as: 'owner' }, 200)).json.link!;
    const [a, b, c] = [await api.signup(), await api.signup(), await api.signup()];
    await join(a, 'demo-premium', secretOf(link), 200);
    await join(b, 'demo-premium', secretOf(link), 200);
    const replaced = (await api.op('createSharedInvite', { path, as: 'owner' }, 200)).json.link!;
    expect((await join(c, 'demo-premium', secretOf(link), 404)).text).toBe(T.inviteInvalid);
    await api.op('deleteSharedInvite', { path, as: 'owner' }, 200);
    await join(c, 'demo-premium', secretOf(replaced), 404);
  });

  it('refuses a secret of another metaverse, an unknown metaverse and a blocked user', async () => {
    const secret = await emailInvite('demo-business', 'other@example.test');
    const user = await api.signup();
    await join(user, 'demo-premium', secret, 404);
    await join(user, 'no-such-metaverse', secret, 404);
    const blocked = await api.signup();
    await join(blocked, 'demo-business', secret, 200);
    await api.op(
      'removeMember',
      { path: { domain: 'demo-business', userId: blocked.id }, query: { block: true }, as: 'owner' },
      200,
    );
    const again = await emailInvite('demo-business', 'again@example.test');
    expect((await join(blocked, 'demo-business', again, 403)).text).toBe(T.inviteBlocked);
  });

  it('holds the plan member limit: open invites keep their places, a shared link cannot overshoot', async () => {
    const domain = 'demo-business';
    const path = { domain };
    const members = (await api.op('getMemberSummary', { path, as: 'owner' }, 200)).json.count;
    const { rows } = await api.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM domain_invites d JOIN domains m ON m.id = d.domain_id
       WHERE m.doc->>'uri' = $1 AND d.kind = 'singleuse' AND d.used_by IS NULL`,
      [domain],
    );
    const free = 100 - members - rows[0].n;
    const emails = Array.from({ length: free }, (_, i) => `fill${i}@example.test`);
    for (let at = 0; at < emails.length; at += 50)
      await api.op(
        'sendEmailInvites',
        { path, body: { emails: emails.slice(at, at + 50) }, as: 'owner' },
        200,
      );
    const link = (await api.op('createSharedInvite', { path, as: 'owner' }, 200)).json.link!;
    const late = await api.signup();
    expect((await join(late, domain, secretOf(link), 403)).text).toBe(T.memberLimit(100));
    // A full metaverse still takes the people it invited.
    const mail = await api.app.db.query<{ body: string }>(
      `SELECT body FROM mail_outbox WHERE to_address = 'fill0@example.test'`,
    );
    const invited = secretOf(/https?:\/\/\S+acceptinvite\S+/.exec(mail.rows[0].body)![0]);
    await join(late, domain, invited, 200);
    expect((await api.op('getMemberSummary', { path, as: 'owner' }, 200)).json.count).toBe(members + 1);
  });

  it('refuses bad input and callers without a session', async () => {
    const user = await api.signup();
    await api.op('useInvite', { invalidBody: { domain: '', secret: 'x' }, as: user }, 400);
    await api.op('useInvite', { invalidBody: { domain: 'demo-business' }, as: user }, 400);
    await join(null, 'demo-business', 'x', 401);
  });
});
