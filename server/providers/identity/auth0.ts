/**
 * The Auth0 identity provider (used when AUTH0_DOMAIN is set; Google sign-in goes through it).
 * ID tokens are RS256-signed by the tenant; keys come from its JWKS endpoint (cached by jose).
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Auth0Config } from '../../config.ts';
import { standardClaims, type IdentityProvider, type IdTokenClaims } from './types.ts';

export class Auth0IdentityProvider implements IdentityProvider {
  readonly name = 'auth0' as const;
  readonly #keys: JWTVerifyGetKey;
  readonly #issuer: string;
  readonly #audience: string;

  /** `keys` replaces the tenant's JWKS endpoint (tests sign with a local key set). */
  constructor(config: Auth0Config, keys?: JWTVerifyGetKey) {
    this.#issuer = `https://${config.domain}/`;
    this.#audience = config.audience;
    this.#keys = keys ?? createRemoteJWKSet(new URL(`https://${config.domain}/.well-known/jwks.json`));
  }

  async verifyIdToken(token: string): Promise<IdTokenClaims> {
    const { payload } = await jwtVerify(token, this.#keys, {
      algorithms: ['RS256'],
      issuer: this.#issuer,
      audience: this.#audience,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('ID token without subject');
    return {
      subject: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : undefined,
      emailVerified: payload.email_verified === true,
      ...standardClaims(payload),
      name: typeof payload.name === 'string' ? payload.name : undefined,
    };
  }
}
