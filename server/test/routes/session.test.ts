import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { createSessionTokens } from '../../lib/session-tokens.ts';
import { apiTest } from '../api-test.ts';
import { DEMO_PASSWORD, type Session } from '../helpers.ts';

const api = apiTest();

/** A body sent as the console sends it: JSON text labelled `text/plain`. */
const asText = (text: string) => ({
  body: Buffer.from(text),
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
});
/** Text the contract does not allow (malformed JSON, a wrong type, …), labelled `text/plain`. */
const badText = (text: string) => ({
  invalidBody: text,
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
});

describe('identityLogin', () => {
  const login = (body: { email?: string; password?: string }, status?: number) =>
    api.op('identityLogin', { body }, status);

  it('returns an ID token for a demo account', async () => {
    const response = await login({ email: 'owner@demo.test', password: DEMO_PASSWORD }, 200);
    expect(response.json.id_token.split('.')).toHaveLength(3);
  });

  it('accepts the JSON body as text/plain, as the console sends it', async () => {
    await api.op(
      'identityLogin',
      asText(JSON.stringify({ email: 'member@demo.test', password: DEMO_PASSWORD })),
      200,
    );
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
    const response = await api.op(
      'identityLogin',
      { invalidBody: { email: 'owner@demo.test', password: DEMO_PASSWORD, remember: true } },
      400,
    );
    expect(response.text).toBe('Unknown field "remember"');
  });

  it('refuses a wrong type without coercing it', async () => {
    const response = await api.op(
      'identityLogin',
      badText('{"email":"owner@demo.test","password":12345678}'),
      400,
    );
    expect(response.text).toBe('"password" must be text');
  });

  it('refuses a missing field, a malformed email, invalid JSON and an empty body', async () => {
    expect((await login({ email: 'owner@demo.test' })).text).toBe('"password" is required');
    expect((await login({ email: 'owner', password: DEMO_PASSWORD })).text).toBe(
      '"email" must be a valid email address',
    );
    const invalid = await api.op('identityLogin', badText('{"email": "owner@demo.test",'), 400);
    expect(invalid.text).toBe('Body is not valid JSON');
    await api.op('identityLogin', badText(''), 400);
    expect((await api.op('identityLogin', badText('[1,2]'))).text).toBe(
      'The request body must be a JSON object',
    );
  });

  it('refuses prototype-poisoning keys', async () => {
    await api.op(
      'identityLogin',
      badText('{"email":"owner@demo.test","password":"demo-password","__proto__":{"x":1}}'),
      400,
    );
  });

  it('refuses a body that is not JSON', async () => {
    await api.op(
      'identityLogin',
      {
        invalidBody: 'email=owner@demo.test',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      415,
    );
  });
});

describe('identitySignup', () => {
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
    await api.op(
      'identitySignup',
      asText(
        JSON.stringify({ email: 'zoe@example.test', password: 'a-long-password', nickname: "Zoë O'Brien" }),
      ),
      200,
    );
    expect((await api.login('zoe@example.test', 'a-long-password')).user.nickname).toBe("Zoë O'Brien");
  });

  it('refuses an email that already has an account, in any case', async () => {
    for (const email of ['owner@demo.test', 'OWNER@demo.test']) {
      const response = await api.op('identitySignup', { body: { email, password: 'a-long-password' } }, 400);
      expect(response.text).toBe('An account with this email already exists');
    }
  });

  it('refuses a nickname outside the title rule', async () => {
    const response = await api.op(
      'identitySignup',
      { body: { email: 'x1@example.test', password: 'a-long-password', nickname: '<b>' } },
      400,
    );
    expect(response.text).toBe('Nickname may contain only letters, digits, spaces and apostrophes');
  });

  it('refuses a short password, an unknown field and a wrong type', async () => {
    const short = await api.op('identitySignup', { body: { email: 'x2@example.test', password: 'short' } });
    expect(short.text).toBe('"password" must be at least 8 characters long');
    const unknown = await api.op('identitySignup', {
      invalidBody: { email: 'x2@example.test', password: 'a-long-password', admin: true },
    });
    expect(unknown.text).toBe('Unknown field "admin"');
    const wrongType = await api.op(
      'identitySignup',
      { invalidBody: { email: 'x2@example.test', password: 'a-long-password', nickname: 42 } },
      400,
    );
    expect(wrongType.text).toBe('"nickname" must be text');
  });
});

