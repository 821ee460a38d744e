/**
 * Counters of the sign-in abuse limits (`sign_in_limits`), in the database so that every server instance
 * shares them. Each method is one or two statements that stay right when instances race: counting is an
 * upsert, never a read followed by a write. Times come from the caller's clock.
 */
import type { Queryable } from '../db/connection.ts';

/** An attempt counted in a fixed window. */
export interface WindowCount {
  /** Attempts in the window, this one included. */
  attempts: number;
  /** When the window ends and the count starts again. */
  resets: Date;
}

/** How a backed-off key waits: free attempts, then a wait that doubles up to a cap. */
export interface Backoff {
  /** The attempt that sets the first wait (earlier ones wait for nothing). */
  freeAttempts: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** The count starts again after this long without an attempt. */
  quietMs: number;
}

/** The answer to an attempt on a backed-off key. */
export type Turn = { allowed: true } | { allowed: false; until: Date };

export interface SignInLimitsRepository {
  /** Counts an attempt in the key's fixed window of `windowMs`; a new window starts once the last one ended. */
  count(key: string, now: Date, windowMs: number): Promise<WindowCount>;
  /** The attempts counted in the key's current window (0 when it has none). */
  attempts(key: string, now: Date): Promise<number>;
  /** Takes one attempt back from the key's current window (the attempt succeeded). */
  uncount(key: string, now: Date): Promise<void>;
  /**
   * Counts an attempt on a backed-off key, unless it must still wait: from the `freeAttempts`-th attempt on,
   * each attempt makes the next one wait, twice as long as the one before, at most `maxWaitSeconds`.
   */
  takeTurn(key: string, now: Date, backoff: Backoff): Promise<Turn>;
  /** Forgets a key (a success ends its backoff). */
  clear(key: string): Promise<void>;
  /** Deletes the counters that ended at or before `now`. */
  removeExpired(now: Date): Promise<number>;
}

/** The sign-in limits over a connection or a transaction. */
export function createSignInLimitsRepository(q: Queryable): SignInLimitsRepository {
  const dropEnded = (key: string, now: Date) =>
    q.query('DELETE FROM sign_in_limits WHERE key = $1 AND expires <= $2', [key, now]);

  return {
    async count(key, now, windowMs) {
      await dropEnded(key, now);
      const { rows } = await q.query<{ attempts: number; expires: Date }>(
        `INSERT INTO sign_in_limits AS l (key, attempts, expires) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET attempts = l.attempts + 1
         RETURNING attempts, expires`,
        [key, new Date(now.getTime() + windowMs)],
      );
      return { attempts: rows[0].attempts, resets: rows[0].expires };
    },

    async attempts(key, now) {
      const { rows } = await q.query<{ attempts: number }>(
        'SELECT attempts FROM sign_in_limits WHERE key = $1 AND expires > $2',
        [key, now],
      );
      return rows[0]?.attempts ?? 0;
    },

    async uncount(key, now) {
      await q.query(
        'UPDATE sign_in_limits SET attempts = attempts - 1 WHERE key = $1 AND attempts > 0 AND expires > $2',
        [key, now],
      );
    },

    async takeTurn(key, now, backoff) {
      await dropEnded(key, now);
      const first =
        backoff.freeAttempts <= 1 ? new Date(now.getTime() + backoff.firstWaitSeconds * 1000) : null;
      const { rows } = await q.query<{ attempts: number }>(
        `INSERT INTO sign_in_limits AS l (key, attempts, blocked_until, expires) VALUES ($1, 1, $3, $4)
         ON CONFLICT (key) DO UPDATE SET
           attempts = l.attempts + 1,
           blocked_until = CASE WHEN l.attempts + 1 >= $5::int
             THEN $2::timestamptz
               + least($7::float8, $6::float8 * power(2, l.attempts + 1 - $5::int)) * interval '1 second'
             END,
           expires = EXCLUDED.expires
         WHERE l.blocked_until IS NULL OR l.blocked_until <= $2
         RETURNING attempts`,
        [
          key,
          now,
          first,
          new Date(now.getTime() + backoff.quietMs),
          backoff.freeAttempts,
          backoff.firstWaitSeconds,
          backoff.maxWaitSeconds,
        ],
      );
      if (rows.length > 0) return { allowed: true };
      const blocked = await q.query<{ blocked_until: Date | null }>(
        'SELECT blocked_until FROM sign_in_limits WHERE key = $1',
        [key],
      );
      // The wait ended between the two statements: the next attempt will be counted.
      const until = blocked.rows[0]?.blocked_until ?? now;
      return { allowed: false, until };
    },

    async clear(key) {
      await q.query('DELETE FROM sign_in_limits WHERE key = $1', [key]);
    },

    async removeExpired(now) {
      const { rows } = await q.query<{ key: string }>(
        'DELETE FROM sign_in_limits WHERE expires <= $1 RETURNING key',
        [now],
      );
      return rows.length;
    },
  };
}
