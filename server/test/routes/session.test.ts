import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { LOCAL_ISSUER } from '../../providers/identity/local.ts';
import {
  asUser,
  createTestApp,
  DEMO_PASSWORD,
  expectMatchesSchema,
  login,
  signupAndLogin,
  type TestApp,
} from '../helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

const postText = (url: string, text: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: text,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });

describe('identityLogin', () => {
  const url = '/v2/public/identity/login';

  it('returns an ID token for a demo account', async () => {
    const response = await post(url, { email: 'owner@demo.test', password: DEMO_PASSWORD });
    expectMatchesSchema(response, 'identityLogin', 200);
    expect(response.json().id_token.split('.')).toHaveLength(3);
  });

  it('accepts the JSON body as text/plain, as the console sends it', async () => {
    const response = await postText(
      url,
      JSON.stringify({ email: 'member@demo.test', password: DEMO_PASSWORD }),
    );
    expectMatchesSchema(response, 'identityLogin', 200);
  });

  it('matches the email case-insensitively', async () => {
    expectMatchesSchema(
      await post(url, { email: 'Owner@Demo.TEST', password: DEMO_PASSWORD }),
      'identityLogin',
      200,
    );
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrongPassword = await post(url, { email: 'owner@demo.test', password: 'not-the-password' });
    const unknownEmail = await post(url, { email: 'nobody@demo.test', password: DEMO_PASSWORD });
    expectMatchesSchema(wrongPassword, 'identityLogin', 401);
    expectMatchesSchema(unknownEmail, 'identityLogin', 401);
    expect(wrongPassword.body).toBe('Wrong email or password');
    expect(unknownEmail.body).toBe('Wrong email or password');
  });

  it('refuses an unknown field', async () => {
    const response = await post(url, { email: 'owner@demo.test', password: DEMO_PASSWORD, remember: true });
    expectMatchesSchema(response, 'identityLogin', 400);
    expect(response.body).toBe('Unknown field "remember"');
  });

  it('refuses a wrong type without coercing it', async () => {
    const response = await postText(url, '{"email":"owner@demo.test","password":12345678}');
    expectMatchesSchema(response, 'identityLogin', 400);
    expect(response.body).toBe('"password" must be text');
  });

  it('refuses a missing field, a malformed email, invalid JSON and an empty body', async () => {
    expect((await post(url, { email: 'owner@demo.test' })).body).toBe('"password" is required');
    expect((await post(url, { email: 'owner', password: DEMO_PASSWORD })).body).toBe(
      '"email" must be a valid email address',
    );
    const invalid = await postText(url, '{"email": "owner@demo.test",');
    expectMatchesSchema(invalid, 'identityLogin', 400);
    expect(invalid.body).toBe('Body is not valid JSON');
    const empty = await postText(url, '');
    expectMatchesSchema(empty, 'identityLogin', 400);
    expect((await postText(url, '[1,2]')).body).toBe('The request body must be a JSON object');
  });

  it('refuses prototype-poisoning keys', async () => {
    const response = await postText(
      url,
      '{"email":"owner@demo.test","password":"demo-password","__proto__":{"x":1}}',
    );
    expectMatchesSchema(response, 'identityLogin', 400);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: 'email=owner@demo.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectMatchesSchema(response, 'identityLogin', 415);
  });
});

