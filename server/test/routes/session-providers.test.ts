import { generateKeyPairSync } from 'node:crypto';
import { createLocalJWKSet, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { apiTest } from '../api-test.ts';

describe('with Auth0 configured', () => {
  const domain = 'tenant.example.test';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwks = createLocalJWKSet({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256' }],
  });
  const auth0 = apiTest({
    config: { auth0: { domain, clientId: 'client-1', audience: 'client-1' }, demo: false },
    build: { seed: 'none', auth0Keys: jwks },
  });

  const token = (claims: Record<string, unknown>, subject: string, audience = 'client-1') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(`https://${domain}/`)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  it('creates the user on first sign-in and finds it afterwards', async () => {
    const idToken = await token(
      { email: 'g@example.test', email_verified: true, name: 'Gina <G>' },
      'google-oauth2|42',
    );
    const first = await auth0.op('auth0Login', { body: { auth0token: idToken } }, 200);
    expect(first.json).toMatchObject({
      nickname: 'Gina G',
      auth0userid: 'google-oauth2|42',
      email: 'g@example.test',
    });
    const later = await token({ email: 'g@example.test', email_verified: true }, 'google-oauth2|42');
    const again = await auth0.op('auth0Login', { body: { auth0token: later } }, 200);
    expect(again.json.id).toBe(first.json.id);
  });

  it('exchanges a token once, by its issuer and id, or by the whole token when it has no id', async () => {
    const withId = await new SignJWT({ email: 'once@example.test' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(`https://${domain}/`)
      .setAudience('client-1')
      .setSubject('auth0|once')
      .setJti('token-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    await auth0.op('auth0Login', { body: { auth0token: withId } }, 200);
    expect((await auth0.op('auth0Login', { body: { auth0token: withId } }, 401)).text).toBe(
      MESSAGES.idTokenUsed,
    );
    const withoutId = await token({ email: 'once@example.test' }, 'auth0|once');
    await auth0.op('auth0Login', { body: { auth0token: withoutId } }, 200);
    expect((await auth0.op('auth0Login', { body: { auth0token: withoutId } }, 401)).text).toBe(
      MESSAGES.idTokenUsed,
    );
  });

  it('refuses a token for another audience or issuer', async () => {
    const wrongAudience = await token({}, 'auth0|1', 'someone-else');
    await auth0.op('auth0Login', { body: { auth0token: wrongAudience } }, 401);
  });

  it('turns the local email accounts off and says so in /config.json', async () => {
    const response = await auth0.op(
      'identityLogin',
      { body: { email: 'a@example.test', password: 'a-long-password' } },
      400,
    );
    expect(response.text).toBe(MESSAGES.localIdentityDisabled);
    const config = await auth0.op('getConfig');
    expect(config.json.identity).toEqual({ provider: 'auth0', domain, clientId: 'client-1' });
    expect(config.json).not.toHaveProperty('demo');
  });
});
