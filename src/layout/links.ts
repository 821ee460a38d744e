/**
 * The header and sidebar link lists, by role (owner-console.md §2.1–§2.2, staff-and-agents.md §2.1).
 */
import type { Domain, User } from '../api/types';
import {
  canCreateEvents,
  canManageDomain,
  canUpgrade,
  isDeveloper,
  holdsPermission,
} from '../authProvider/canAccess';
import { HEADER_TEXTS, SIDEBAR_TEXTS } from './texts';
import { STAFF_PAGES } from '../resources/dashboard/staffPages';
import { OUTBOX_TEXTS } from '../resources/outbox/texts';
import { STATS_TEXTS } from '../resources/stats/texts';

export interface NavItem {
  label: string;
  to: string;
}

type MaybeUser = Pick<User, 'permissions'> | null | undefined;

/** Header left links: Profile, Drives, Metaverses, AI Agents, and Advertising for developers. */
export function headerLinks(user: MaybeUser): NavItem[] {
  const links: NavItem[] = [
    { label: HEADER_TEXTS.profile, to: '/profile' },
    { label: HEADER_TEXTS.drives, to: '/drives' },
    { label: HEADER_TEXTS.metaverses, to: '/domains' },
    { label: HEADER_TEXTS.agents, to: '/agents' },
  ];
  if (isDeveloper(user)) links.push({ label: HEADER_TEXTS.advertising, to: '/adverts' });
  return links;
}

/** The generic collections, in sidebar order, with their labels. */
export const ADMIN_COLLECTIONS = [
  { collection: 'users', label: SIDEBAR_TEXTS.users },
  { collection: 'domains', label: SIDEBAR_TEXTS.domains },
  { collection: 'locations', label: SIDEBAR_TEXTS.locations },
  { collection: 'plots', label: SIDEBAR_TEXTS.plots },
  { collection: 'files', label: SIDEBAR_TEXTS.files },
  { collection: 'events', label: SIDEBAR_TEXTS.events },
  { collection: 'buildings', label: SIDEBAR_TEXTS.buildings },
  { collection: 'witrequests', label: SIDEBAR_TEXTS.witrequests },
  { collection: 'stringmatches', label: SIDEBAR_TEXTS.stringmatches },
  { collection: 'autotests', label: SIDEBAR_TEXTS.autotests },
] as const;

/** Admin links, for staff only. */
export function adminLinks(user: MaybeUser): NavItem[] {
  if (!holdsPermission(user, 'administrator')) return [];
  return [
    { label: SIDEBAR_TEXTS.dashboard, to: '/admin' },
    ...ADMIN_COLLECTIONS.map(({ collection, label }) => ({ label, to: `/admin/${collection}` })),
    { label: SIDEBAR_TEXTS.audit, to: '/admin/audit' },
    { label: OUTBOX_TEXTS.link, to: '/admin/outbox' },
    ...STAFF_PAGES.filter((page) => page.to !== '/admin/events'),
    { label: STATS_TEXTS.title, to: '/admin/stats' },
  ];
}

/**
 * Links for the current domain, only for superusers or users with manage_domain on it: Home, Manage, Members,
 * Upgrade (not on enterprise), Events (create_events), Landmarks and Stats (developers), Plots, Knowledge Base.
 */
export function domainLinks(user: MaybeUser, domain: Domain | null | undefined): NavItem[] {
  if (!domain || !canManageDomain(user, domain)) return [];
  const uri = encodeURIComponent(domain.uri);
  const links: NavItem[] = [
    { label: SIDEBAR_TEXTS.domainHome, to: `/domains/${uri}` },
    { label: SIDEBAR_TEXTS.manage, to: `/domains/${uri}/manage` },
    { label: SIDEBAR_TEXTS.members, to: `/domains/${uri}/members` },
  ];
  if (canUpgrade(domain)) links.push({ label: SIDEBAR_TEXTS.upgrade, to: `/domains/${uri}/upgrade` });
  if (canCreateEvents(user, domain))
    links.push({ label: SIDEBAR_TEXTS.domainEvents, to: `/domains/${uri}/events` });
  if (isDeveloper(user)) {
    links.push(
      { label: SIDEBAR_TEXTS.landmarks, to: `/domains/${uri}/landmarks` },
      { label: SIDEBAR_TEXTS.stats, to: `/domains/${uri}/stats` },
    );
  }
  links.push(
    { label: SIDEBAR_TEXTS.domainPlots, to: `/domains/${uri}/plots` },
    { label: SIDEBAR_TEXTS.knowledgeBase, to: `/domains/${uri}/supportdocs` },
  );
  return links;
}
