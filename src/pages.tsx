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
import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from './lib/preloadable';
import { COLLECTIONS } from '../common/api/collections';
import type { CollectionName, Domain, User } from './api/types';
import type { Permission } from '../common/permissions';
import {
  canCreateEvents,
  canManageDomain,
  canUpgrade,
  holdsPermission,
  isDeveloper,
} from './authProvider/canAccess';
import { HEADER_TEXTS, SIDEBAR_TEXTS } from './layout/texts';
import { PrivacyPage } from './owner/privacy/PrivacyPage';
import { paths, routes } from './paths';

/** Who may open a page: anyone, signed-in users (visitors are sent to sign in), or staff. */
export type Access = 'public' | 'signed-in' | 'staff';

/**
 * Where a menu lists a page: the header's main links, the sidebar's Admin group, the staff dashboard's page
 * list, or the sidebar's group of the current metaverse.
 */
export type MenuPlace = 'header' | 'admin' | 'dashboard' | 'domain';

export type MenuUser = Pick<User, 'permissions'> | null | undefined;

export interface MenuEntry {
  place: MenuPlace;
  label: string;
  /** Whether the entry is shown to this user with this current metaverse; always when absent. */
  visible?: (user: MenuUser, domain: Domain | null | undefined) => boolean;
}

interface PageCommon {
  id: string;
  access: Access;
  /**
   * A staff page of no use without this permission (what its reads need): menus list it only to users who
   * hold it, and opening its address otherwise says so in a sentence instead of the page.
   */
  permission?: Permission;
  /** The menus listing the page, each in the registry's order. */
  menu?: readonly MenuEntry[];
}

/** A page served at its own route. */
export interface RoutePage extends PageCommon {
  kind: 'route';
  /** The route pattern (see `paths.ts`). */
  path: string;
  element: ComponentType;
  /** For a page of one metaverse: its URL for the metaverse `uri` (sidebar links, short links). */
  domainLink?: (uri: string) => string;
  /** A short path (`/members`) leading to this page of the current metaverse. */
  shortLink?: `/${string}`;
}

/** A page of the spec not built yet: no route, and its menu entries hidden until it becomes a route page. */
export interface PlannedPage extends PageCommon {
  kind: 'planned';
  path: string;
}

/** A staff collection: its list at `/admin/{collection}` and its records at `/admin/{collection}/{id}`. */
export interface CollectionPage extends PageCommon {
  kind: 'collection';
  collection: CollectionName;
  path: string;
}

export type Page = RoutePage | CollectionPage | PlannedPage;

/** A named export of a page module, loaded when the page is first rendered or preloaded. */
function load<M>(loader: () => Promise<M>, name: keyof M): Preloadable {
  return preloadable(async () => (await loader())[name] as ComponentType);
}

const staff = (user: MenuUser) => holdsPermission(user, 'administrator');
const manager = (user: MenuUser, domain: Domain | null | undefined): domain is Domain =>
  !!domain && canManageDomain(user, domain);

const collection = (name: CollectionName, label: string): CollectionPage => ({
  kind: 'collection',
  id: `collection.${name}`,
  collection: name,
  path: paths.admin.collection(name),
  access: 'staff',
  menu: [{ place: 'admin', label, visible: staff }],
});

/** A staff page listed in the sidebar's Admin group and on the dashboard under the same label. */
const staffMenu = (label: string): MenuEntry[] => [
  { place: 'admin', label, visible: staff },
  { place: 'dashboard', label },
];

/** The staff collections' one generic list page and one record page (see `CollectionPage`). */
export const COLLECTION_ELEMENTS = {
  list: load(() => import('./staff/collections/CollectionList'), 'CollectionList'),
  show: load(() => import('./staff/collections/CollectionShow'), 'CollectionShow'),
} as const;

const custom = () => import('./owner/entities/EntityListPage');
const targets = () => import('./staff/adminEvents/TargetEntitiesPage');
const escrows = () => import('./staff/escrows/EscrowsPage');
const missionEvents = () => import('./staff/childproducts/missionEvents/MissionEventsPage');

