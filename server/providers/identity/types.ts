/** What a verified ID token says about the person signing in. */
export interface IdTokenClaims {
  /** The provider's stable user id (`sub`). */
  subject: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  /** When the token was issued (`iat`), when it says. */
  issuedAt?: Date;
  /** Who issued it (`iss`) and its id (`jti`), when it has one: together they name the token. */
  issuer?: string;
  tokenId?: string;
  /** When it expires (`exp`), when it says. */
  expiresAt?: Date;
}

/** The claims every provider reads alike from a verified token's payload. */
export function standardClaims(payload: {
  iat?: number;
  iss?: string;
  jti?: string;
  exp?: number;
}): Pick<IdTokenClaims, 'issuedAt' | 'issuer' | 'tokenId' | 'expiresAt'> {
  return {
    issuedAt: typeof payload.iat === 'number' ? new Date(payload.iat * 1000) : undefined,
    issuer: typeof payload.iss === 'string' ? payload.iss : undefined,
    tokenId: typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : undefined,
    expiresAt: typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined,
  };
}

/**
 * An identity provider: it issues ID tokens (in the browser, or through the local provider's own
 * endpoints) that the server verifies before opening a session.
 */
export interface IdentityProvider {
  /** `local` (email and password kept by this server) or `auth0`. */
  readonly name: 'local' | 'auth0';
  /** The claims of a valid token; throws for a forged, expired or foreign token. */
  verifyIdToken(token: string): Promise<IdTokenClaims>;
}
