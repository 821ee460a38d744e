/**
 * The page registry's owner and user pages (owner-console.md, single-target-and-flows.md): the header's links,
 * the pages of the current metaverse and the pages no menu lists. See `src/pages.tsx`.
 */
import { canCreateEvents, canUpgrade, isDeveloper } from '../authProvider/canAccess';
import { HEADER_TEXTS, SIDEBAR_TEXTS } from '../layout/texts';
import { PrivacyPage } from '../owner/privacy/PrivacyPage';
import { paths, routes } from '../paths';
import { load, manager, type Page } from './page';

const custom = () => import('../owner/entities/EntityListPage');

export const OWNER_PAGES: readonly Page[] = [
  // The header's main links, in order.
  {
    kind: 'route',
    id: 'profile',
    path: routes.profile,
    access: 'signed-in',
    element: load(() => import('../owner/profile/ProfilePage'), 'ProfilePage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.profile }],
  },
  {
    kind: 'route',
    id: 'drives',
    path: routes.drives,
    access: 'signed-in',
    element: load(() => import('../owner/drives/DrivesPage'), 'DrivesPage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.drives }],
  },
  {
    kind: 'route',
    id: 'domains',
    path: routes.domains,
    access: 'signed-in',
    element: load(() => import('../owner/metaverses/MetaversesPage'), 'MetaversesPage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.metaverses }],
  },
  {
    kind: 'route',
    id: 'agents',
    path: routes.agents,
    access: 'signed-in',
    element: load(() => import('../owner/agents/AgentsPage'), 'AgentsPage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.aiAgents }],
  },
  {
    kind: 'route',
    id: 'createAgent',
    path: routes.createAgent,
    access: 'signed-in',
    element: load(() => import('../owner/agents/AgentPage'), 'CreateAgentPage'),
  },
  {
    kind: 'route',
    id: 'agent',
    path: routes.agent,
    access: 'signed-in',
    element: load(() => import('../owner/agents/AgentPage'), 'AgentPage'),
  },
  {
    kind: 'route',
    id: 'adverts',
    path: routes.adverts,
    access: 'signed-in',
    element: load(() => import('../owner/adverts/AdvertsPage'), 'AdvertsPage'),
    menu: [{ place: 'header', label: HEADER_TEXTS.advertising, visible: isDeveloper }],
  },

  // The pages of the current metaverse, in the sidebar's order.
  {
    kind: 'route',
    id: 'domain.home',
    path: routes.domain,
    // Signed out, a public metaverse shows its public view; the page sends visitors to sign in otherwise.
    access: 'public',
    element: load(() => import('../owner/metaverses/MetaversePage'), 'MetaversePage'),
    domainLink: paths.domain.home,
    menu: [{ place: 'domain', label: SIDEBAR_TEXTS.domainHome, visible: manager }],
  },
  {
    kind: 'route',
    id: 'domain.manage',
    path: routes.domainManage,
    access: 'signed-in',
    element: load(() => import('../owner/manage/ManagePage'), 'ManagePage'),
    domainLink: paths.domain.manage,
    menu: [{ place: 'domain', label: SIDEBAR_TEXTS.manage, visible: manager }],
  },
  {
    kind: 'route',
    id: 'domain.members',
    path: routes.domainMembers,
    access: 'signed-in',
    element: load(() => import('../owner/members/MembersPage'), 'MembersPage'),
    domainLink: paths.domain.members,
    shortLink: '/members',
    menu: [{ place: 'domain', label: SIDEBAR_TEXTS.members, visible: manager }],
  },
  {
    kind: 'route',
    id: 'domain.upgrade',
    path: routes.domainUpgrade,
    access: 'signed-in',
    element: load(() => import('../owner/upgrade/UpgradePage'), 'UpgradePage'),
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
    element: load(() => import('../owner/entities/EventsPage'), 'EventsPage'),
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
    element: load(() => import('../owner/domainstats/DomainStatsPage'), 'DomainStatsPage'),
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
    element: load(() => import('../owner/supportdocs/SupportDocsPage'), 'SupportDocsPage'),
    domainLink: paths.domain.supportDocs,
    shortLink: '/supportdocs',
    menu: [{ place: 'domain', label: SIDEBAR_TEXTS.knowledgeBase, visible: manager }],
  },
  {
    kind: 'route',
    id: 'domain.createLocation',
    path: routes.domainCreateLocation,
    access: 'signed-in',
    element: load(() => import('../owner/target/CreateLocationPage'), 'CreateLocationPage'),
  },
  {
    kind: 'route',
    id: 'domain.createEvent',
    path: routes.domainCreateEvent,
    access: 'signed-in',
    element: load(() => import('../owner/target/CreateEventPage'), 'CreateEventPage'),
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
    element: load(() => import('../owner/entities/EntityPage'), 'EntityPage'),
  },

  // Pages no menu lists.
  {
    kind: 'route',
    id: 'home',
    path: routes.home,
    access: 'public',
    element: load(() => import('../owner/home/Home'), 'HomePage'),
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
    element: load(() => import('../owner/login/LoginPage'), 'LoginPage'),
  },
  {
    kind: 'route',
    id: 'acceptInvite',
    path: routes.acceptInvite,
    access: 'signed-in',
    element: load(() => import('../owner/flows/AcceptInvitePage'), 'AcceptInvitePage'),
  },
  {
    kind: 'route',
    id: 'acceptMerge',
    path: routes.acceptMerge,
    access: 'signed-in',
    element: load(() => import('../owner/flows/AcceptMergePage'), 'AcceptMergePage'),
  },
  {
    kind: 'route',
    id: 'linkAccounts',
    path: routes.linkAccounts,
    access: 'signed-in',
    element: load(() => import('../owner/flows/LinkAccountsPage'), 'LinkAccountsPage'),
  },
  {
    kind: 'route',
    id: 'redeemCode',
    path: routes.redeemCode,
    access: 'signed-in',
    element: load(() => import('../owner/flows/RedeemCodePage'), 'RedeemCodePage'),
  },
  {
    kind: 'route',
    id: 'browseDrive',
    path: routes.browseDrive,
    access: 'signed-in',
    element: load(() => import('../owner/drives/BrowseDrivePage'), 'BrowseDrivePage'),
  },
  {
    kind: 'route',
    id: 'createDomain',
    path: routes.createDomain,
    access: 'signed-in',
    element: load(() => import('../owner/metaverses/CreateDomainPage'), 'CreateDomainPage'),
  },
  {
    kind: 'route',
    id: 'setupDomain',
    path: routes.setupDomain,
    access: 'signed-in',
    element: load(() => import('../owner/metaverses/SetupDomainPage'), 'SetupDomainPage'),
  },
  {
    kind: 'route',
    id: 'stream',
    path: routes.stream,
    access: 'signed-in',
    element: load(() => import('../owner/stream/StreamPage'), 'StreamPage'),
  },
  {
    kind: 'route',
    id: 'streamView',
    path: routes.streamView,
    access: 'public',
    // Shown in the headset's browser panel and in the stream page's preview: the video alone.
    frame: 'none',
    element: load(() => import('../owner/stream/StreamViewerPage'), 'StreamViewerPage'),
  },
  {
    kind: 'route',
    id: 'checkout',
    path: routes.checkout,
    access: 'signed-in',
    element: load(() => import('../owner/billing/CheckoutPage'), 'CheckoutPage'),
  },
  {
    kind: 'route',
    id: 'billingPortal',
    path: routes.billingPortal,
    access: 'signed-in',
    element: load(() => import('../owner/billing/BillingPortalPage'), 'BillingPortalPage'),
  },
];