export const PAGES: readonly Page[] = [
  // The header's main links, in order.
  {
    kind: 'route',
    id: 'profile',
    path: routes.profile,
    access: 'signed-in',
    element: load(() => import('./owner/profile/ProfilePage'), 'ProfilePage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.profile }],
  },
  {
    kind: 'route',
    id: 'drives',
    path: routes.drives,
    access: 'signed-in',
    element: load(() => import('./owner/drives/DrivesPage'), 'DrivesPage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.drives }],
  },
  {
    kind: 'route',
    id: 'domains',
    path: routes.domains,
    access: 'signed-in',
    element: load(() => import('./owner/metaverses/MetaversesPage'), 'MetaversesPage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.metaverses }],
  },
  {
    kind: 'route',
    id: 'agents',
    path: routes.agents,
    access: 'signed-in',
    element: load(() => import('./owner/agents/AgentsPage'), 'AgentsPage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.aiAgents }],
  },
  {
    kind: 'route',
    id: 'createAgent',
    path: routes.createAgent,
    access: 'signed-in',
    element: load(() => import('./owner/agents/AgentPage'), 'CreateAgentPage'),
  },
  {
    kind: 'route',
    id: 'agent',
    path: routes.agent,
    access: 'signed-in',
    element: load(() => import('./owner/agents/AgentPage'), 'AgentPage'),
  },
  {
    kind: 'route',
    id: 'adverts',
    path: routes.adverts,
    access: 'signed-in',
    element: load(() => import('./owner/adverts/AdvertsPage'), 'AdvertsPage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.advertising, visible: isDeveloper }],
  },

  // The pages of the current metaverse, in the sidebar's order.
  {
    kind: 'route',
    id: 'domain.home',
    path: routes.domain,
    // Signed out, a public metaverse shows its public view; the page sends visitors to sign in otherwise.
    access: 'public',
    element: load(() => import('./owner/metaverses/MetaversePage'), 'MetaversePage'),
    domainLink: paths.domain.home,
    menu: [{ place: 'domain', label: SIDEBAR_TEXTS.domainHome, visible: manager }],
  },
  {
    kind: 'route',
    id: 'domain.manage',
    path: routes.domainManage,
    access: 'signed-in',
    element: load(() => import('./owner/manage/ManagePage'), 'ManagePage'),
    domainLink: paths.domain.manage,
    menu: [{ place: 'domain', label: SIDEBAR_TEXTS.manage, visible: manager }],
  },
  {
    kind: 'route',
    id: 'domain.members',
    path: routes.domainMembers,
    access: 'signed-in',
    element: load(() => import('./owner/members/MembersPage'), 'MembersPage'),
    domainLink: paths.domain.members,
    shortLink: '/members',
    menu: [{ place: 'domain', label: SIDEBAR_TEXTS.members, visible: manager }],
  },
  {
    kind: 'route',
    id: 'domain.upgrade',
    path: routes.domainUpgrade,
    access: 'signed-in',
    element: load(() => import('./owner/upgrade/UpgradePage'), 'UpgradePage'),
    domainLink: (uri) => paths.domain.upgrade(uri),
    shortLink: '/upgrade',
    menu: [
      {
        place: 'domain',
        label: SIDEBAR_TEXTS.upgrade,
        visible: (user, domain) => manager(user, domain) && canUpgrade(domain),
      },
    ],
  },
  {
    kind: 'route',
    id: 'domain.events',
    path: routes.domainEvents,
    access: 'signed-in',
    element: load(() => import('./owner/entities/EventsPage'), 'EventsPage'),
    domainLink: paths.domain.events,
    shortLink: '/events',
    menu: [
      {
        place: 'domain',
        label: SIDEBAR_TEXTS.domainEvents,
        visible: (user, domain) => manager(user, domain) && canCreateEvents(user, domain),
      },
    ],
  },
  {
    kind: 'route',
    id: 'domain.landmarks',
    path: routes.domainLandmarks,
    access: 'signed-in',
    element: load(custom, 'DomainLandmarksPage'),
    domainLink: paths.domain.landmarks,
    shortLink: '/landmarks',
    menu: [
      {
        place: 'domain',
        label: SIDEBAR_TEXTS.landmarks,
        visible: (user, domain) => manager(user, domain) && isDeveloper(user),
      },
    ],
  },
  {
    kind: 'route',
    id: 'domain.stats',
    path: routes.domainStats,
    access: 'signed-in',
    element: load(() => import('./owner/domainstats/DomainStatsPage'), 'DomainStatsPage'),
    domainLink: paths.domain.stats,
    shortLink: '/stats',
    menu: [
      {
        place: 'domain',
        label: SIDEBAR_TEXTS.stats,
        visible: (user, domain) => manager(user, domain) && isDeveloper(user),
      },
    ],
  },
  {
    kind: 'route',
    id: 'domain.plots',
    path: routes.domainPlots,
    access: 'signed-in',
    element: load(custom, 'DomainPlotsPage'),
    domainLink: paths.domain.plots,
    shortLink: '/plots',
    menu: [{ place: 'domain', label: SIDEBAR_TEXTS.domainPlots, visible: manager }],
  },
  {
    kind: 'route',
    id: 'domain.supportdocs',
    path: routes.domainSupportDocs,
    access: 'signed-in',
    element: load(() => import('./owner/supportdocs/SupportDocsPage'), 'SupportDocsPage'),
    domainLink: paths.domain.supportDocs,
    shortLink: '/supportdocs',
    menu: [{ place: 'domain', label: SIDEBAR_TEXTS.knowledgeBase, visible: manager }],
  },
  {
    kind: 'route',
    id: 'domain.createLocation',
    path: routes.domainCreateLocation,
    access: 'signed-in',
    element: load(() => import('./owner/target/CreateLocationPage'), 'CreateLocationPage'),
  },
  {
    kind: 'route',
    id: 'domain.createEvent',
    path: routes.domainCreateEvent,
    access: 'signed-in',
    element: load(() => import('./owner/target/CreateEventPage'), 'CreateEventPage'),
  },
  {
    kind: 'route',
    id: 'domain.locations',
    path: routes.domainLocations,
    access: 'signed-in',
    element: load(custom, 'DomainLocationsPage'),
  },
  {
    kind: 'route',
    id: 'domain.entity',
    path: routes.domainEntity,
    access: 'signed-in',
    element: load(() => import('./owner/entities/EntityPage'), 'EntityPage'),
  },

  // Pages no menu lists.
  {
    kind: 'route',
    id: 'home',
    path: routes.home,
    access: 'public',
    element: load(() => import('./owner/home/Home'), 'HomePage'),
  },
  {
    kind: 'route',
    id: 'privacy',
    path: routes.privacy,
    access: 'public',
    // Already in the first download: the light public shell shows it to visitors.
    element: PrivacyPage,
  },
  {
    kind: 'route',
    id: 'login',
    path: routes.login,
    access: 'public',
    element: load(() => import('./owner/login/LoginPage'), 'LoginPage'),
  },
  {
    kind: 'route',
    id: 'acceptInvite',
    path: routes.acceptInvite,
    access: 'signed-in',
    element: load(() => import('./owner/flows/AcceptInvitePage'), 'AcceptInvitePage'),
  },
  {
    kind: 'route',
    id: 'acceptMerge',
    path: routes.acceptMerge,
    access: 'signed-in',
    element: load(() => import('./owner/flows/AcceptMergePage'), 'AcceptMergePage'),
  },
  {
    kind: 'route',
    id: 'linkAccounts',
    path: routes.linkAccounts,
    access: 'signed-in',
    element: load(() => import('./owner/flows/LinkAccountsPage'), 'LinkAccountsPage'),
  },
  {
    kind: 'route',
    id: 'redeemCode',
    path: routes.redeemCode,
    access: 'signed-in',
    element: load(() => import('./owner/flows/RedeemCodePage'), 'RedeemCodePage'),
  },
  {
    kind: 'route',
    id: 'browseDrive',
    path: routes.browseDrive,
    access: 'signed-in',
    element: load(() => import('./owner/drives/BrowseDrivePage'), 'BrowseDrivePage'),
  },
  {
    kind: 'route',
    id: 'createDomain',
    path: routes.createDomain,
    access: 'signed-in',
    element: load(() => import('./owner/metaverses/CreateDomainPage'), 'CreateDomainPage'),
  },
  {
    kind: 'route',
    id: 'setupDomain',
    path: routes.setupDomain,
    access: 'signed-in',
    element: load(() => import('./owner/metaverses/SetupDomainPage'), 'SetupDomainPage'),
  },
  {
    kind: 'route',
    id: 'stream',
    path: routes.stream,
    access: 'signed-in',
    element: load(() => import('./owner/stream/StreamPage'), 'StreamPage'),
  },
  {
    kind: 'route',
    id: 'streamView',
    path: routes.streamView,
    access: 'public',
    element: load(() => import('./owner/stream/StreamViewerPage'), 'StreamViewerPage'),
  },
  {
    kind: 'route',
    id: 'checkout',
    path: routes.checkout,
    access: 'signed-in',
    element: load(() => import('./owner/billing/CheckoutPage'), 'CheckoutPage'),
  },
  {
    kind: 'route',
    id: 'billingPortal',
    path: routes.billingPortal,
    access: 'signed-in',
    element: load(() => import('./owner/billing/BillingPortalPage'), 'BillingPortalPage'),
  },

  // The staff pages, in the sidebar's Admin order.
  {
    kind: 'route',
    id: 'admin.dashboard',
    path: routes.admin,
    access: 'staff',
    element: load(() => import('./staff/dashboard/DashboardPage'), 'DashboardPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.dashboard, visible: staff }],
  },
  ...COLLECTIONS.map((name) => collection(name, SIDEBAR_TEXTS[name])),
  {
    kind: 'route',
    id: 'admin.audit',
    path: routes.adminAudit,
    access: 'staff',
    element: load(() => import('./staff/audit/AuditPage'), 'AuditPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.audit, visible: staff }],
  },
  {
    kind: 'route',
    id: 'admin.outbox',
    path: routes.adminOutbox,
    access: 'staff',
    element: load(() => import('./staff/outbox/OutboxPage'), 'OutboxPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.outbox, visible: staff }],
  },
  {
    kind: 'route',
    id: 'admin.redeemcodes',
    path: routes.adminRedeemCodes,
    access: 'staff',
    permission: 'admin_redeem_codes',
    element: load(() => import('./staff/redeemcodes/RedeemCodesPage'), 'RedeemCodesPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.redeemCodes }],
  },
  {
    kind: 'route',
    id: 'admin.agents',
    path: routes.adminAgents,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('./staff/agentadmin/AgentAdminPage'), 'AgentAdminPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.agentAdmin }],
  },
  {
    kind: 'route',
    id: 'admin.agents.list',
    path: routes.adminAgentList,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('./staff/agentadmin/AdminAgentListPage'), 'AdminAgentListPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.detail',
    path: routes.adminAgentDetail,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('./staff/agentadmin/AdminAgentPage'), 'AdminAgentPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.memories',
    path: routes.adminMemories,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('./staff/agentadmin/AdminMemoriesPage'), 'AdminMemoriesPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.memory',
    path: routes.adminMemory,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('./staff/agentadmin/AdminMemoryPage'), 'AdminMemoryPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.modules',
    path: routes.adminAgentModules,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('./staff/agentadmin/ModuleTypesPage'), 'ModuleTypesPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.configs',
    path: routes.adminAgentConfigs,
    access: 'staff',
    element: load(() => import('./staff/agentadmin/GlobalConfigPage'), 'GlobalConfigPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.embeddings',
    path: routes.adminAgentEmbeddings,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('./staff/agentadmin/AgentEmbeddingsPage'), 'AgentEmbeddingsPage'),
  },
  {
    kind: 'route',
    id: 'admin.redeemcodes.list',
    path: routes.adminRedeemCodeList,
    access: 'staff',
    permission: 'admin_redeem_codes',
    element: load(() => import('./staff/redeemcodes/RedeemCodesPage'), 'RedeemCodesPage'),
  },
  {
    kind: 'route',
    id: 'admin.approvals',
    path: routes.adminApprovals,
    access: 'staff',
    element: load(() => import('./staff/approvals/ApprovalsPage'), 'ApprovalsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.approvals),
  },
  {
    kind: 'route',
    id: 'admin.featured',
    path: routes.adminFeatured,
    access: 'staff',
    element: load(() => import('./staff/featured/FeaturedPage'), 'FeaturedPage'),
    menu: staffMenu(SIDEBAR_TEXTS.featured),
  },
  {
    kind: 'route',
    id: 'admin.featuredEvents',
    path: routes.adminFeaturedEvents,
    access: 'staff',
    element: load(() => import('./staff/featured/FeaturedEventsPage'), 'FeaturedEventsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.featuredEvents),
  },
  {
    kind: 'route',
    id: 'admin.build',
    path: routes.adminBuild,
    access: 'staff',
    element: load(() => import('./staff/build/BuildPage'), 'BuildPage'),
    menu: staffMenu(SIDEBAR_TEXTS.build),
  },
  {
    kind: 'route',
    id: 'admin.infiniverse',
    path: routes.adminInfiniverse,
    access: 'staff',
    permission: 'admin_read_infiniverse',
    element: load(() => import('./staff/infiniverse/InfiniversePage'), 'InfiniversePage'),
    menu: staffMenu(SIDEBAR_TEXTS.infiniverse),
  },
  {
    kind: 'route',
    id: 'admin.mvbots',
    path: routes.adminMvbots,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('./staff/mvbots/MvbotsPage'), 'MvbotsPage'),
    menu: [
      { place: 'admin', label: SIDEBAR_TEXTS.mvbots },
      { place: 'dashboard', label: SIDEBAR_TEXTS.mvbots },
    ],
  },
  {
    kind: 'route',
    id: 'admin.map',
    path: routes.adminMap,
    access: 'staff',
    element: load(() => import('./staff/livemap/LiveMapPage'), 'LiveMapPage'),
    menu: staffMenu(SIDEBAR_TEXTS.map),
  },
  {
    // The tabbed Events page holds /admin/events, so menus list it as Event Features; the sidebar's Events is the
    // events collection, listed at its own address (below).
    kind: 'route',
    id: 'admin.events',
    path: routes.adminEvents,
    access: 'staff',
    element: load(() => import('./staff/adminEvents/AdminEventsPage'), 'AdminEventsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.eventFeatures),
  },
  {
    kind: 'route',
    id: 'admin.eventList',
    path: routes.adminEventList,
    access: 'staff',
    element: load(() => import('./staff/collections/CollectionList'), 'EventCollectionList'),
  },
  {
    kind: 'route',
    id: 'admin.landmarks',
    path: routes.adminLandmarks,
    access: 'staff',
    element: load(targets, 'LandmarksPage'),
    menu: staffMenu(SIDEBAR_TEXTS.adminLandmarks),
  },
  {
    kind: 'route',
    id: 'admin.plots',
    path: routes.adminPlots,
    access: 'staff',
    element: load(targets, 'PlotsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.adminPlots),
  },
  {
    kind: 'route',
    id: 'admin.escrows',
    path: routes.adminEscrows,
    access: 'staff',
    element: load(escrows, 'EscrowsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.escrows),
  },
  {
    kind: 'route',
    id: 'admin.archivedEscrows',
    path: routes.adminArchivedEscrows,
    access: 'staff',
    element: load(escrows, 'ArchivedEscrowsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.archivedEscrows),
  },
  {
    kind: 'route',
    id: 'admin.childProducts',
    path: routes.adminChildProducts,
    access: 'staff',
    element: load(() => import('./staff/childproducts/ChildProductsPage'), 'ChildProductsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.childProducts),
  },
  {
    kind: 'route',
    id: 'admin.childProduct',
    path: routes.adminChildProduct,
    access: 'staff',
    element: load(() => import('./staff/childproducts/ChildProductPage'), 'ChildProductPage'),
  },
  {
    kind: 'route',
    id: 'admin.missionConfigs',
    path: routes.adminMissionConfigs,
    access: 'staff',
    element: load(() => import('./staff/missions/MissionConfigsPage'), 'MissionConfigsPage'),
  },
  {
    kind: 'route',
    id: 'admin.missions',
    path: routes.adminMissions,
    access: 'staff',
    element: load(() => import('./staff/missions/MissionsPage'), 'MissionsPage'),
  },
  {
    kind: 'route',
    id: 'admin.avatars',
    path: routes.adminAvatars,
    access: 'staff',
    element: load(() => import('./staff/missions/AvatarsPage'), 'AvatarsPage'),
  },
  {
    kind: 'route',
    id: 'admin.missionEventConfig',
    path: routes.adminMissionEventConfig,
    access: 'staff',
    element: load(
      () => import('./staff/childproducts/missionEvents/MissionEventConfigPage'),
      'MissionEventConfigPage',
    ),
  },
  {
    kind: 'route',
    id: 'admin.missionEventCycle',
    path: routes.adminMissionEventCycle,
    access: 'staff',
    element: load(
      () => import('./staff/childproducts/missionEvents/MissionEventCyclePage'),
      'MissionEventCyclePage',
    ),
  },
  {
    kind: 'route',
    id: 'admin.missionEvent',
    path: routes.adminMissionEvent,
    access: 'staff',
    element: load(() => import('./staff/childproducts/missionEvents/MissionEventPage'), 'MissionEventPage'),
  },
  {
    kind: 'route',
    id: 'admin.missionEvents',
    path: routes.adminMissionEvents,
    access: 'staff',
    element: load(missionEvents, 'MissionEventsPage'),
  },
  {
    // The same page at its older address.
    kind: 'route',
    id: 'missionEvents',
    path: routes.missionEvents,
    access: 'staff',
    element: load(missionEvents, 'MissionEventsPage'),
  },
  {
    kind: 'route',
    id: 'admin.stats',
    path: routes.adminStats,
    access: 'staff',
    element: load(() => import('./staff/stats/StatsPage'), 'default'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.adminStats, visible: staff }],
  },
  {
    // Any other /admin/… path: "Bad uri" (staff-and-agents.md §5).
    kind: 'route',
    id: 'admin.other',
    path: routes.adminAny,
    access: 'staff',
    element: load(() => import('./staff/collections/AdminPages'), 'AdminFallback'),
  },
];

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
