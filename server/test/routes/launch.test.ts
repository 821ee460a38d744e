import { SUPPORT_EMAIL } from '../../config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../providers/mail/index.ts';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;
let owner: Session;
let member: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, 'owner@demo.test');
  member = await login(t.app, 'member@demo.test');
});

afterAll(async () => {
  await t?.close();
});

const get = (session: Session | null, url: string) => asUser(t.app, session, { method: 'GET', url });

async function homeLocation(domain: string): Promise<string> {
  const { rows } = await t.app.db.query<{ name: string }>(
    `SELECT l.doc->>'name' AS name FROM locations l JOIN domains d ON d.id = l.doc->>'domain'
     WHERE d.doc->>'uri' = $1 ORDER BY l.id LIMIT 1`,
    [domain],
  );
  return rows[0].name;
}

describe('deep links', () => {
  it('issues a public link to the app start and a public domain, and its status starts unused', async () => {
    const start = await get(null, '/v2/public/oculusdeeplink?nonvr=false');
    expectMatchesSchema(start, 'getPublicDeepLink', 200);
    const link = start.json<{ url: string; msgid: string }>();
    expect(link.url).toMatch(new RegExp(`/v2/public/headset/open/${link.msgid}$`));
    const status = await get(null, `/v2/public/oculusdeeplink/${link.msgid}/status`);
    expectMatchesSchema(status, 'getDeepLinkStatus', 200);
    expect(status.json()).toEqual({ used: false });

    expectMatchesSchema(
      await get(null, '/v2/public/domains/demo-free/oculusdeeplink'),
      'getPublicDomainDeepLink',
      200,
    );
    expectMatchesSchema(
      await get(null, '/v2/public/oculusdeeplink?domain=demo-free'),
      'getPublicDeepLink',
      200,
    );
    const location = await homeLocation('demo-free');
    expectMatchesSchema(
      await get(null, `/v2/public/domains/demo-free/locations/${location}/oculusdeeplink?nonvr=true`),
      'getPublicLocationDeepLink',
      200,
    );
  });

  it('hides invite-only domains from signed-out visitors and refuses a location without a domain', async () => {
    expectMatchesSchema(
      await get(null, '/v2/public/domains/demo-business/oculusdeeplink'),
      'getPublicDomainDeepLink',
      404,
    );
    const refused = await get(null, '/v2/public/oculusdeeplink?location=home');
    expectMatchesSchema(refused, 'getPublicDeepLink', 400);
    expect(refused.body).toBe('A location can only be launched together with its domain');
    expectMatchesSchema(await get(null, '/v2/public/oculusdeeplink?nonvr=maybe'), 'getPublicDeepLink', 400);
    expectMatchesSchema(
      await get(null, '/v2/public/domains/no-such/oculusdeeplink'),
      'getPublicDomainDeepLink',
      404,
    );
  });

  it('issues signed-in links to domains the user may enter, not to other invite-only ones', async () => {
    expectMatchesSchema(await get(member, '/v2/oculusdeeplink'), 'getDeepLink', 200);
    expectMatchesSchema(
      await get(member, '/v2/domains/demo-business/oculusdeeplink'),
      'getDomainDeepLink',
      200,
    );
    const location = await homeLocation('demo-business');
    expectMatchesSchema(
      await get(member, `/v2/domains/demo-business/locations/${location}/oculusdeeplink`),
      'getLocationDeepLink',
      200,
    );
    expectMatchesSchema(
      await get(member, '/v2/domains/demo-business/locations/no-such-place/oculusdeeplink'),
      'getLocationDeepLink',
      404,
    );
    const stranger = await signupAndLogin(t.app);
    expectMatchesSchema(
      await get(stranger, '/v2/domains/demo-business/oculusdeeplink'),
      'getDomainDeepLink',
      403,
    );
    expectMatchesSchema(await get(stranger, '/v2/oculusdeeplink?domain=demo-business'), 'getDeepLink', 403);
  });

  it('lets an invite secret through an invite-only domain', async () => {
    const { rows } = await t.app.db.query<{ id: string }>(
      `SELECT id FROM domains WHERE doc->>'uri' = 'demo-business'`,
    );
    await t.app.db.query(
      `INSERT INTO domain_invites (secret, domain_id, kind, created_by) VALUES ('launch-secret', $1, 'shared', $2)`,
      [rows[0].id, owner.id],
    );
    expectMatchesSchema(
      await get(null, '/v2/public/oculusdeeplink?domain=demo-business&secret=launch-secret'),
      'getPublicDeepLink',
      200,
    );
    expectMatchesSchema(
      await get(null, '/v2/public/oculusdeeplink?domain=demo-business&secret=wrong'),
      'getPublicDeepLink',
      404,
    );
  });

  it('refuses the signed-in variants without a session', async () => {
    expectMatchesSchema(await get(null, '/v2/oculusdeeplink'), 'getDeepLink', 401);
    expectMatchesSchema(await get(null, '/v2/domains/demo-free/oculusdeeplink'), 'getDomainDeepLink', 401);
    expectMatchesSchema(
      await get(null, '/v2/domains/demo-free/locations/x/oculusdeeplink'),
      'getLocationDeepLink',
      401,
    );
  });

  it('marks a link used when opened and links a headset account to a user without one', async () => {
    const user = await signupAndLogin(t.app);
    const link = (await get(user, '/v2/domains/demo-free/oculusdeeplink')).json<{
      url: string;
      msgid: string;
    }>();
    const page = await get(null, new URL(link.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('would open now');
    expect(page.body).toContain('demo-free');
    const status = await get(null, `/v2/public/oculusdeeplink/${link.msgid}/status`);
    expect(status.json()).toEqual({ used: true });
    const refreshed = await get(user, `/v2/users/${user.id}`);
    expect(refreshed.json<{ oculusaccount?: string }>().oculusaccount).toBe(`local-headset-${user.id}`);
  });

  it('answers 404 for unknown links and 400 for malformed ids', async () => {
    expectMatchesSchema(
      await get(null, '/v2/public/oculusdeeplink/0123456789abcdef01234567/status'),
      'getDeepLinkStatus',
      404,
    );
    expectMatchesSchema(
      await get(null, '/v2/public/oculusdeeplink/bad%20id/status'),
      'getDeepLinkStatus',
      400,
    );
    expect((await get(null, '/v2/public/headset/open/0123456789abcdef01234567')).statusCode).toBe(404);
  });
});

describe('contactUs', () => {
  const send = (session: Session | null, payload: unknown) =>
    asUser(t.app, session, {
      method: 'POST',
      url: '/v2/contactus',
      payload: payload as Record<string, unknown>,
    });
  const good = {
    email: 'someone@example.test',
    name: 'Some One',
    subject: 'Sales',
    description: 'Tell me more',
  };

  it('delivers the message through the mail provider with the sender as reply-to', async () => {
    const response = await send(member, good);
    expectMatchesSchema(response, 'contactUs', 200);
    const { entries } = await listOutbox(t.app.db, { offset: 0, limit: 5 });
    const mail = entries.find((entry) => entry.replyTo === 'someone@example.test');
    expect(mail?.subject).toBe('Contact Us (Sales) from Some One');
    // Addressed to the configured support mailbox (SUPPORT_EMAIL, by default this one).
    expect(mail?.to).toBe(SUPPORT_EMAIL);
    expect(SUPPORT_EMAIL).toBe(process.env.SUPPORT_EMAIL?.trim() || 'support@multiverse.local');
    expect(mail?.text).toContain('Tell me more');
  });

  it('sends a message without a description (only the email has a rule)', async () => {
    const response = await send(member, { ...good, email: 'quiet@example.test', description: '' });
    expectMatchesSchema(response, 'contactUs', 200);
    const { entries } = await listOutbox(t.app.db, { offset: 0, limit: 5 });
    expect(entries.find((entry) => entry.replyTo === 'quiet@example.test')?.text).toContain('(no message)');
  });

  it('refuses a bad email, an unknown subject, a description too long and unknown fields', async () => {
    const bad = await send(member, { ...good, email: 'no-at-sign.test' });
    expectMatchesSchema(bad, 'contactUs', 400);
    expect(bad.body).toBe('Please enter a valid email address');
    expectMatchesSchema(await send(member, { ...good, email: 'a@b' }), 'contactUs', 400);
    expectMatchesSchema(await send(member, { ...good, subject: 'Complaints' }), 'contactUs', 400);
    expectMatchesSchema(await send(member, { ...good, description: 'x'.repeat(10_001) }), 'contactUs', 400);
    expectMatchesSchema(await send(member, { ...good, extra: 1 }), 'contactUs', 400);
  });

  it('needs a session', async () => {
    expectMatchesSchema(await send(null, good), 'contactUs', 401);
  });
});

describe('checkMergeOptions', () => {
  const check = (session: Session | null) => get(session, '/v2/me/usermerge/checkmergeoptions');

  it('reports no_accounts when no other account holds the email', async () => {
    const response = await check(member);
    expectMatchesSchema(response, 'checkMergeOptions', 200);
    expect(response.json()).toEqual({
      email: 'member@demo.test',
      canMerge: false,
      accounts: [],
      failReason: 'no_accounts',
    });
  });

  it('finds another account through a sign-in identity with the same email', async () => {
    const user = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    await t.app.db.query(
      `INSERT INTO identities (provider, subject, user_id, email) VALUES ('google-oauth2', 'g-1', $1, $2)`,
      [other.id, user.user.email],
    );
    const response = await check(user);
    expectMatchesSchema(response, 'checkMergeOptions', 200);
    expect(response.json()).toMatchObject({ canMerge: true, accounts: [{ id: other.id }] });

    // Both linked to a headset account: not mergeable.
    await t.app.repos.users.update(user.id, { oculusaccount: 'o-1' });
    await t.app.repos.users.update(other.id, { oculusaccount: 'o-2' });
    expect((await check(user)).json()).toMatchObject({ canMerge: false, failReason: 'oculus' });
  });

  it('reports paid when more than one of the accounts pays for a metaverse', async () => {
    const user = await signupAndLogin(t.app);
    await t.app.db.query(
      `INSERT INTO identities (provider, subject, user_id, email) VALUES ('google-oauth2', 'g-2', $1, $2)`,
      [owner.id, user.user.email],
    );
    await t.app.db.query(
      `INSERT INTO domains (id, doc) VALUES ('mergepaid0000000000000a', jsonb_build_object('id', 'mergepaid0000000000000a',
        'uri', 'merge-paid', 'name', 'Merge Paid', 'owner', $1::text, 'domainaccess', 'public', 'buildingaccess', false,
        'plan', jsonb_build_object('type', 'premium', 'plan', 'premium-stripe', 'activated', true)))`,
      [user.id],
    );
    expect((await check(user)).json()).toMatchObject({ canMerge: false, failReason: 'paid' });
  });

  it('reports wip for accounts without an email/password identity', async () => {
    const user = await signupAndLogin(t.app);
    await t.app.repos.users.update(user.id, { auth0userid: 'google-oauth2|123' });
    expect((await check(user)).json()).toMatchObject({ canMerge: false, failReason: 'wip' });
  });

  it('needs a session', async () => {
    expectMatchesSchema(await check(null), 'checkMergeOptions', 401);
  });
});
