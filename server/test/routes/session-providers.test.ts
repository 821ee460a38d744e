import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages.ts';
import { createTestApp, expectMatchesSchema, type TestApp } from '../helpers.ts';

describe('rate limiting of sign-in', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await createTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 } }, { seed: 'none' });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 after the allowed attempts, per address and email', async () => {
    const attempt = (email: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/v2/public/identity/login',
        payload: { email, password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('victim@example.test')).statusCode).toBe(401);
    const refused = await attempt('victim@example.test');
    expectMatchesSchema(refused, 'identityLogin', 429);
    expect(refused.body).toBe('Too many attempts. Please wait a minute and try again.');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await attempt('someone-else@example.test')).statusCode).toBe(401);
  });

  it('limits the token exchange too', async () => {
    const exchange = () =>
      limited.app.inject({ method: 'POST', url: '/entity/user/auth0login', payload: { auth0token: 'x' } });
    for (let i = 0; i < 3; i += 1) expect((await exchange()).statusCode).toBe(401);
    expectMatchesSchema(await exchange(), 'auth0Login', 429);
  });
});

describe('with Auth0 configured', () => {
  let auth0: TestApp;
  let privateKey: CryptoKey;
  const domain = 'tenant.example.test';

  const token = (claims: Record<string, unknown>, subject: string, audience = 'client-1') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(`https://${domain}/`)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  beforeAll(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    const jwks = createLocalJWKSet({
      keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256' }],
    });
    auth0 = await createTestApp(
      { auth0: { domain, clientId: 'client-1', audience: 'client-1' }, demo: false },
      { seed: 'none', auth0Keys: jwks },
    );
  });

  afterAll(async () => {
    await auth0?.close();
  });

  it('creates the user on first sign-in and finds it afterwards', async () => {
    const idToken = await token(
      { email: 'g@example.test', email_verified: true, name: 'Gina <G>' },
      'google-oauth2|42',
    );
    const first = await auth0.app.inject({
      method: 'POST',
      url: '/entity/user/auth0login',
      payload: { auth0token: idToken },
    });
    expectMatchesSchema(first, 'auth0Login', 200);
    expect(first.json()).toMatchObject({
      nickname: 'Gina G',
      auth0userid: 'google-oauth2|42',
      email: 'g@example.test',
    });
    const again = await auth0.app.inject({
      method: 'POST',
      url: '/entity/user/auth0login',
      payload: { auth0token: idToken },
    });
    expect(again.json().id).toBe(first.json().id);
  });

  it('refuses a token for another audience or issuer', async () => {
    const wrongAudience = await token({}, 'auth0|1', 'someone-else');
    const response = await auth0.app.inject({
      method: 'POST',
      url: '/entity/user/auth0login',
      payload: { auth0token: wrongAudience },
    });
    expectMatchesSchema(response, 'auth0Login', 401);
  });

  it('turns the local email accounts off and says so in /config.json', async () => {
    const response = await auth0.app.inject({
      method: 'POST',
      url: '/v2/public/identity/login',
      payload: { email: 'a@example.test', password: 'a-long-password' },
    });
    expectMatchesSchema(response, 'identityLogin', 400);
    expect(response.body).toBe(MESSAGES.localIdentityDisabled);
    const config = await auth0.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.json().identity).toEqual({ provider: 'auth0', domain, clientId: 'client-1' });
    expect(config.json()).not.toHaveProperty('demo');
  });
});