describe('auth0Login', () => {
  const idToken = async (email = 'owner@demo.test') =>
    (await api.op('identityLogin', { body: { email, password: DEMO_PASSWORD } }, 200)).json.id_token;

  it('exchanges an ID token for the user with a session token', async () => {
    const response = await api.op(
      'auth0Login',
      asText(
        JSON.stringify({ auth0token: await idToken(), buildnumber: 1, build: 'web', productname: 'console' }),
      ),
      200,
    );
    const body = response.json;
    expect(body).toMatchObject({ nickname: 'Demo Owner', email: 'owner@demo.test', product: 'console' });
    expect(typeof body.token).toBe('string');
    // Serialized through the contract's schema: undeclared fields never leave the server.
    expect(body).not.toHaveProperty('currency');
    expect(body).not.toHaveProperty('password_hash');
  });

  it('names the default product when the client does not', async () => {
    const response = await api.op('auth0Login', { body: { auth0token: await idToken() } }, 200);
    expect(response.json.product).toBe('multiverse');
  });

  it('refuses a forged or malformed ID token', async () => {
    const forged = await createSessionTokens('another-secret-another-secret-123').issue('x');
    for (const auth0token of [forged, 'not-a-token', (await idToken()).slice(0, -4) + 'AAAA']) {
      const response = await api.op('auth0Login', { body: { auth0token } }, 401);
      expect(response.text).toBe(MESSAGES.invalidIdToken);
    }
  });

  it('refuses a session token used as an ID token', async () => {
    const session = await api.login('member@demo.test');
    await api.op('auth0Login', { body: { auth0token: session.token } }, 401);
  });

  it('refuses bad input without coercion', async () => {
    expect((await api.op('auth0Login', { body: {} })).text).toBe('"auth0token" is required');
    const wrongType = await api.op(
      'auth0Login',
      { invalidBody: { auth0token: await idToken(), buildnumber: '12' } },
      400,
    );
    expect(wrongType.text).toBe('"buildnumber" must be a whole number');
    const extra = await api.op('auth0Login', { invalidBody: { auth0token: await idToken(), extra: 1 } });
    expect(extra.text).toBe('Unknown field "extra"');
  });
});

describe('session headers', () => {
  const inventory = (headers: Record<string, string>, status: number) =>
    api.op('getInventory', { headers }, status);

  it('are required on secured operations', async () => {
    const response = await inventory({}, 401);
    expect(response.text).toBe('Not signed in');
  });

  it('must carry a valid token issued to that account', async () => {
    const owner = await api.login('owner@demo.test');
    const member = await api.login('member@demo.test');
    const forged = await createSessionTokens('another-secret-another-secret-123').issue(owner.id);
    for (const headers of [
      { 'x-account': owner.id, 'x-token': 'garbage' },
      { 'x-account': owner.id, 'x-token': forged },
      { 'x-account': owner.id, 'x-token': member.token },
    ]) {
      const response = await inventory(headers, 401);
      expect(response.text).toBe('Session expired or invalid');
    }
    await inventory(owner.headers, 200);
  });

  it('stop working when the user is deleted', async () => {
    const session = await api.signup();
    await api.app.db.query('DELETE FROM users WHERE id = $1', [session.id]);
    const response = await inventory(session.headers, 401);
    expect(response.text).toBe('Session expired or invalid');
  });
});

describe('unlinkAccount', () => {
  const unlink = (as: Session | null, connection: string, status?: number) =>
    api.op('unlinkAccount', { body: { connection }, as }, status);

  it('clears a linked headset account', async () => {
    const session = await api.signup();
    await api.app.db.query(`UPDATE users SET doc = doc || '{"oculusaccount":"9876"}'::jsonb WHERE id = $1`, [
      session.id,
    ]);
    const response = await api.op(
      'unlinkAccount',
      { ...asText('{"connection":"oculus"}'), as: session },
      200,
    );
    expect(response.json).not.toHaveProperty('oculusaccount');
  });

  it('removes a second identity and keeps the first', async () => {
    const session = await api.signup();
    await api.app.db.query(
      `INSERT INTO identities (provider, subject, user_id, email) VALUES ('auth0', 'google-oauth2|555', $1, NULL)`,
      [session.id],
    );
    await unlink(session, 'google-oauth2', 200);
    const { rows } = await api.app.db.query<{ provider: string }>(
      'SELECT provider FROM identities WHERE user_id = $1',
      [session.id],
    );
    expect(rows.map((row) => row.provider)).toEqual(['local']);
  });

  it('refuses to unlink the only sign-in method', async () => {
    const response = await unlink(await api.signup(), 'auth0', 400);
    expect(response.text).toBe('You cannot unlink your only sign-in method');
  });

  it('refuses a connection that is not linked', async () => {
    const response = await unlink(await api.signup(), 'steam', 400);
    expect(response.text).toBe('No steam account is linked to this user');
  });

  it('changes only the caller: another user is untouched', async () => {
    const caller = await api.signup();
    const other = await api.signup();
    await api.app.db.query(
      `UPDATE users SET doc = doc || '{"steamaccount":"s1"}'::jsonb WHERE id = ANY($1)`,
      [[caller.id, other.id]],
    );
    await unlink(caller, 'steam');
    const { rows } = await api.app.db.query<{ doc: { steamaccount?: string } }>(
      'SELECT doc FROM users WHERE id = $1',
      [other.id],
    );
    expect(rows[0].doc.steamaccount).toBe('s1');
  });

  it('refuses bad input and anonymous callers', async () => {
    const session = await api.signup();
    const unknown = await api.op('unlinkAccount', { invalidBody: { connection: 'x', y: 1 }, as: session });
    expect(unknown.text).toBe('Unknown field "y"');
    const wrongType = await api.op('unlinkAccount', { invalidBody: { connection: 1 }, as: session }, 400);
    expect(wrongType.text).toBe('"connection" must be text');
    await unlink(null, 'oculus', 401);
  });
});
