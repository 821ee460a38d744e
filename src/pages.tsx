/**
 * The page registry: every page of the console with its route, who may open it, and where menus offer it. The
 * router (`App.tsx`), the header and sidebar links (`layout/links.ts`), the staff dashboard and the short links
 * (`/members`, …) all read this list, so a page and its menu entries are declared once.
 *
 * Pages load lazily: the light public shell reads the menus from here without downloading any page, and each
 * page's code is fetched when it is first opened.
 *
 * A menu lists only pages that are built, so no link leads to the not-found page. A page of the spec not built
 * yet is registered as `planned` with its menu entries (the header's AI Agents and, for developers,
 * Advertising of owner-console.md §2.2): its links stay hidden, and appear in their place once the entry
 * becomes a route page with its element.
 */
import type { Domain } from './api/types';
import { holdsPermission } from './authProvider/canAccess';
import type { CollectionPage, MenuPlace, MenuUser, Page, RoutePage } from './registry/page';
import { OWNER_PAGES } from './registry/ownerPages';
import { STAFF_PAGES } from './registry/staffPages';

export type {
  Access,
  CollectionPage,
  MenuEntry,
  MenuPlace,
  MenuUser,
  Page,
  PlannedPage,
  RoutePage,
} from './registry/page';
export { COLLECTION_ELEMENTS } from './registry/staffPages';

/** Every page, the owner's and users' first, in the order menus list them. */
export const PAGES: readonly Page[] = [...OWNER_PAGES, ...STAFF_PAGES];

/** The pages served at their own routes. */
export const ROUTE_PAGES = PAGES.filter((page): page is RoutePage => page.kind === 'route');

/** The staff collections, in the sidebar's order. */
export const COLLECTION_PAGES = PAGES.filter((page): page is CollectionPage => page.kind === 'collection');

/** The short links (`/members`, …), each with the page of the current metaverse it leads to. */
export const SHORT_LINKS = ROUTE_PAGES.flatMap((page) =>
  page.shortLink && page.domainLink ? [{ path: page.shortLink, target: page.domainLink }] : [],
);

export interface NavItem {
  label: string;
  to: string;
  /** Current only on this very address, not on the pages under it (an agent's Home beside its views). */
  exact?: boolean;
}

/**
 * The entries of one menu this user sees with this current metaverse, in the registry's order; a planned
 * page's entries wait until it is built. `pages` is the registry (another only in tests).
 */
export function menuLinks(
  place: MenuPlace,
  user: MenuUser,
  domain?: Domain | null,
  pages: readonly Page[] = PAGES,
): NavItem[] {
  return pages.flatMap((page) =>
    (page.kind === 'planned' || (page.permission && !holdsPermission(user, page.permission))
      ? []
      : (page.menu ?? [])
    ).flatMap((entry) => {
      if (entry.place !== place || (entry.visible && !entry.visible(user, domain))) return [];
      if (page.kind === 'route' && page.domainLink) {
        return domain ? [{ label: entry.label, to: page.domainLink(domain.uri) }] : [];
      }
      return [{ label: entry.label, to: page.path }];
    }),
  );
}
