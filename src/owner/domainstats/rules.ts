/** Who sees the domain stats page and how its paging maps to the API (owner-console.md §6). */
import type { User } from '../../api/types';
import { holdsPermission } from '../../authProvider/canAccess';
import { listRules } from '../../lib/listState';

/** Page sizes offered; the API sends at most 100 sessions a call. */
export const STATS_PAGE_SIZES = [25, 50, 100] as const;

/** Developers see the stats, and superusers, who hold every permission (the server's rule). */
export function canSeeDomainStats(user: Pick<User, 'permissions'> | null | undefined): boolean {
  return holdsPermission(user, 'developer');
}

/** The sessions list's paging in the address (`?first=25&per=50`): newest first, 25 a page unless chosen. */
export const STATS_LIST = listRules({ timestamp: -1 }, 'timestamp', {
  pageSizes: STATS_PAGE_SIZES,
  defaultPer: STATS_PAGE_SIZES[0],
  search: false,
});
