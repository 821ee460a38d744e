/**
 * Domain stats (single-target-and-flows.md, "Domain stats page (developers)" and owner-console.md §7): the sessions players
 * spent in a metaverse's locations, newest first, paged. The contract declares who may call it: developers
 * only (owner-console.md §6; a superuser holds every permission), and only for a metaverse the caller may see
 * (invite-only ones: members and staff).
 */
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { grantedDomain } from '../../authz/index.ts';
import type { SessionRow } from '../../repositories/domain-sessions-repository.ts';
import type { HandlerMap, ReplyBody } from '../types.ts';

export const DOMAIN_STATS_TEXTS = {
  developersOnly: COMMON_TEXTS.developersOnly,
} as const;

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
    const { domain } = grantedDomain(request);
    const { first = 0, count = 100 } = request.query;
    const sessions = request.server.repos.domainSessions;
    const [total, rows] = await Promise.all([
      sessions.count(domain.id),
      sessions.list(domain.id, first, count),
    ]);
    return { total, sessions: rows.map(sessionView) };
  },
} satisfies HandlerMap;
