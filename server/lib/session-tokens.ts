import { jwtVerify, SignJWT } from 'jose';
import { deriveKey } from './keys.ts';

/** Session lifetime in seconds; the console keeps its session cookies for as long (owner-console.md §7). */
export const SESSION_TTL_SECONDS = 86_400;

const ISSUER = 'multiverse-session';

/** Issues and checks the session tokens sent back as the `x-token` header. */
export interface SessionTokens {
  /** A signed token whose subject is the user id. */
  issue(userId: string): Promise<string>;
  /** The user id the token was issued to, or null when it is forged, expired or malformed. */
  verify(token: string): Promise<string | null>;
}

/** Session tokens signed with HS256 under a key derived from the session secret. */
export function createSessionTokens(secret: string, now: () => Date = () => new Date()): SessionTokens {
  const key = deriveKey(secret, 'session-token');
  return {
    async issue(userId) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now(),
        });
        return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
