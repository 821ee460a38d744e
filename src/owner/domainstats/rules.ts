/** Who sees the domain stats page and how its paging maps to the API (owner-console.md §6). */
import type { User } from '../../api/types';
import { holdsPermission } from '../../authProvider/canAccess';

/** Page sizes offered; the API sends at most 100 sessions a call. */
export const STATS_PAGE_SIZES = [25, 50, 100] as const;
export type StatsPageSize = (typeof STATS_PAGE_SIZES)[number];

/** Developers see the stats, and superusers, who hold every permission (the server's rule). */
export function canSeeDomainStats(user: Pick<User, 'permissions'> | null | undefined): boolean {
  return holdsPermission(user, 'developer');
}

/** The page and page size kept in the address (`?page=2&count=50`, page from 0); bad values fall back. */
export function statsPaging(params: URLSearchParams): { page: number; count: StatsPageSize } {
  const count = Number(params.get('count'));
  const page = Number(params.get('page'));
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
    count: (STATS_PAGE_SIZES as readonly number[]).includes(count) ? (count as StatsPageSize) : 25,
  };
}
