/** The realtime channel's fan-out between server instances: NOTIFY on one channel every instance listens to. */
import type { Queryable } from '../db/connection.ts';

/** The PostgreSQL notification channel of realtime messages. */
export const REALTIME_NOTIFY_CHANNEL = 'mv_realtime';

export interface RealtimeRepository {
  /** Sends `payload` (at most 7,999 bytes) to every instance listening. */
  notify(payload: string): Promise<void>;
}

export function createRealtimeRepository(q: Queryable): RealtimeRepository {
  return {
    async notify(payload) {
      await q.query('SELECT pg_notify($1, $2)', [REALTIME_NOTIFY_CHANNEL, payload]);
    },
  };
}
