/**
 * The console's URLs: the route patterns the router matches (`routes`) and typed builders that fill them
 * (`paths`). Every link, redirect and navigation in the console is built here, so a URL is spelled once;
 * each value put into a path is URI-component encoded.
 */
import type { CollectionName } from './api/types';

/** The route patterns, as the router matches them. */
export const routes = {
  home: '/',
  privacy: '/privacy',
  login: '/login',
  profile: '/profile',
  drives: '/drives',
  browseDrive: '/browsedrive',
  domains: '/domains',
  createDomain: '/createdomain',
  setupDomain: '/setupdomain',
  agents: '/agents',
  createAgent: '/createagent',
  /** An agent's page; the third segment chooses the view (chat, crafting, platforms, delete, dev). */
  agent: '/agent/:id/:view?',
  adverts: '/adverts',
  checkout: '/checkout/:id',
  billingPortal: '/billingportal/:id',
  domain: '/domains/:uri',
  domainManage: '/domains/:uri/manage',
  domainMembers: '/domains/:uri/members',
  domainUpgrade: '/domains/:uri/upgrade',
  domainEvents: '/domains/:uri/events',
  domainLandmarks: '/domains/:uri/landmarks',
  domainStats: '/domains/:uri/stats',
  domainPlots: '/domains/:uri/plots',
  domainLocations: '/domains/:uri/locations',
  domainSupportDocs: '/domains/:uri/supportdocs',
  domainCreateLocation: '/domains/:uri/createlocation',
  domainCreateEvent: '/domains/:uri/createevent',
  domainEntity: '/domains/:uri/:types/:name',
  admin: '/admin',
  adminAny: '/admin/*',
  adminAudit: '/admin/audit',
  adminOutbox: '/admin/outbox',
  adminStats: '/admin/stats',
  adminApprovals: '/admin/approvals',
  adminFeatured: '/admin/featured',
  adminFeaturedEvents: '/admin/featuredevents',
  adminBuild: '/admin/build',
  adminInfiniverse: '/admin/infiniverse',
  adminMvbots: '/admin/mvbots',
  adminMap: '/admin/map',
  adminEvents: '/admin/events',
  /** The generic events collection's list (the tabbed Events page holds `/admin/events`). */
  adminEventList: '/admin/allevents',
  adminLandmarks: '/admin/targets/landmarks',
  adminPlots: '/admin/targets/plots',
  adminEscrows: '/admin/escrows',
  adminArchivedEscrows: '/admin/archivedescrows',
  adminChildProducts: '/admin/childproducts',
  adminChildProduct: '/admin/childproducts/:id',
  adminMissionConfigs: '/admin/childproducts/:id/missionconfigs',
  adminMissions: '/admin/childproducts/:id/missions',
  adminAvatars: '/admin/childproducts/:id/avatars',
  adminMissionEventConfig: '/admin/childproducts/:id/missioneventconfig/:name?',
  adminMissionEventCycle: '/admin/childproducts/:id/missioneventcycle/:cycleid?',
  adminMissionEvent: '/admin/childproducts/:id/missionevent/:eventid?',
  adminMissionEvents: '/admin/childproducts/:id/missionevents',
  /** The same page at its older address, kept so links to it still open it. */
  missionEvents: '/missionevents/:id',
  adminRedeemCodes: '/admin/redeemcodes',
  adminAgents: '/admin/agents',
  adminAgentList: '/admin/agents/view',
  adminAgentDetail: '/admin/agents/view/:id',
  adminMemories: '/admin/agents/memories',
  adminMemory: '/admin/agents/memories/:id',
  adminAgentModules: '/admin/agents/modules',
  adminAgentConfigs: '/admin/agents/configs',
  adminAgentEmbeddings: '/admin/agents/embeddings',
  adminRedeemCodeList: '/admin/redeemcodes/listcodes/:usage',
  acceptInvite: '/acceptinvite',
  acceptMerge: '/acceptmergerequest',
  linkAccounts: '/linkaccounts',
  redeemCode: '/redeemcode/:code',
  stream: '/stream',
  streamView: '/stream/view/:streamId',
} as const;

/**
 * The public pages a visitor gets from the light shell, without the react-admin console (`main.tsx`); the
 * server names no console files in their HTML (`server/lib/preloads.ts`).
 */
export const LIGHT_SHELL_PATHS: readonly string[] = [routes.home, routes.privacy, routes.login];

