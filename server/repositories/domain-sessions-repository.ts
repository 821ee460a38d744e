/** Sessions players spent in a metaverse's locations (table `domain_sessions`), with user and location names. */
import type { Queryable } from '../db/connection.ts';

export interface SessionRow {
  id: string;
  ts: Date;
  user_id: string;
  user_nickname: string | null;
  user_name: string | null;
  location_id: string;
  location_nickname: string | null;
  location_name: string | null;
  location_path: string | null;
  room_nickname: string;
  releasename: string;
}

export interface DomainSessionsRepository {
  /** How many sessions the metaverse has. */
  count(domainId: string): Promise<number>;
  /** The metaverse's sessions, newest first, from `first`, at most `count`. */
  list(domainId: string, first: number, count: number): Promise<SessionRow[]>;
}

/** The domain sessions over a connection or a transaction. */
export function createDomainSessionsRepository(q: Queryable): DomainSessionsRepository {
  return {
    async count(domainId) {
      const { rows } = await q.query<{ n: number }>(
        'SELECT count(*) AS n FROM domain_sessions WHERE domain_id = $1',
        [domainId],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async list(domainId, first, count) {
      const { rows } = await q.query<SessionRow>(
        `SELECT s.id, s.ts, s.user_id, s.location_id, s.room_nickname, s.releasename,
           u.doc->>'nickname' AS user_nickname, u.doc->>'name' AS user_name,
           l.doc->>'nickname' AS location_nickname, l.doc->>'name' AS location_name,
           l.doc->>'path' AS location_path
         FROM domain_sessions s
         LEFT JOIN users u ON u.id = s.user_id
         LEFT JOIN locations l ON l.id = s.location_id
         WHERE s.domain_id = $1
         ORDER BY s.ts DESC, s.id DESC
         LIMIT $2 OFFSET $3`,
        [domainId, count, first],
      );
      return rows;
    },
  };
}
