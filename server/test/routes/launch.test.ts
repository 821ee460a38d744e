import { SUPPORT_EMAIL } from '../../config.ts';
import { describe, expect, it } from 'vitest';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['owner', 'member'] });

async function homeLocation(domain: string): Promise<string> {
  const { rows } = await api.app.db.query<{ name: string }>(
    `SELECT l.doc->>'name' AS name FROM locations l JOIN domains d ON d.id = l.doc->>'domain'
     WHERE d.doc->>'uri' = $1 ORDER BY l.id LIMIT 1`,
    [domain],
  );
  return rows[0].name;
}

describe('deep links', () => {
  it('issues a public link to the app start and a public domain, and its status starts unused', async () => {
    const start = await api.op('getPublicDeepLink', { query: { nonvr: false } }, 200);
    const link = start.json;
    expect(link.url).toMatch(new RegExp(`/v2/public/headset/open/${link.msgid}$`));
    const status = await api.op('getDeepLinkStatus', { path: { id: link.msgid } }, 200);
    expect(status.json).toEqual({ used: false });

    await api.op('getPublicDomainDeepLink', { path: { domain: 'demo-free' } }, 200);
    await api.op('getPublicDeepLink', { query: { domain: 'demo-free' } }, 200);
    const location = await homeLocation('demo-free');
    await api.op(
      'getPublicLocationDeepLink',
      { path: { domain: 'demo-free', location }, query: { nonvr: true } },
      200,
    );
  });

  it('hides invite-only domains from signed-out visitors and refuses a location without a domain', async () => {
    await api.op('getPublicDomainDeepLink', { path: { domain: 'demo-business' } }, 404);
    const refused = await api.op('getPublicDeepLink', { query: { location: 'home' } }, 400);
    expect(refused.text).toBe('A location can only be launched together with its domain');
    await api.op('getPublicDeepLink', { invalidQuery: { nonvr: 'maybe' } }, 400);
    await api.op('getPublicDomainDeepLink', { path: { domain: 'no-such' } }, 404);
  });

  it('issues signed-in links to domains the user may enter, not to other invite-only ones', async () => {
    const business = { domain: 'demo-business' };
    await api.op('getDeepLink', { as: 'member' }, 200);
    await api.op('getDomainDeepLink', { path: business, as: 'member' }, 200);
    const location = await homeLocation('demo-business');
    await api.op('getLocationDeepLink', { path: { ...business, location }, as: 'member' }, 200);
    await api.op(
      'getLocationDeepLink',
      { path: { ...business, location: 'no-such-place' }, as: 'member' },
      404,
    );
    const stranger = await api.signup();
    await api.op('getDomainDeepLink', { path: business, as: stranger }, 403);
    await api.op('getDeepLink', { query: business, as: stranger }, 403);
  });

  it('lets an invite secret through an invite-only domain', async () => {
    const { rows } = await api.app.db.query<{ id: string }>(
      `SELECT id FROM domains WHERE doc->>'uri' = 'demo-business'`,
    );
    await api.app.db.query(
      `INSERT INTO domain_invites (secret, domain_id, kind, created_by) VALUES ('launch-secret', $1, 'shared', $2)`,
      [rows[0].id, api.as.owner.id],
    );
    await api.op('getPublicDeepLink', { query: { domain: 'demo-business', secret: 'launch-secret' } }, 200);
    await api.op('getPublicDeepLink', { query: { domain: 'demo-business', secret: 'wrong' } }, 404);
  });

  it('refuses the signed-in variants without a session', async () => {
    await api.op('getDeepLink', {}, 401);
    await api.op('getDomainDeepLink', { path: { domain: 'demo-free' } }, 401);
    await api.op('getLocationDeepLink', { path: { domain: 'demo-free', location: 'x' } }, 401);
  });

  it('marks a link used when opened and links a headset account to a user without one', async () => {
    const user = await api.signup();
    const link = (await api.op('getDomainDeepLink', { path: { domain: 'demo-free' }, as: user })).json;
    const page = await api.inject(null, { method: 'GET', url: new URL(link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('would open now');
    expect(page.body).toContain('demo-free');
    const status = await api.op('getDeepLinkStatus', { path: { id: link.msgid } });
    expect(status.json).toEqual({ used: true });
    const refreshed = await api.op('getUser', { path: { id: user.id }, as: user });
    expect(refreshed.json.oculusaccount).toBe(`local-headset-${user.id}`);
  });

  it('answers 404 for unknown links and 400 for malformed ids', async () => {
    await api.op('getDeepLinkStatus', { path: { id: '0123456789abcdef01234567' } }, 404);
    await api.op('getDeepLinkStatus', { path: { id: 'bad id' } }, 400);
    const page = await api.inject(null, {
      method: 'GET',
      url: '/v2/public/headset/open/0123456789abcdef01234567',
    });
    expect(page.statusCode).toBe(404);
  });
});

describe('contactUs', () => {
  const send = (as: 'member' | null, invalidBody: unknown, status: number) =>
    api.op('contactUs', { invalidBody, as }, status);
  const good = {
    email: 'someone@example.test',
    name: 'Some One',
    subject: 'Sales',
    description: 'Tell me more',
  } as const;

  it('delivers the message through the mail provider with the sender as reply-to', async () => {
    await api.op('contactUs', { body: good, as: 'member' }, 200);
    const { entries } = await api.app.repos.mailOutbox.list({ offset: 0, limit: 5 });
    const mail = entries.find((entry) => entry.replyTo === 'someone@example.test');
    expect(mail?.subject).toBe('Contact Us (Sales) from Some One');
    // Addressed to the configured support mailbox (SUPPORT_EMAIL, by default this one).
    expect(mail?.to).toBe(SUPPORT_EMAIL);
    expect(SUPPORT_EMAIL).toBe(process.env.SUPPORT_EMAIL?.trim() || 'support@multiverse.local');
    expect(mail?.text).toContain('Tell me more');
  });

  it('sends a message without a description (only the email has a rule)', async () => {
    await api.op(
      'contactUs',
      { body: { ...good, email: 'quiet@example.test', description: '' }, as: 'member' },
      200,
    );
    const { entries } = await api.app.repos.mailOutbox.list({ offset: 0, limit: 5 });
    expect(entries.find((entry) => entry.replyTo === 'quiet@example.test')?.text).toContain('(no message)');
  });

  it('refuses a bad email, an unknown subject, a description too long and unknown fields', async () => {
    const bad = await send('member', { ...good, email: 'no-at-sign.test' }, 400);
    expect(bad.text).toBe('Please enter a valid email address');
    await send('member', { ...good, email: 'a@b' }, 400);
    await send('member', { ...good, subject: 'Complaints' }, 400);
    await send('member', { ...good, description: 'x'.repeat(10_001) }, 400);
    await send('member', { ...good, extra: 1 }, 400);
  });

  it('needs a session', async () => {
    await send(null, good, 401);
  });
});

describe('checkMergeOptions', () => {
  const check = (as: 'member' | Session | null, status?: number) =>
    api.op('checkMergeOptions', { as }, status);

  it('reports no_accounts when no other account holds the email', async () => {
    const response = await check('member', 200);
    expect(response.json).toEqual({
      email: 'member@demo.test',
      canMerge: false,
      accounts: [],
      failReason: 'no_accounts',
    });
  });

  it('finds another account through a sign-in identity with the same email', async () => {
    const user = await api.signup();
    const other = await api.signup();
    await api.app.db.query(
      `INSERT INTO identities (provider, subject, user_id, email) VALUES ('google-oauth2', 'g-1', $1, $2)`,
      [other.id, user.user.email],
    );
    const response = await check(user, 200);
    expect(response.json).toMatchObject({ canMerge: true, accounts: [{ id: other.id }] });

    // Both linked to a headset account: not mergeable.
    await api.app.repos.users.update(user.id, { oculusaccount: 'o-1' });
    await api.app.repos.users.update(other.id, { oculusaccount: 'o-2' });
    expect((await check(user)).json).toMatchObject({ canMerge: false, failReason: 'oculus' });
  });

  it('reports paid when more than one of the accounts pays for a metaverse', async () => {
    const user = await api.signup();
    await api.app.db.query(
      `INSERT INTO identities (provider, subject, user_id, email) VALUES ('google-oauth2', 'g-2', $1, $2)`,
      [api.as.owner.id, user.user.email],
    );
    await api.app.db.query(
      `INSERT INTO domains (id, doc) VALUES ('mergepaid0000000000000a', jsonb_build_object('id', 'mergepaid0000000000000a',
        'uri', 'merge-paid', 'name', 'Merge Paid', 'owner', $1::text, 'domainaccess', 'public', 'buildingaccess', false,
        'plan', jsonb_build_object('type', 'premium', 'plan', 'premium-stripe', 'activated', true)))`,
      [user.id],
    );
    expect((await check(user)).json).toMatchObject({ canMerge: false, failReason: 'paid' });
  });

  it('reports wip for accounts without an email/password identity', async () => {
    const user = await api.signup();
    await api.app.repos.users.update(user.id, { auth0userid: 'google-oauth2|123' });
    expect((await check(user)).json).toMatchObject({ canMerge: false, failReason: 'wip' });
  });

  it('needs a session', async () => {
    await check(null, 401);
  });
});