export type RoutePattern = (typeof routes)[keyof typeof routes];

const enc = encodeURIComponent;

/** `?name=value&…` for the given values (absent ones left out, each encoded), or '' when there are none. */
function query(values: Record<string, string | undefined>): string {
  const pairs = Object.entries(values).flatMap(([name, value]) =>
    value === undefined ? [] : [`${enc(name)}=${enc(value)}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The pages of one metaverse, under `/domains/{uri}`. */
const domain = {
  home: (uri: string) => `/domains/${enc(uri)}`,
  /** The metaverse's page with the "Domain Joined!" dialog, after an invite was accepted. */
  joined: (uri: string) => `${domain.home(uri)}?joined=1`,
  manage: (uri: string) => `${domain.home(uri)}/manage`,
  members: (uri: string) => `${domain.home(uri)}/members`,
  /** The plan page; `context` is `upgrade` or `change` when a dialog or the plan field sends the user there. */
  upgrade: (uri: string, context?: 'upgrade' | 'change') =>
    `${domain.home(uri)}/upgrade${query({ context })}`,
  /** The events page; `state` is its tab (`when`) and its list's state as the list writes it. */
  events: (uri: string, state: Record<string, string | undefined> = {}) =>
    `${domain.home(uri)}/events${query(state)}`,
  landmarks: (uri: string) => `${domain.home(uri)}/landmarks`,
  stats: (uri: string) => `${domain.home(uri)}/stats`,
  plots: (uri: string) => `${domain.home(uri)}/plots`,
  locations: (uri: string) => `${domain.home(uri)}/locations`,
  supportDocs: (uri: string) => `${domain.home(uri)}/supportdocs`,
  createLocation: (uri: string) => `${domain.home(uri)}/createlocation`,
  /** Name Your Event!; `copy` names the event the new one starts as a copy of. */
  createEvent: (uri: string, copy?: string) => `${domain.home(uri)}/createevent${query({ copy })}`,
  /**
   * A list of one kind of entity (`locations`, `events`, `plots`, `landmarks`); `state` is its sort, order,
   * page size and offset as the list writes them.
   */
  entities: (uri: string, types: string, state: Record<string, string | undefined> = {}) =>
    `${domain.home(uri)}/${enc(types)}${query(state)}`,
  /** One entity's page. */
  entity: (uri: string, types: string, name: string) => `${domain.entities(uri, types)}/${enc(name)}`,
  /** An entity's page from its stored path `{domain uri}/{types}/{name}` (each segment encoded). */
  entityAt: (path: string) => `/domains/${path.split('/').map(enc).join('/')}`,
};

/** The staff pages, under `/admin`. */
const admin = {
  dashboard: () => routes.admin,
  /**
   * A collection's list; `search` is its list state (`q`, filters, sort) as the list page writes it. The events
   * collection lists at `/admin/allevents`: the tabbed Events page holds `/admin/events`.
   */
  collection: (collection: CollectionName, search?: URLSearchParams) => {
    const text = search?.toString();
    const list = collection === 'events' ? routes.adminEventList : `/admin/${collection}`;
    return `${list}${text ? `?${text}` : ''}`;
  },
  /** A record's page; the collection as the record or the list names it (the router refuses unknown ones). */
  record: (collection: CollectionName | (string & {}), id: string) => `/admin/${enc(collection)}/${enc(id)}`,
  audit: () => routes.adminAudit,
  outbox: () => routes.adminOutbox,
  stats: () => routes.adminStats,
  approvals: () => routes.adminApprovals,
  featured: () => routes.adminFeatured,
  featuredEvents: () => routes.adminFeaturedEvents,
  build: () => routes.adminBuild,
  infiniverse: () => routes.adminInfiniverse,
  mvbots: () => routes.adminMvbots,
  map: () => routes.adminMap,
  events: () => routes.adminEvents,
  eventList: () => routes.adminEventList,
  landmarks: () => routes.adminLandmarks,
  plots: () => routes.adminPlots,
  escrows: () => routes.adminEscrows,
  archivedEscrows: () => routes.adminArchivedEscrows,
  childProducts: () => routes.adminChildProducts,
  /** A child product, optionally one of its mission tool submenus. */
  childProduct: (id: string, submenu?: string) =>
    `${routes.adminChildProducts}/${enc(id)}${submenu ? `/${enc(submenu)}` : ''}`,
  redeemCodes: () => routes.adminRedeemCodes,
  agents: () => routes.adminAgents,
  /** The agent admin's agent list, with its search, sort and page in the query string. */
  agentList: (state: Record<string, string | undefined> = {}) => `${routes.adminAgentList}${query(state)}`,
  agentDetail: (id: string) => `${routes.adminAgentList}/${enc(id)}`,
  /** Users' memories, with the list's search, sort and page in the query string. */
  memories: (state: Record<string, string | undefined> = {}) => `${routes.adminMemories}${query(state)}`,
  memory: (id: string) => `${routes.adminMemories}/${enc(id)}`,
  /** The module type editor, optionally with a module type chosen. */
  agentModules: (type?: string) => `${routes.adminAgentModules}${query({ type })}`,
  agentConfigs: () => routes.adminAgentConfigs,
  agentEmbeddings: () => routes.adminAgentEmbeddings,
  /** The redeem codes of one usage (all, unused, partial, used, expired). */
  /** The codes of one usage, with the list's offset in the query string. */
  redeemCodeList: (usage: string, state: Record<string, string | undefined> = {}) =>
    `${routes.adminRedeemCodes}/listcodes/${enc(usage)}${query(state)}`,
  /** A mission event config's form (a new one without a name). */
  missionEventConfig: (id: string, name?: string) =>
    `${admin.childProduct(id, 'missioneventconfig')}${name ? `/${enc(name)}` : ''}`,
  /** A mission event cycle's form (a new one without an id). */
  missionEventCycle: (id: string, cycleId?: string) =>
    `${admin.childProduct(id, 'missioneventcycle')}${cycleId ? `/${enc(cycleId)}` : ''}`,
  /** A mission event's form (a new one without an id). */
  missionEvent: (id: string, eventId?: string) =>
    `${admin.childProduct(id, 'missionevent')}${eventId ? `/${enc(eventId)}` : ''}`,
};

/** Builders of every console URL. */
export const paths = {
  home: () => routes.home,
  privacy: () => routes.privacy,
  login: () => routes.login,
  profile: () => routes.profile,
  drives: () => routes.drives,
  adverts: () => routes.adverts,
  /** The user's agents, with the list's search, sort and page in the query string. */
  agents: (state: Record<string, string | undefined> = {}) => `${routes.agents}${query(state)}`,
  createAgent: () => routes.createAgent,
  /** An agent's home, or one of its views. */
  agent: (id: string, view?: string) => `/agent/${enc(id)}${view ? `/${enc(view)}` : ''}`,
  /** A linked drive's folder. */
  browseDrive: (location: string) => `${routes.browseDrive}${query({ location })}`,
  domains: () => routes.domains,
  createDomain: () => routes.createDomain,
  /** The new metaverse's setup, for the chosen plan. */
  setupDomain: (plan?: string) => `${routes.setupDomain}${query({ plan })}`,
  checkout: (id: string) => `/checkout/${enc(id)}`,
  billingPortal: (id: string) => `/billingportal/${enc(id)}`,
  /** The mission events page of a child product (staff-and-agents.md §2.1). */
  missionEvents: (childProductId: string) => admin.childProduct(childProductId, 'missionevents'),
  /** An invite link's page (the members page builds the same address on the server). */
  acceptInvite: (domainUri: string, secret: string) =>
    `${routes.acceptInvite}${query({ domain: domainUri, secret })}`,
  /** A merge confirmation link's page. */
  acceptMerge: (secret: string) => `${routes.acceptMerge}${query({ secret })}`,
  /** A link request's page, and the page after linking. */
  linkAccounts: (user: string, secret: string, name: string) =>
    `${routes.linkAccounts}${query({ user, secret, name })}`,
  linkAccountsFinished: () => `${routes.linkAccounts}${query({ finished: '1' })}`,
  /** A redeem code's page. */
  redeemCode: (code: string) => `/redeemcode/${enc(code)}`,
  /** The stream page; `domain` is the metaverse the stream belongs to. Open it with a full page load. */
  stream: (domain?: string) => `${routes.stream}${query({ domain })}`,
  /** A stream's viewer, with its play token. */
  streamView: (streamId: string, token: string) => `/stream/view/${enc(streamId)}${query({ token })}`,
  domain,
  admin,
};
