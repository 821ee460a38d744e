/**
 * Sign-in sessions (`sessions`): one row per session token handed out, found by the SHA-256 of the token
 * (the token itself is never stored). Times that decide validity come from the caller's clock; `revoked_at`
 * is the database's own time, kept as a record. Also the times all of a user's sessions were revoked
 * (`session_cutoffs`) and the ID tokens already exchanged (`used_id_tokens`).
 */
import type { Queryable } from '../db/connection.ts';
import type { UserDoc } from './users-repository.ts';

/**
 * The notification channel on which ending sessions is announced to every instance (so each closes the
 * sockets those sessions opened): `{"sessions": [id]}` for one session, `{"user": id}` for all of a user's.
 * Sent inside the caller's transaction, so it arrives once the change is committed, and not at all when it
 * is rolled back.
 */
export const SESSIONS_ENDED_CHANNEL = 'mv_sessions_ended';

/** What a notification on SESSIONS_ENDED_CHANNEL says ended. */
export interface EndedSessions {
  sessions?: string[];
  user?: string;
}

/** A session to store. */
export interface NewSession {
  id: string;
  userId: string;
  tokenHash: string;
  created: Date;
  expires: Date;
  /** The browser's user agent and the client address, cut to the column lengths. */
  userAgent: string;
  address: string;
}

/** A session that is neither revoked nor expired, with its user (read in the same query). */
export interface LiveSession {
  id: string;
  userId: string;
  lastSeen: Date;
  user: UserDoc;
}

/** Longest user agent and address kept (the columns' limits). */
export const USER_AGENT_MAX = 200;
export const ADDRESS_MAX = 64;

export interface SessionsRepository {
  create(session: NewSession): Promise<void>;
  /**
   * The live session with this token hash at `now` and its user, in one indexed lookup (every signed-in call
   * makes it), or null; a session whose user no longer exists is not live.
   */
  findLive(tokenHash: string, now: Date): Promise<LiveSession | null>;
  /** The user of the live session with this id at `now`, or null (revoked, expired or unknown). */
  liveUserOf(id: string, now: Date): Promise<string | null>;
  /** Records that the session was used at `now`. */
  touch(id: string, now: Date): Promise<void>;
  /**
   * Revokes one session (and announces it on SESSIONS_ENDED_CHANNEL, as the next method does); false when it
   * was already revoked or does not exist.
   */
  revoke(id: string): Promise<boolean>;
  /**
   * Revokes every session of the user and records the time, before which the user's ID tokens are no
   * longer exchanged (`revokedBefore`); the number of sessions revoked.
   */
  revokeAllOfUser(userId: string): Promise<number>;
  /** When every session of the user was last revoked, or null. */
  revokedBefore(userId: string): Promise<Date | null>;
  /**
   * Records that the ID token of `key` was exchanged (it stays recorded until `expires`, when the token
   * itself expires); false when it was already, by any instance, so it must not start another session.
   */
  markIdTokenUsed(key: string, expires: Date): Promise<boolean>;
  /** Deletes sessions that expired before `before`, and used ID tokens that expired by then; the sessions deleted. */
  removeExpired(before: Date): Promise<number>;
}

/** The sessions over a connection or a transaction. */
export function createSessionsRepository(q: Queryable): SessionsRepository {
  const announce = async (ended: EndedSessions) => {
    await q.query('SELECT pg_notify($1, $2)', [SESSIONS_ENDED_CHANNEL, JSON.stringify(ended)]);
  };
  return {
    async create(session) {
      await q.query(
        `INSERT INTO sessions (id, user_id, token_hash, created, last_seen, expires, user_agent, address)
         VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`,
        [
          session.id,
          session.userId,
          session.tokenHash,
          session.created,
          session.expires,
          session.userAgent.slice(0, USER_AGENT_MAX),
          session.address.slice(0, ADDRESS_MAX),
        ],
      );
    },

    async findLive(tokenHash, now) {
      const { rows } = await q.query<{ id: string; user_id: string; last_seen: Date; doc: UserDoc }>(
        `SELECT s.id, s.user_id, s.last_seen, u.doc FROM sessions s
         JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires > $2`,
        [tokenHash, now],
      );
      const row = rows[0];
      return row ? { id: row.id, userId: row.user_id, lastSeen: row.last_seen, user: row.doc } : null;
    },

    async liveUserOf(id, now) {
      const { rows } = await q.query<{ user_id: string }>(
        'SELECT user_id FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires > $2',
        [id, now],
      );
      return rows[0]?.user_id ?? null;
    },

    async touch(id, now) {
      await q.query('UPDATE sessions SET last_seen = $2 WHERE id = $1 AND last_seen < $2', [id, now]);
    },

    async revoke(id) {
      const { rows } = await q.query<{ id: string }>(
        'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
        [id],
      );
      if (rows.length > 0) await announce({ sessions: [id] });
      return rows.length > 0;
    },

    async revokeAllOfUser(userId) {
      await q.query(
        `INSERT INTO session_cutoffs (user_id, revoked_before) VALUES ($1, now())
         ON CONFLICT (user_id) DO UPDATE SET revoked_before = EXCLUDED.revoked_before`,
        [userId],
      );
      const { rows } = await q.query<{ id: string }>(
        'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
        [userId],
      );
      if (rows.length > 0) await announce({ user: userId });
      return rows.length;
    },

    async revokedBefore(userId) {
      const { rows } = await q.query<{ revoked_before: Date }>(
        'SELECT revoked_before FROM session_cutoffs WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.revoked_before ?? null;
    },

    async markIdTokenUsed(key, expires) {
      const { rows } = await q.query<{ key: string }>(
        'INSERT INTO used_id_tokens (key, expires) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
        [key, expires],
      );
      return rows.length > 0;
    },

    async removeExpired(before) {
      await q.query('DELETE FROM used_id_tokens WHERE expires < $1', [before]);
      const { rows } = await q.query<{ id: string }>('DELETE FROM sessions WHERE expires < $1 RETURNING id', [
        before,
      ]);
      return rows.length;
    },
  };
}
