/** Streaming to VR (single-target-and-flows.md §2 Stream page): the one stream id of each user. */
import type { Queryable } from '../db/connection.ts';

export interface StreamsRepository {
  /** The user's stream id, made from `candidate` the first time and kept from then on. */
  streamIdOf(userId: string, candidate: string): Promise<string>;
  /** The user who owns a stream id, or null when nobody does. */
  ownerOf(streamId: string): Promise<string | null>;
}

/** The stream ids over a connection or a transaction. */
export function createStreamsRepository(q: Queryable): StreamsRepository {
  return {
    async streamIdOf(userId, candidate) {
      // One statement, so two first visits at once still agree on one id.
      const { rows } = await q.query<{ stream_id: string }>(
        `INSERT INTO streams (user_id, stream_id) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
         RETURNING stream_id`,
        [userId, candidate],
      );
      return rows[0].stream_id;
    },
    async ownerOf(streamId) {
      const { rows } = await q.query<{ user_id: string }>(
        `SELECT user_id FROM streams WHERE stream_id = $1`,
        [streamId],
      );
      return rows[0]?.user_id ?? null;
    },
  };
}
