/**
 * Domain stats (single-target-and-flows.md, "Domain stats page (developers)" and §7): the sessions players
 * spent in a metaverse's locations, newest first, paged. Developers only (owner-console.md §6), and only for
 * a metaverse the caller may see (invite-only ones: members and staff).
 */
import { hasPermission, type PermissionHolder } from '../../authz/index.ts';
import { forbidden } from '../../lib/http-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { visibleDomain } from './domains.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';

export const DOMAIN_STATS_TEXTS = {
  developersOnly: 'Domain stats are for developers only',
} as const;

/** Developer tools: the `developer` permission, or a superuser (who holds every permission). */
export function canSeeDomainStats(user: PermissionHolder | null | undefined): boolean {
  return hasPermission(user, 'developer') || hasPermission(user, 'superuser');
}

interface SessionRow {
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

type DomainSession = ReplyBody<'getDomainStats'>['sessions'][number];

/** A row as the stats page shows it; names stand in for missing nicknames. */
export function sessionView(row: SessionRow): DomainSession {
  return {
    _id: row.id,
    timestamp: row.ts.toISOString(),
    user: { id: row.user_id, nickname: row.user_nickname ?? row.user_name ?? row.user_id },
    location: {
      id: row.location_id,
      nickname: row.location_nickname ?? row.location_name ?? row.location_id,
      path: row.location_path ?? '',
    },
    room: { nickname: row.room_nickname, releasename: row.releasename },
  };
}

export const domainStatsHandlers = {
  async getDomainStats(request) {
    const user = signedInUser(request);
    if (!canSeeDomainStats(user)) throw forbidden(DOMAIN_STATS_TEXTS.developersOnly);
    const { domain } = await visibleDomain(request.server, user, request.params.domain);
    const { first = 0, count = 100 } = request.query;
    const db = request.server.db;
    const [total, page] = await Promise.all([
      db.query<{ n: number }>('SELECT count(*) AS n FROM domain_sessions WHERE domain_id = $1', [domain.id]),
      db.query<SessionRow>(
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
        [domain.id, count, first],
      ),
    ]);
    return { total: Number(total.rows[0]?.n ?? 0), sessions: page.rows.map(sessionView) };
  },
} satisfies HandlerMap;
