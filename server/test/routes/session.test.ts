import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { LOCAL_ISSUER } from '../../providers/identity/local.ts';
import { apiTest } from '../api-test.ts';
import { DEMO_PASSWORD } from '../helpers.ts';

const api = apiTest();

/** How the console sends a JSON body: as text. */
const TEXT = { 'content-type': 'text/plain;charset=UTF-8' };

describe('identityLogin', () => {
  const login = (body: unknown, status: number, headers: Record<string, string> = {}) =>
    api.op('identityLogin', { invalidBody: body, headers }, status);

  it('returns an ID token for a demo account', async () => {
    const reply = await api.op(
      'identityLogin',
      { body: { email: 'owner@demo.test', password: DEMO_PASSWORD } },
      200,
    );
    expect(reply.json.id_token.split('.')).toHaveLength(3);
  });

  it('accepts the JSON body as text/plain, as the console sends it', async () => {
    await login(JSON.stringify({ email: 'member@demo.test', password: DEMO_PASSWORD }), 200, TEXT);
  });

  it('matches the email case-insensitively', async () => {
    await login({ email: 'Owner@Demo.TEST', password: DEMO_PASSWORD }, 200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrongPassword = await login({ email: 'owner@demo.test', password: 'not-the-password' }, 401);
    const unknownEmail = await login({ email: 'nobody@demo.test', password: DEMO_PASSWORD }, 401);
    expect(wrongPassword.text).toBe('Wrong email or password');
    expect(unknownEmail.text).toBe('Wrong email or password');
  });

  it('refuses an unknown field', async () => {
    const reply = await login({ email: 'owner@demo.test', password: DEMO_PASSWORD, remember: true }, 400);
    expect(reply.text).toBe('Unknown field: remember.');
  });

  it('refuses a wrong type without coercing it', async () => {
    const reply = await login('{"email":"owner@demo.test","password":12345678}', 400, TEXT);
    expect(reply.text).toBe('Password must be text.');
  });

  it('refuses a missing field, a malformed email, invalid JSON and an empty body', async () => {
    expect((await login({ email: 'owner@demo.test' }, 400)).text).toBe('Password is required.');
    expect((await login({ email: 'owner', password: DEMO_PASSWORD }, 400)).text).toBe(
      'Email must be a valid email address.',
    );
    expect((await login('{"email": "owner@demo.test",', 400, TEXT)).text).toBe(
      'The request body is not valid JSON.',
    );
    await login('', 400, TEXT);
    expect((await login('[1,2]', 400, TEXT)).text).toBe('The request body must be a JSON object.');
  });

  it('refuses prototype-poisoning keys', async () => {
    const refused = await login(
      '{"email":"owner@demo.test","password":"demo-password","__proto__":{"x":1}}',
      400,
      TEXT,
    );
    expect(refused.text).toBe(
      'The request names a field that is not allowed (__proto__, constructor or prototype).',
    );
  });

  it('refuses a body that is not JSON', async () => {
    await login('email=owner@demo.test', 415, { 'content-type': 'application/x-www-form-urlencoded' });
  });
});

describe('identitySignup', () => {
  const signup = (body: unknown, status: number, headers: Record<string, string> = {}) =>
    api.op('identitySignup', { invalidBody: body, headers }, status);

  it('creates an account whose nickname comes from the email', async () => {
    await api.op(
      'identitySignup',
      { body: { email: 'new.person+vr@example.test', password: 'a-long-password' } },
      200,
    );
    const session = await api.login('new.person+vr@example.test', 'a-long-password');
    expect(session.user.nickname).toBe('new person vr');
    expect(session.user.permissions).toEqual([]);
    expect(String(session.user.auth0userid)).toMatch(/^auth0\|[0-9a-f]{24}$/);
  });

  it('takes a nickname that follows the title rule', async () => {
    await signup(
      JSON.stringify({ email: 'zoe@example.test', password: 'a-long-password', nickname: "Zoë O'Brien" }),
      200,
      TEXT,
    );
    expect((await api.login('zoe@example.test', 'a-long-password')).user.nickname).toBe("Zoë O'Brien");
  });

  it('refuses an email that already has an account, in any case', async () => {
    for (const email of ['owner@demo.test', 'OWNER@demo.test']) {
      const reply = await signup({ email, password: 'a-long-password' }, 400);
      expect(reply.text).toBe('An account with this email already exists');
    }
  });

  it('refuses a nickname outside the title rule', async () => {
    const reply = await signup(
      { email: 'x1@example.test', password: 'a-long-password', nickname: '<b>' },
      400,
    );
    expect(reply.text).toBe('Nickname may contain only letters, digits, spaces and apostrophes.');
  });

  it('refuses a short password, an unknown field and a wrong type', async () => {
    expect((await signup({ email: 'x2@example.test', password: 'short' }, 400)).text).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(
      (await signup({ email: 'x2@example.test', password: 'a-long-password', admin: true }, 400)).text,
    ).toBe('Unknown field: admin.');
    const wrongType = await signup(
      { email: 'x2@example.test', password: 'a-long-password', nickname: 42 },
      400,
    );
    expect(wrongType.text).toBe('Nickname must be text.');
  });
});

describe('auth0Login', () => {
  const exchange = (body: unknown, status: number, headers: Record<string, string> = {}) =>
    api.op('auth0Login', { invalidBody: body, headers }, status);

  const idToken = async (email = 'owner@demo.test') =>
    (await api.op('identityLogin', { body: { email, password: DEMO_PASSWORD } }, 200)).json.id_token;

  it('exchanges an ID token for the user with a session token', async () => {
    const reply = await exchange(
      JSON.stringify({ auth0token: await idToken(), buildnumber: 1, build: 'web', productname: 'console' }),
      200,
      TEXT,
    );
    const body = reply.json;
    expect(body).toMatchObject({ nickname: 'Demo Owner', email: 'owner@demo.test', product: 'console' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Serialized through the contract's schema: undeclared fields never leave the server.
    expect(body).not.toHaveProperty('currency');
    expect(body).not.toHaveProperty('password_hash');
  });

  it('names the default product when the client does not', async () => {
    const reply = await api.op('auth0Login', { body: { auth0token: await idToken() } }, 200);
    expect(reply.json.product).toBe('multiverse');
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
      const reply = await exchange({ auth0token }, 401);
      expect(reply.text).toBe(MESSAGES.invalidIdToken);
    }
  });

  it('exchanges an ID token once: used again, even after Log Out, it is refused in a sentence', async () => {
    const token = await idToken('member@demo.test');
    const { id, token: sessionToken } = (await api.op('auth0Login', { body: { auth0token: token } }, 200))
      .json;
    await api.op('logOut', { headers: { 'x-account': id, 'x-token': sessionToken } }, 204);
    const again = await api.op('auth0Login', { body: { auth0token: token } }, 401);
    expect(again.text).toBe(MESSAGES.idTokenUsed);
    // Two exchanges racing with one token: one session, not two.
    const racing = await idToken('member@demo.test');
    const replies = await Promise.all(
      [1, 2].map(() =>
        api.inject(null, { method: 'POST', url: '/entity/user/auth0login', payload: { auth0token: racing } }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 401]);
    // A new sign-in gets a new ID token, which works.
    await api.op('auth0Login', { body: { auth0token: await idToken('member@demo.test') } }, 200);
  });

  it('refuses a session token used as an ID token', async () => {
    const session = await api.login('member@demo.test');
    await exchange({ auth0token: session.token }, 401);
  });

  it('refuses bad input without coercion', async () => {
    expect((await exchange({}, 400)).text).toBe('Auth0token is required.');
    const wrongType = await exchange({ auth0token: await idToken(), buildnumber: '12' }, 400);
    expect(wrongType.text).toBe('Buildnumber must be a whole number.');
    expect((await exchange({ auth0token: await idToken(), extra: 1 }, 400)).text).toBe(
      'Unknown field: extra.',
    );
  });
});

describe('session headers', () => {
  const inventory = (headers: Record<string, string>, status: number) =>
    api.op('getInventory', { headers }, status);

  it('are required on secured operations', async () => {
    expect((await inventory({}, 401)).text).toBe('Not signed in');
  });

  it('must carry a live token issued to that account', async () => {
    const owner = await api.login('owner@demo.test');
    const member = await api.login('member@demo.test');
    // A token of the shape the server issues, but never issued.
    const forged = randomBytes(32).toString('base64url');
    for (const headers of [
      { 'x-account': owner.id, 'x-token': 'garbage' },
      { 'x-account': owner.id, 'x-token': forged },
      { 'x-account': owner.id, 'x-token': member.token },
    ]) {
      expect((await inventory(headers, 401)).text).toBe('Session expired or invalid');
    }
    await inventory(owner.headers, 200);
  });

  it('stop working when the user is deleted', async () => {
    const session = await api.signup();
    await api.app.db.query('DELETE FROM users WHERE id = $1', [session.id]);
    expect((await inventory(session.headers, 401)).text).toBe('Session expired or invalid');
  });
});

describe('session cookies', () => {
  /** The Set-Cookie values of a reply, by cookie name. */
  const setCookies = (headers: Record<string, unknown>): Map<string, string> => {
    const values = headers['set-cookie'];
    const list = Array.isArray(values) ? values.map(String) : values === undefined ? [] : [String(values)];
    return new Map(list.map((value) => [value.slice(0, value.indexOf('=')), value]));
  };
  /** Signs in as the console does, and returns the cookies the exchange set. */
  const exchangeCookies = async (on: typeof api, email: string, password = DEMO_PASSWORD) => {
    const { id_token } = (await on.op('identityLogin', { body: { email, password } }, 200)).json;
    const reply = await on.op('auth0Login', { body: { auth0token: id_token } }, 200);
    return { user: reply.json, cookies: setCookies(reply.headers) };
  };

  it('are set by the exchange: the token HttpOnly, the account readable, both SameSite=Lax for the session', async () => {
    const { user, cookies } = await exchangeCookies(api, 'host@demo.test');
    expect(cookies.get('mv_token')).toBe(
      `mv_token=${user.token}; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(cookies.get('mv_account')).toBe(`mv_account=${user.id}; Max-Age=86400; Path=/; SameSite=Lax`);
  });

  const https = apiTest({ config: { publicUrl: 'https://console.example' } });

  it('are Secure when users reach the server over https', async () => {
    const { cookies } = await exchangeCookies(https, 'host@demo.test');
    expect(cookies.get('mv_token')).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookies.get('mv_account')).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('sign API calls in together with the x-account header, which another site cannot add', async () => {
    const { user } = await exchangeCookies(api, 'manager@demo.test');
    const cookie = `mv_account=${user.id}; mv_token=${user.token}`;
    await api.op('getInventory', { headers: { cookie, 'x-account': user.id } }, 200);
    // A form on another site posting to the API sends the cookies but no header: refused, in a sentence.
    for (const headers of [{ cookie }, { cookie, 'content-type': 'application/x-www-form-urlencoded' }]) {
      const refused = await api.inject(null, { method: 'POST', url: '/v2/me/signouteverywhere', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toBe(MESSAGES.cookieWithoutHeader);
    }
    expect((await api.op('getInventory', { headers: { cookie } }, 401)).text).toBe(
      MESSAGES.cookieWithoutHeader,
    );
    // The session was not touched.
    await api.op('getInventory', { headers: { cookie, 'x-account': user.id } }, 200);
  });

  it('are cleared by Log Out and by Sign out everywhere', async () => {
    const cleared = new Map([
      ['mv_token', 'mv_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'],
      ['mv_account', 'mv_account=; Max-Age=0; Path=/; SameSite=Lax'],
    ]);
    for (const op of ['logOut', 'signOutEverywhere'] as const) {
      const { user } = await exchangeCookies(api, 'member@demo.test');
      const headers = { cookie: `mv_account=${user.id}; mv_token=${user.token}`, 'x-account': user.id };
      const reply = await api.op(op, { headers }, 204);
      expect(setCookies(reply.headers)).toEqual(cleared);
      expect((await api.op('getInventory', { headers }, 401)).text).toBe(MESSAGES.sessionInvalid);
    }
  });
});

describe('unlinkAccount', () => {
  it('clears a linked headset account', async () => {
    const session = await api.signup();
    await api.app.db.query(`UPDATE users SET doc = doc || '{"oculusaccount":"9876"}'::jsonb WHERE id = $1`, [
      session.id,
    ]);
    const reply = await api.op(
      'unlinkAccount',
      { invalidBody: '{"connection":"oculus"}', headers: { 'content-type': 'text/plain' }, as: session },
      200,
    );
    expect(reply.json).not.toHaveProperty('oculusaccount');
  });

  it('removes a second identity and keeps the first', async () => {
    const session = await api.signup();
    await api.app.db.query(
      `INSERT INTO identities (provider, subject, user_id, email) VALUES ('auth0', 'google-oauth2|555', $1, NULL)`,
      [session.id],
    );
    await api.op('unlinkAccount', { body: { connection: 'google-oauth2' }, as: session }, 200);
    const { rows } = await api.app.db.query<{ provider: string }>(
      'SELECT provider FROM identities WHERE user_id = $1',
      [session.id],
    );
    expect(rows.map((row) => row.provider)).toEqual(['local']);
  });

  it('refuses to unlink the only sign-in method', async () => {
    const session = await api.signup();
    const reply = await api.op('unlinkAccount', { body: { connection: 'auth0' }, as: session }, 400);
    expect(reply.text).toBe('You cannot unlink your only sign-in method');
  });

  it('refuses a connection that is not linked', async () => {
    const session = await api.signup();
    const reply = await api.op('unlinkAccount', { body: { connection: 'steam' }, as: session }, 400);
    expect(reply.text).toBe('No steam account is linked to this user');
  });

  it('changes only the caller: another user is untouched', async () => {
    const caller = await api.signup();
    const other = await api.signup();
    await api.app.db.query(
      `UPDATE users SET doc = doc || '{"steamaccount":"s1"}'::jsonb WHERE id = ANY($1)`,
      [[caller.id, other.id]],
    );
    await api.op('unlinkAccount', { body: { connection: 'steam' }, as: caller }, 200);
    const { rows } = await api.app.db.query<{ doc: { steamaccount?: string } }>(
      'SELECT doc FROM users WHERE id = $1',
      [other.id],
    );
    expect(rows[0].doc.steamaccount).toBe('s1');
  });

  it('refuses bad input and anonymous callers', async () => {
    const session = await api.signup();
    const unknown = await api.op(
      'unlinkAccount',
      { invalidBody: { connection: 'x', y: 1 }, as: session },
      400,
    );
    expect(unknown.text).toBe('Unknown field: y.');
    const wrongType = await api.op('unlinkAccount', { invalidBody: { connection: 1 }, as: session }, 400);
    expect(wrongType.text).toBe('Sign-in method must be text.');
    await api.op('unlinkAccount', { body: { connection: 'oculus' } }, 401);
  });
});
