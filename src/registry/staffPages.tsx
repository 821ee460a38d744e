/**
 * The page registry's staff pages (staff-and-agents.md), in the sidebar's Admin order, the generic
 * collections among them, and the admin area's pages any signed-in user may read (one child product and its
 * mission tools). See `src/pages.tsx`.
 */
import { COLLECTIONS } from '../../common/api/collections';
import { SIDEBAR_TEXTS } from '../layout/texts';
import { routes } from '../paths';
import { load, staff, collection, staffMenu, type Page } from './page';

/** The staff collections' one generic list page and one record page (see `CollectionPage`). */
export const COLLECTION_ELEMENTS = {
  list: load(() => import('../staff/collections/CollectionList'), 'CollectionList'),
  show: load(() => import('../staff/collections/CollectionShow'), 'CollectionShow'),
} as const;

const targets = () => import('../staff/adminEvents/TargetEntitiesPage');
const escrows = () => import('../staff/escrows/EscrowsPage');
const missionEvents = () => import('../staff/childproducts/missionEvents/MissionEventsPage');

export const STAFF_PAGES: readonly Page[] = [
  // The staff pages, in the sidebar's Admin order.
  {
    kind: 'route',
    id: 'admin.dashboard',
    path: routes.admin,
    access: 'staff',
    element: load(() => import('../staff/dashboard/DashboardPage'), 'DashboardPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.dashboard, visible: staff }],
  },
  ...COLLECTIONS.map((name) => collection(name, SIDEBAR_TEXTS[name])),
  {
    kind: 'route',
    id: 'admin.audit',
    path: routes.adminAudit,
    access: 'staff',
    element: load(() => import('../staff/audit/AuditPage'), 'AuditPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.audit, visible: staff }],
  },
  {
    kind: 'route',
    id: 'admin.outbox',
    path: routes.adminOutbox,
    access: 'staff',
    element: load(() => import('../staff/outbox/OutboxPage'), 'OutboxPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.outbox, visible: staff }],
  },
  {
    kind: 'route',
    id: 'admin.redeemcodes',
    path: routes.adminRedeemCodes,
    access: 'staff',
    permission: 'admin_redeem_codes',
    element: load(() => import('../staff/redeemcodes/RedeemCodesPage'), 'RedeemCodesPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.redeemCodes }],
  },
  {
    kind: 'route',
    id: 'admin.agents',
    path: routes.adminAgents,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('../staff/agentadmin/AgentAdminPage'), 'AgentAdminPage'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.agentAdmin }],
  },
  {
    kind: 'route',
    id: 'admin.agents.list',
    path: routes.adminAgentList,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('../staff/agentadmin/AdminAgentListPage'), 'AdminAgentListPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.detail',
    path: routes.adminAgentDetail,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('../staff/agentadmin/AdminAgentPage'), 'AdminAgentPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.memories',
    path: routes.adminMemories,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('../staff/agentadmin/AdminMemoriesPage'), 'AdminMemoriesPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.memory',
    path: routes.adminMemory,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('../staff/agentadmin/AdminMemoryPage'), 'AdminMemoryPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.modules',
    path: routes.adminAgentModules,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('../staff/agentadmin/ModuleTypesPage'), 'ModuleTypesPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.configs',
    path: routes.adminAgentConfigs,
    access: 'staff',
    element: load(() => import('../staff/agentadmin/GlobalConfigPage'), 'GlobalConfigPage'),
  },
  {
    kind: 'route',
    id: 'admin.agents.embeddings',
    path: routes.adminAgentEmbeddings,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('../staff/agentadmin/AgentEmbeddingsPage'), 'AgentEmbeddingsPage'),
  },
  {
    kind: 'route',
    id: 'admin.redeemcodes.list',
    path: routes.adminRedeemCodeList,
    access: 'staff',
    permission: 'admin_redeem_codes',
    element: load(() => import('../staff/redeemcodes/RedeemCodesPage'), 'RedeemCodesPage'),
  },
  {
    kind: 'route',
    id: 'admin.approvals',
    path: routes.adminApprovals,
    access: 'staff',
    element: load(() => import('../staff/approvals/ApprovalsPage'), 'ApprovalsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.approvals),
  },
  {
    kind: 'route',
    id: 'admin.featured',
    path: routes.adminFeatured,
    access: 'staff',
    element: load(() => import('../staff/featured/FeaturedPage'), 'FeaturedPage'),
    menu: staffMenu(SIDEBAR_TEXTS.featured),
  },
  {
    kind: 'route',
    id: 'admin.featuredEvents',
    path: routes.adminFeaturedEvents,
    access: 'staff',
    element: load(() => import('../staff/featured/FeaturedEventsPage'), 'FeaturedEventsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.featuredEvents),
  },
  {
    kind: 'route',
    id: 'admin.build',
    path: routes.adminBuild,
    access: 'staff',
    element: load(() => import('../staff/build/BuildPage'), 'BuildPage'),
    menu: staffMenu(SIDEBAR_TEXTS.build),
  },
  {
    kind: 'route',
    id: 'admin.infiniverse',
    path: routes.adminInfiniverse,
    access: 'staff',
    permission: 'admin_read_infiniverse',
    element: load(() => import('../staff/infiniverse/InfiniversePage'), 'InfiniversePage'),
    menu: staffMenu(SIDEBAR_TEXTS.infiniverse),
  },
  {
    kind: 'route',
    id: 'admin.mvbots',
    path: routes.adminMvbots,
    access: 'staff',
    permission: 'admin_agents',
    element: load(() => import('../staff/mvbots/MvbotsPage'), 'MvbotsPage'),
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
    element: load(() => import('../staff/livemap/LiveMapPage'), 'LiveMapPage'),
    menu: staffMenu(SIDEBAR_TEXTS.map),
  },
  {
    // The tabbed Events page holds /admin/events, so menus list it as Event Features; the sidebar's Events is the
    // events collection, listed at its own address (below).
    kind: 'route',
    id: 'admin.events',
    path: routes.adminEvents,
    access: 'staff',
    element: load(() => import('../staff/adminEvents/AdminEventsPage'), 'AdminEventsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.eventFeatures),
  },
  {
    kind: 'route',
    id: 'admin.eventList',
    path: routes.adminEventList,
    access: 'staff',
    element: load(() => import('../staff/collections/CollectionList'), 'EventCollectionList'),
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
    element: load(() => import('../staff/childproducts/ChildProductsPage'), 'ChildProductsPage'),
    menu: staffMenu(SIDEBAR_TEXTS.childProducts),
  },
  // One child product and its mission tools: any signed-in user reads them, only holders of admin_missions
  // change them (staff-and-agents.md §6: the mission and avatar pages accept any present user).
  {
    kind: 'route',
    id: 'admin.childProduct',
    path: routes.adminChildProduct,
    access: 'signed-in',
    element: load(() => import('../staff/childproducts/ChildProductPage'), 'ChildProductPage'),
  },
  {
    kind: 'route',
    id: 'admin.missionConfigs',
    path: routes.adminMissionConfigs,
    access: 'signed-in',
    element: load(() => import('../staff/missions/MissionConfigsPage'), 'MissionConfigsPage'),
  },
  {
    kind: 'route',
    id: 'admin.missions',
    path: routes.adminMissions,
    access: 'signed-in',
    element: load(() => import('../staff/missions/MissionsPage'), 'MissionsPage'),
  },
  {
    kind: 'route',
    id: 'admin.avatars',
    path: routes.adminAvatars,
    access: 'signed-in',
    element: load(() => import('../staff/missions/AvatarsPage'), 'AvatarsPage'),
  },
  {
    kind: 'route',
    id: 'admin.missionEventConfig',
    path: routes.adminMissionEventConfig,
    access: 'signed-in',
    element: load(
      () => import('../staff/childproducts/missionEvents/MissionEventConfigPage'),
      'MissionEventConfigPage',
    ),
  },
  {
    kind: 'route',
    id: 'admin.missionEventCycle',
    path: routes.adminMissionEventCycle,
    access: 'signed-in',
    element: load(
      () => import('../staff/childproducts/missionEvents/MissionEventCyclePage'),
      'MissionEventCyclePage',
    ),
  },
  {
    kind: 'route',
    id: 'admin.missionEvent',
    path: routes.adminMissionEvent,
    access: 'signed-in',
    element: load(() => import('../staff/childproducts/missionEvents/MissionEventPage'), 'MissionEventPage'),
  },
  {
    kind: 'route',
    id: 'admin.missionEvents',
    path: routes.adminMissionEvents,
    access: 'signed-in',
    element: load(missionEvents, 'MissionEventsPage'),
  },
  {
    // The same page at its older address.
    kind: 'route',
    id: 'missionEvents',
    path: routes.missionEvents,
    access: 'signed-in',
    element: load(missionEvents, 'MissionEventsPage'),
  },
  {
    kind: 'route',
    id: 'admin.stats',
    path: routes.adminStats,
    access: 'staff',
    element: load(() => import('../staff/stats/StatsPage'), 'default'),
    menu: [{ place: 'admin', label: SIDEBAR_TEXTS.adminStats, visible: staff }],
  },
  {
    // Any other /admin/… path: "Bad uri" (staff-and-agents.md §5).
    kind: 'route',
    id: 'admin.other',
    path: routes.adminAny,
    access: 'staff',
    element: load(() => import('../staff/collections/AdminPages'), 'AdminFallback'),
  },
];
