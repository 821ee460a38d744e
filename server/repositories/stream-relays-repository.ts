/**
 * Streaming across server instances: which instance relays each published stream (`stream_relays`), and the
 * signalling messages between instances, sent with NOTIFY on one channel every instance listens to.
 */
import type { Queryable } from '../db/connection.ts';

/** The PostgreSQL notification channel of signalling between instances. */
export const STREAM_NOTIFY_CHANNEL = 'mv_stream_signal';

export interface StreamRelaysRepository {
  /** Makes `instance` the relay of `streamId` unless another instance is; answers the relay it is now. */
  claim(streamId: string, instance: string): Promise<string>;
  /** Moves `streamId` from `from` (which no longer answers) to `to`; false when another instance took it first. */
  takeOver(streamId: string, from: string, to: string): Promise<boolean>;
  /** Forgets that `instance` relays `streamId`. */
  release(streamId: string, instance: string): Promise<void>;
  /** The instance relaying `streamId`, or null when it is not published anywhere. */
  relayOf(streamId: string): Promise<string | null>;
  /** Sends the parts of one message to every instance listening, together and in order. */
  notify(parts: readonly string[]): Promise<void>;
}

export function createStreamRelaysRepository(db: Queryable): StreamRelaysRepository {
  return {
    async claim(streamId, instance) {
      const { rows } = await db.query<{ instance_id: string }>(
        `INSERT INTO stream_relays (stream_id, instance_id) VALUES ($1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET stream_id = EXCLUDED.stream_id
         RETURNING instance_id`,
        [streamId, instance],
      );
      return rows[0].instance_id;
    },
    async takeOver(streamId, from, to) {
      const { rows } = await db.query(
        `UPDATE stream_relays SET instance_id = $3, started = now()
         WHERE stream_id = $1 AND instance_id = $2 RETURNING stream_id`,
        [streamId, from, to],
      );
      return rows.length === 1;
    },
    async release(streamId, instance) {
      await db.query(`DELETE FROM stream_relays WHERE stream_id = $1 AND instance_id = $2`, [
        streamId,
        instance,
      ]);
    },
    async relayOf(streamId) {
      const { rows } = await db.query<{ instance_id: string }>(
        `SELECT instance_id FROM stream_relays WHERE stream_id = $1`,
        [streamId],
      );
      return rows[0]?.instance_id ?? null;
    },
    async notify(parts) {
      // One statement: its notifications arrive together and in the order of its select list.
      const list = parts.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
      await db.query(`SELECT ${list}`, [STREAM_NOTIFY_CHANNEL, ...parts]);
    },
  };
}
