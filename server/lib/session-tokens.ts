/**
 * Session tokens: the `token` of the sign-in reply and the `x-token` header. A token is 32 random bytes
 * (base64url); the server keeps only its SHA-256 in `sessions`, so a session can be revoked and a copy of
 * the table cannot be used to sign in. Checking a token is one indexed lookup; the last-seen time is
 * written at most once a minute.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IdTokenClaims } from '../providers/identity/types.ts';
import type { SessionsRepository } from '../repositories/sessions-repository.ts';
import type { UserDoc } from '../repositories/users-repository.ts';
import { newId } from './ids.ts';

/** Session lifetime in seconds; the console keeps its session cookies for as long (owner-console.md §7). */
export const SESSION_TTL_SECONDS = 86_400;
/** A session's last-seen time is written when it is older than this. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
/** Expired sessions are deleted at most this often, on the way while issuing a new one. */
const CLEANUP_INTERVAL_MS = 10 * 60_000;

const TOKEN_BYTES = 32;
/** The shape of every token we issue; anything else is refused without asking the database. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where a session was started from, kept with it. */
export interface SessionClient {
  userAgent?: string;
  address?: string;
}

/** The session a valid token belongs to, and its user as stored now. */
export interface VerifiedSession {
  sessionId: string;
  userId: string;
  user: UserDoc;
}

/** Issues and checks session tokens. Revoking is done on the repository (`repos.sessions`). */
export interface SessionTokens {
  /** A new session of the user; returns its token (the only time the token exists on the server). */
  issue(userId: string, client?: SessionClient): Promise<string>;
  /** The session of a token, or null when it is unknown, malformed, revoked or expired. */
  verify(token: string): Promise<VerifiedSession | null>;
  /**
   * Records that a verified ID token is being exchanged; false when it was exchanged before (on any instance),
   * so it must not start another session.
   */
  useIdToken(idToken: string, claims: IdTokenClaims): Promise<boolean>;
}

/** How long a used ID token is remembered when it does not say when it expires (longer than any lives). */
const USED_ID_TOKEN_FALLBACK_MS = 24 * 60 * 60_000;

/**
 * The key an ID token is remembered by once used: its issuer and id (`jti`) when it has one, else a hash of the
 * whole token. Hashed either way, so the table holds no token.
 */
export function usedIdTokenKey(idToken: string, claims: Pick<IdTokenClaims, 'issuer' | 'tokenId'>): string {
  const name = claims.tokenId ? `${claims.issuer ?? ''}:${claims.tokenId}` : `token:${idToken}`;
  return createHash('sha256').update(name).digest('hex');
}

/**
 * Whether an ID token was issued before every session of its user was revoked, so it must not start a new
 * one. Tokens state their time in whole seconds: one issued in the second of the revocation still counts as
 * after it, so signing in again at once works. A token that does not say when it was issued is refused.
 */
export function issuedBeforeRevocation(issuedAt: Date | undefined, revokedBefore: Date | null): boolean {
  if (revokedBefore === null) return false;
  if (issuedAt === undefined) return true;
  return issuedAt.getTime() < Math.floor(revokedBefore.getTime() / 1000) * 1000;
}

/** The stored form of a token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Session tokens over the sessions repository, with the server's clock (tests pass their own). */
export function createSessionTokens(
  sessions: SessionsRepository,
  now: () => Date = () => new Date(),
): SessionTokens {
  let lastCleanup = 0;
  return {
    async issue(userId, client = {}) {
      const created = now();
      if (created.getTime() - lastCleanup >= CLEANUP_INTERVAL_MS) {
        lastCleanup = created.getTime();
        await sessions.removeExpired(created);
      }
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await sessions.create({
        id: newId(),
        userId,
        tokenHash: hashSessionToken(token),
        created,
        expires: new Date(created.getTime() + SESSION_TTL_SECONDS * 1000),
        userAgent: client.userAgent ?? '',
        address: client.address ?? '',
      });
      return token;
    },

    async verify(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const at = now();
      const session = await sessions.findLive(hashSessionToken(token), at);
      if (!session) return null;
      if (at.getTime() - session.lastSeen.getTime() >= LAST_SEEN_RESOLUTION_MS)
        await sessions.touch(session.id, at);
      return { sessionId: session.id, userId: session.userId, user: session.user };
    },

    useIdToken(idToken, claims) {
      const expires = claims.expiresAt ?? new Date(now().getTime() + USED_ID_TOKEN_FALLBACK_MS);
      return sessions.markIdTokenUsed(usedIdTokenKey(idToken, claims), expires);
    },
  };
}
