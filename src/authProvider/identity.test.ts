import { describe, expect, it } from 'vitest';
import { auth0AuthorizeUrl, jwtNonce, parseAuth0Callback } from './identity';

const auth0 = { provider: 'auth0' as const, domain: 'tenant.eu.auth0.com', clientId: 'client123' };
const request = { state: 's1', nonce: 'n1', redirectUri: 'https://console.test/login' };

describe('auth0AuthorizeUrl', () => {
  it('is null for the local provider or an incomplete Auth0 configuration', () => {
    expect(auth0AuthorizeUrl({ provider: 'local' }, request)).toBeNull();
    expect(auth0AuthorizeUrl({ provider: 'auth0', domain: 'x' }, request)).toBeNull();
  });

  it('asks for an ID token with state and nonce', () => {
    const url = new URL(auth0AuthorizeUrl(auth0, request)!);
    expect(url.origin + url.pathname).toBe('https://tenant.eu.auth0.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'id_token',
      response_mode: 'fragment',
      client_id: 'client123',
      redirect_uri: 'https://console.test/login',
      scope: 'openid profile email',
      state: 's1',
      nonce: 'n1',
    });
  });

  it('selects Google or the sign-up screen', () => {
    const google = new URL(auth0AuthorizeUrl(auth0, { ...request, connection: 'google-oauth2' })!);
    expect(google.searchParams.get('connection')).toBe('google-oauth2');
    const signup = new URL(
      auth0AuthorizeUrl({ ...auth0, domain: 'https://tenant.eu.auth0.com/' }, { ...request, signup: true })!,
    );
    expect(signup.host).toBe('tenant.eu.auth0.com');
    expect(signup.searchParams.get('screen_hint')).toBe('signup');
  });
});

describe('parseAuth0Callback', () => {
  it('reads the token and state, or the error', () => {
    expect(parseAuth0Callback('#id_token=abc&state=s1')).toEqual({ idToken: 'abc', state: 's1' });
    expect(parseAuth0Callback('#error=access_denied&error_description=Nope')).toEqual({ error: 'Nope' });
    expect(parseAuth0Callback('')).toBeNull();
    expect(parseAuth0Callback('#state=s1')).toBeNull();
  });
});

describe('jwtNonce', () => {
  it('reads the nonce claim of a base64url payload', () => {
    const payload = Buffer.from(JSON.stringify({ nonce: 'n1', sub: 'x?>' })).toString('base64url');
    expect(jwtNonce(`h.${payload}.sig`)).toBe('n1');
    expect(jwtNonce('nonsense')).toBeNull();
    expect(jwtNonce(`h.${Buffer.from('{"sub":1}').toString('base64url')}.s`)).toBeNull();
  });
});
