/**
 * A signed-in visit that opens on a staff collection's page at its default view (`/admin/users`, nothing in the
 * query string) has the page's first list asked for by the boot script, beside the session's context
 * (`authProvider/contextRead.ts`): the list's own read, when the page mounts, is answered by it. Kept tiny: it is
 * part of the boot script.
 */
import { startEarlyRead } from '../../authProvider/contextRead';

/**
 * The staff collections, injected from the contract at build time (`scripts/contract.ts`) rather than imported,
 * so that the boot script does not share a file with the console: a visitor's first page would then fetch two
 * scripts instead of one.
 */
const COLLECTION_NAMES: ReadonlySet<string> = new Set(__COLLECTION_NAMES__);

/**
 * A page of a collection's list at its default view: 30 records, newest first (staff-and-agents.md §9), as the
 * page's own list rules say (`collectionView.ts`; the test checks they agree). Not imported from there: the boot
 * script would then share a file with the page.
 */
const PAGE_SIZE = 30;
const DEFAULT_SORT = 'timestamp';
const DEFAULT_ORDER = -1;

/** The list read a collection page's default view makes (as the data provider's `getList` writes it), or null. */
export function openingListPath(pathname: string, search: string): string | null {
  const name = /^\/admin\/([a-z]+)$/.exec(pathname)?.[1];
  if (search !== '' || !name || !COLLECTION_NAMES.has(name)) return null;
  const query = new URLSearchParams({
    first: '0',
    count: String(PAGE_SIZE),
    sort: DEFAULT_SORT,
    order: String(DEFAULT_ORDER),
  });
  return `/v2/admin/${name}?${query}`;
}

/** Asks for the opening page's list when it is a collection page at its default view. */
export function startOpeningListRead(): void {
  const path = openingListPath(location.pathname, location.search);
  if (path) startEarlyRead(path);
}
