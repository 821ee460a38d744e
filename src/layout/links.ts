/**
 * The header and sidebar link lists, by role (owner-console.md §2.1–§2.2, staff-and-agents.md §2.1), read from
 * the page registry (`pages.tsx`), which holds each entry's label, order and visibility.
 */
import type { CollectionName, Domain } from '../api/types';
import { COLLECTION_PAGES, menuLinks, type MenuUser, type NavItem } from '../pages';

export type { NavItem } from '../pages';

/** Header left links: Profile, Drives, Metaverses. */
export function headerLinks(user: MenuUser): NavItem[] {
  return menuLinks('header', user);
}

/** The generic collections, in sidebar order, with their labels. */
export const ADMIN_COLLECTIONS: readonly { collection: CollectionName; label: string }[] =
  COLLECTION_PAGES.map((page) => ({
    collection: page.collection,
    label: page.menu?.find((entry) => entry.place === 'admin')?.label ?? page.collection,
  }));

/** Admin links, for staff only. */
export function adminLinks(user: MenuUser): NavItem[] {
  return menuLinks('admin', user);
}

/** The staff pages beyond the collections, as the dashboard lists them: those this user may use. */
export function dashboardLinks(user: MenuUser): NavItem[] {
  return menuLinks('dashboard', user);
}

/**
 * Links for the current domain, only for superusers or users with manage_domain on it: Home, Manage, Members,
 * Upgrade (not on enterprise), Events (create_events), Landmarks and Stats (developers), Plots, Knowledge Base.
 */
export function domainLinks(user: MenuUser, domain: Domain | null | undefined): NavItem[] {
  return menuLinks('domain', user, domain);
}