describe('identitySignup', () => {
  const url = '/v2/public/identity/signup';

  it('creates an account whose nickname comes from the email', async () => {
    const response = await post(url, { email: 'new.person+vr@example.test', password: 'a-long-password' });
    expectMatchesSchema(response, 'identitySignup', 200);
    const session = await login(t.app, 'new.person+vr@example.test', 'a-long-password');
    expect(session.user.nickname).toBe('new person vr');
    expect(session.user.permissions).toEqual([]);
    expect(String(session.user.auth0userid)).toMatch(/^auth0\|[0-9a-f]{24}$/);
  });

  it('takes a nickname that follows the title rule', async () => {
    const response = await postText(
      url,
      JSON.stringify({ email: 'zoe@example.test', password: 'a-long-password', nickname: "Zoë O'Brien" }),
    );
    expectMatchesSchema(response, 'identitySignup', 200);
    expect((await login(t.app, 'zoe@example.test', 'a-long-password')).user.nickname).toBe("Zoë O'Brien");
  });

  it('refuses an email that already has an account, in any case', async () => {
    for (const email of ['owner@demo.test', 'OWNER@demo.test']) {
      const response = await post(url, { email, password: 'a-long-password' });
      expectMatchesSchema(response, 'identitySignup', 400);
      expect(response.body).toBe('An account with this email already exists');
    }
  });

  it('refuses a nickname outside the title rule', async () => {
    const response = await post(url, {
      email: 'x1@example.test',
      password: 'a-long-password',
      nickname: '<b>',
    });
    expectMatchesSchema(response, 'identitySignup', 400);
    expect(response.body).toBe('Nickname may contain only letters, digits, spaces and apostrophes');
  });

  it('refuses a short password, an unknown field and a wrong type', async () => {
    expect((await post(url, { email: 'x2@example.test', password: 'short' })).body).toBe(
      '"password" must be at least 8 characters long',
    );
    expect(
      (await post(url, { email: 'x2@example.test', password: 'a-long-password', admin: true })).body,
    ).toBe('Unknown field "admin"');
    const wrongType = await post(url, {
      email: 'x2@example.test',
      password: 'a-long-password',
      nickname: 42,
    });
    expectMatchesSchema(wrongType, 'identitySignup', 400);
    expect(wrongType.body).toBe('"nickname" must be text');
  });
});

