/**
 * Revocable sessions: Log Out ends the session it is called with, Sign out everywhere ends every session of
 * the caller, staff taking a permission away or deleting an account ends that user's sessions, and a
 * session ends by itself after its lifetime.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKey } from '../../lib/keys.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { SESSION_TTL_SECONDS } from '../../lib/session-tokens.ts';
import { EMAIL_IDENTITY_PREFIX, LOCAL_ISSUER } from '../../providers/identity/local.ts';
import { apiTest } from '../api-test.ts';
import { TEST_SESSION_SECRET, type Session } from '../helpers.ts';

const api = apiTest({ roles: ['superuser'] });

/** A new account signed in twice: two sessions of one user (two browsers). */
async function twoSessions(): Promise<[Session, Session]> {
  const first = await api.signup();
  return [first, await api.login(String(first.user.email), 'a-long-password')];
}

/** Asserts the session works (200) or is refused with the usual 401. */
async function expectSignedIn(session: Session, signedIn: boolean): Promise<void> {
  const reply = await api.op('getInventory', { as: session }, signedIn ? 200 : 401);
  if (!signedIn) expect(reply.text).toBe(MESSAGES.sessionInvalid);
}

describe('logOut', () => {
  it('ends the session it is called with, and only that one', async () => {
    const [here, elsewhere] = await twoSessions();
    const reply = await api.op('logOut', { as: here }, 204);
    expect(reply.text).toBe('');
    await expectSignedIn(here, false);
    await expectSignedIn(elsewhere, true);
  });

  it('refuses a caller without a session, and a session that has logged out', async () => {
    const refused = await api.op('logOut', {}, 401);
    expect(refused.text).toBe(MESSAGES.notSignedIn);
    const session = await api.signup();
    await api.op('logOut', { as: session }, 204);
    expect((await api.op('logOut', { as: session }, 401)).text).toBe(MESSAGES.sessionInvalid);
  });
});

describe('signOutEverywhere', () => {
  it("ends every session of the caller, and no one else's", async () => {
    const [here, elsewhere] = await twoSessions();
    const someoneElse = await api.signup();
    await api.op('signOutEverywhere', { as: elsewhere }, 204);
    await expectSignedIn(here, false);
    await expectSignedIn(elsewhere, false);
    await expectSignedIn(someoneElse, true);
  });

  it('refuses a caller without a session', async () => {
    expect((await api.op('signOutEverywhere', {}, 401)).text).toBe(MESSAGES.notSignedIn);
  });

  it('also refuses ID tokens issued before it, which would start new sessions', async () => {
    const [session] = await twoSessions();
    // ID tokens of the local provider issued a few seconds ago, as one taken from the browser would be (each
    // is exchanged once, so the one that must be refused is another, never used).
    const issued = Math.floor(Date.now() / 1000) - 5;
    const earlierToken = (jti: string) =>
      new SignJWT({ email: String(session.user.email), email_verified: false })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(session.user.auth0userid).slice(EMAIL_IDENTITY_PREFIX.length))
        .setIssuer(LOCAL_ISSUER)
        .setAudience('multiverse-console')
        .setJti(jti)
        .setIssuedAt(issued)
        .setExpirationTime(issued + 600)
        .sign(deriveKey(TEST_SESSION_SECRET, 'local-id-token'));
    await api.op('auth0Login', { body: { auth0token: await earlierToken('used-before') } }, 200);
    await api.op('signOutEverywhere', { as: session }, 204);
    const refused = await api.op('auth0Login', { body: { auth0token: await earlierToken('unused') } }, 401);
    expect(refused.text).toBe(MESSAGES.invalidIdToken);
  });

  it('lets the user sign in again afterwards', async () => {
    const [session] = await twoSessions();
    await api.op('signOutEverywhere', { as: session }, 204);
    await expectSignedIn(await api.login(String(session.user.email), 'a-long-password'), true);
  });
});

describe('staff changes to an account', () => {
  const setPermissions = (session: Session, permissions: string[]) =>
    api.op(
      'setAdminUserPermissions',
      { path: { id: session.id }, body: { permissions }, as: 'superuser' },
      200,
    );

  it('granting a permission keeps the sessions; taking one away ends them', async () => {
    const [here, elsewhere] = await twoSessions();
    await setPermissions(here, ['tester', 'developer']);
    await expectSignedIn(here, true);
    await setPermissions(here, ['tester']);
    await expectSignedIn(here, false);
    await expectSignedIn(elsewhere, false);
    await expectSignedIn(api.as.superuser, true);
  });

  it('deleting the account ends its sessions', async () => {
    const session = await api.signup();
    await api.op('deleteAdminUser', { path: { id: session.id }, as: 'superuser' }, 200);
    await expectSignedIn(session, false);
  });
});

describe('a session’s lifetime', () => {
  let now = new Date();
  const clocked = apiTest({ build: { seed: 'none', now: () => now } });

  it(`ends ${SESSION_TTL_SECONDS} seconds after sign-in`, async () => {
    now = new Date('2025-06-01T12:00:00Z');
    const session = await clocked.signup();
    const inventory = (status: number) => clocked.op('getInventory', { as: session }, status);
    now = new Date(now.getTime() + (SESSION_TTL_SECONDS - 60) * 1000);
    await inventory(200);
    now = new Date(now.getTime() + 61 * 1000);
    expect((await inventory(401)).text).toBe(MESSAGES.sessionInvalid);
  });
});
