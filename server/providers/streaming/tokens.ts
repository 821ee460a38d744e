/**
 * Stream tokens: JSON Web Tokens (HS256) of the shape Ant Media Server's JWT stream security checks —
 * `streamId`, `type` (`publish` or `play`) and `exp` — so one kind of token works for the local relay and for
 * an Ant Media Server sharing the secret.
 */
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type StreamTokenType = 'publish' | 'play';

/** A publish token opens the signalling socket for 10 minutes; a connection once open lasts. */
export const PUBLISH_TOKEN_SECONDS = 10 * 60;
/** A play token (the viewer's address) is good for a day. */
export const PLAY_TOKEN_SECONDS = 24 * 60 * 60;

export interface StreamGrant {
  streamId: string;
  type: StreamTokenType;
  /**
   * The session a publish token was given to (claim `sid`, which Ant Media Server ignores): the local relay
   * closes its socket when that session ends. Play tokens are for viewers, not tied to a session.
   */
  sessionId?: string;
}

/** The key of the local relay's tokens, derived from the session secret so it is never the same key. */
export function localStreamKey(sessionSecret: string): Uint8Array {
  return createHmac('sha256', sessionSecret).update('stream-tokens').digest();
}

export async function signStreamToken(
  key: Uint8Array,
  grant: StreamGrant,
  seconds: number,
  now: Date = new Date(),
): Promise<string> {
  const issued = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    streamId: grant.streamId,
    type: grant.type,
    ...(grant.sessionId !== undefined && { sid: grant.sessionId }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issued)
    .setExpirationTime(issued + seconds)
    .sign(key);
}

/** The grant of a valid, unexpired token, or null for anything else. */
export async function verifyStreamToken(key: Uint8Array, token: string): Promise<StreamGrant | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const { streamId, type, sid } = payload;
    if (typeof streamId !== 'string' || (type !== 'publish' && type !== 'play')) return null;
    if (sid !== undefined && typeof sid !== 'string') return null;
    return { streamId, type, ...(sid !== undefined && { sessionId: sid }) };
  } catch {
    return null;
  }
}
