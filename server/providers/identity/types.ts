/** What a verified ID token says about the person signing in. */
export interface IdTokenClaims {
  /** The provider's stable user id (`sub`). */
  subject: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  /** When the token was issued (`iat`), when it says. */
  issuedAt?: Date;
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
