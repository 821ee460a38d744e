/** Events of the headset platform (table `headset_events`) with the metaverse events linked to each. */
import type { Queryable } from '../db/connection.ts';

export interface HeadsetEventRow {
  oculusid: string;
  title: string;
  start_ts: Date;
  end_ts: Date;
  published: boolean;
  subscribers: number;
  event_entities: { _id: string; name: string; nickname?: string; path?: string }[];
}

export interface HeadsetEventsRepository {
  /** Every headset-platform event, latest start first, with the events whose `oculuseventid` is its id. */
  listWithLinkedEvents(): Promise<HeadsetEventRow[]>;
  /** One headset-platform event by its id, or null. */
  find(oculusid: string): Promise<Omit<HeadsetEventRow, 'event_entities'> | null>;
}

/** The headset-platform events over a connection or a transaction. */
export function createHeadsetEventsRepository(q: Queryable): HeadsetEventsRepository {
  return {
    async listWithLinkedEvents() {
      const { rows } = await q.query<HeadsetEventRow>(
        `SELECT h.*, coalesce((
           SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object('_id', e.id, 'name', coalesce(e.doc->>'name', ''),
             'nickname', e.doc->>'nickname', 'path', e.doc->>'path')) ORDER BY e.id)
           FROM events e WHERE e.doc->>'oculuseventid' = h.oculusid), '[]'::jsonb) AS event_entities
         FROM headset_events h ORDER BY h.start_ts DESC, h.oculusid`,
      );
      return rows;
    },
    async find(oculusid) {
      const { rows } = await q.query<Omit<HeadsetEventRow, 'event_entities'>>(
        'SELECT * FROM headset_events WHERE oculusid = $1',
        [oculusid],
      );
      return rows[0] ?? null;
    },
  };
}