describe('auth0Login', () => {
  const url = '/entity/user/auth0login';

  const idToken = async (email = 'owner@demo.test') =>
    (await post('/v2/public/identity/login', { email, password: DEMO_PASSWORD })).json().id_token as string;

  it('exchanges an ID token for the user with a session token', async () => {
    const response = await postText(
      url,
      JSON.stringify({ auth0token: await idToken(), buildnumber: 1, build: 'web', productname: 'console' }),
    );
    expectMatchesSchema(response, 'auth0Login', 200);
    const body = response.json();
    expect(body).toMatchObject({ nickname: 'Demo Owner', email: 'owner@demo.test', product: 'console' });
    expect(typeof body.token).toBe('string');
    // Serialized through the contract's schema: undeclared fields never leave the server.
    expect(body).not.toHaveProperty('currency');
    expect(body).not.toHaveProperty('password_hash');
  });

  it('names the default product when the client does not', async () => {
    const response = await post(url, { auth0token: await idToken() });
    expect(response.json().product).toBe('multiverse');
  });

  it('refuses a forged or malformed ID token', async () => {
    const forged = await new SignJWT({ email: 'owner@demo.test' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer(LOCAL_ISSUER)
      .setAudience('multiverse-console')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-123'));
    for (const auth0token of [forged, 'not-a-token', (await idToken()).slice(0, -4) + 'AAAA']) {
      const response = await post(url, { auth0token });
      expectMatchesSchema(response, 'auth0Login', 401);
      expect(response.body).toBe(MESSAGES.invalidIdToken);
    }
  });

  it('refuses a session token used as an ID token', async () => {
    const session = await login(t.app, 'member@demo.test');
    expectMatchesSchema(await post(url, { auth0token: session.token }), 'auth0Login', 401);
  });

  it('refuses bad input without coercion', async () => {
    expect((await post(url, {})).body).toBe('"auth0token" is required');
    const wrongType = await post(url, { auth0token: await idToken(), buildnumber: '12' });
    expectMatchesSchema(wrongType, 'auth0Login', 400);
    expect(wrongType.body).toBe('"buildnumber" must be a whole number');
    expect((await post(url, { auth0token: await idToken(), extra: 1 })).body).toBe('Unknown field "extra"');
  });
});

describe('session headers', () => {
  const inventory = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/v2/inventory', headers });

  it('are required on secured operations', async () => {
    const response = await inventory({});
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Not signed in');
  });

  it('must carry a valid token issued to that account', async () => {
    const owner = await login(t.app, 'owner@demo.test');
    const member = await login(t.app, 'member@demo.test');
    // A token of the shape the server issues, but never issued.
    const forged = randomBytes(32).toString('base64url');
    for (const headers of [
      { 'x-account': owner.id, 'x-token': 'garbage' },
      { 'x-account': owner.id, 'x-token': forged },
      { 'x-account': owner.id, 'x-token': member.token },
    ]) {
      const response = await inventory(headers);
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe('Session expired or invalid');
    }
    expect((await inventory(owner.headers)).statusCode).toBe(200);
  });

  it('stop working when the user is deleted', async () => {
    const session = await signupAndLogin(t.app);
    await t.app.db.query('DELETE FROM users WHERE id = $1', [session.id]);
    const response = await inventory(session.headers);
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Session expired or invalid');
  });
});

describe('unlinkAccount', () => {
  const url = '/entity/unlinkaccount';

  it('clears a linked headset account', async () => {
    const session = await signupAndLogin(t.app);
    await t.app.db.query(`UPDATE users SET doc = doc || '{"oculusaccount":"9876"}'::jsonb WHERE id = $1`, [
      session.id,
    ]);
    const response = await asUser(t.app, session, {
      method: 'POST',
      url,
      payload: '{"connection":"oculus"}',
      headers: { 'content-type': 'text/plain' },
    });
    expectMatchesSchema(response, 'unlinkAccount', 200);
    expect(response.json()).not.toHaveProperty('oculusaccount');
  });

  it('removes a second identity and keeps the first', async () => {
    const session = await signupAndLogin(t.app);
    await t.app.db.query(
      `INSERT INTO identities (provider, subject, user_id, email) VALUES ('auth0', 'google-oauth2|555', $1, NULL)`,
      [session.id],
    );
    const response = await asUser(t.app, session, {
      method: 'POST',
      url,
      payload: { connection: 'google-oauth2' },
    });
    expectMatchesSchema(response, 'unlinkAccount', 200);
    const { rows } = await t.app.db.query<{ provider: string }>(
      'SELECT provider FROM identities WHERE user_id = $1',
      [session.id],
    );
    expect(rows.map((row) => row.provider)).toEqual(['local']);
  });

  it('refuses to unlink the only sign-in method', async () => {
    const session = await signupAndLogin(t.app);
    const response = await asUser(t.app, session, { method: 'POST', url, payload: { connection: 'auth0' } });
    expectMatchesSchema(response, 'unlinkAccount', 400);
    expect(response.body).toBe('You cannot unlink your only sign-in method');
  });

  it('refuses a connection that is not linked', async () => {
    const session = await signupAndLogin(t.app);
    const response = await asUser(t.app, session, { method: 'POST', url, payload: { connection: 'steam' } });
    expectMatchesSchema(response, 'unlinkAccount', 400);
    expect(response.body).toBe('No steam account is linked to this user');
  });

  it('changes only the caller: another user is untouched', async () => {
    const caller = await signupAndLogin(t.app);
    const other = await signupAndLogin(t.app);
    await t.app.db.query(`UPDATE users SET doc = doc || '{"steamaccount":"s1"}'::jsonb WHERE id = ANY($1)`, [
      [caller.id, other.id],
    ]);
    await asUser(t.app, caller, { method: 'POST', url, payload: { connection: 'steam' } });
    const { rows } = await t.app.db.query<{ doc: { steamaccount?: string } }>(
      'SELECT doc FROM users WHERE id = $1',
      [other.id],
    );
    expect(rows[0].doc.steamaccount).toBe('s1');
  });

  it('refuses bad input and anonymous callers', async () => {
    const session = await signupAndLogin(t.app);
    expect(
      (await asUser(t.app, session, { method: 'POST', url, payload: { connection: 'x', y: 1 } })).body,
    ).toBe('Unknown field "y"');
    const wrongType = await asUser(t.app, session, { method: 'POST', url, payload: { connection: 1 } });
    expectMatchesSchema(wrongType, 'unlinkAccount', 400);
    expect(wrongType.body).toBe('"connection" must be text');
    expectMatchesSchema(await post(url, { connection: 'oculus' }), 'unlinkAccount', 401);
  });
});
