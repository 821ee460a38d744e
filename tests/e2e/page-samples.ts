/**
 * A concrete URL of the demo world for every page of the registry (`src/pages.tsx`), for the axe sweep
 * (`axe-sweep.spec.ts`). `src/pages.test.ts` fails when a registered page has no sample here or its access
 * differs, so the sweep covers every page as the registry grows.
 */
import { COLLECTIONS } from '../../common/api/collections.ts';
import { DEMO_CHILD_PRODUCT_ID } from '../../server/seed/admin-records.ts';
import { DEMO_AGENT_ID } from '../../server/seed/agents.ts';
import { demoUserId } from '../../server/seed/demo-accounts.ts';
import { domainId } from '../../server/seed/demo-domains.ts';
import { generatedBuildings } from '../../server/seed/demo-world.ts';
import { stableId } from '../../server/seed/random.ts';
import type { Access } from '../../src/pages.tsx';
import { paths } from '../../src/paths.ts';

export interface PageSample {
  access: Access;
  /** The URLs showing the page, filled with the demo world's names and stable ids. */
  urls: readonly string[];
  /**
   * Whether the page shows a different state to the lesser role (a plain member on a metaverse page, an
   * administrator without some permissions on a staff page), so the sweep opens it as that role too.
   */
  byRole?: boolean;
  /**
   * A signed-in page that shows staff holding a permission more (the mission tools' forms, which others see
   * read-only), so the sweep opens it as the superuser too.
   */
  byPermission?: boolean;
  /**
   * A public page that shows signed-in users more (a metaverse's page): these URLs are swept signed in too, as
   * the owner, and as a plain member when `byRole`.
   */
  signedInUrls?: readonly string[];
}

const uri = 'demo-business';
const product = DEMO_CHILD_PRODUCT_ID;

/** A record of each collection in the demo world (generated records: the first one of each). */
const RECORDS: Partial<Record<(typeof COLLECTIONS)[number], string>> = {
  users: demoUserId('owner@demo.test'),
  domains: domainId(uri),
  locations: stableId('location', 'demo-free/beach'),
  events: stableId('event', 'demo-trial/quiz_night_2'),
  witrequests: stableId('witrequest', 0),
  stringmatches: stableId('stringmatch', 0),
  autotests: stableId('autotest', 0),
  plots: stableId('plot', 'demo-free/plot_1'),
  buildings: generatedBuildings(new Date(0), 1)[0].id,
  files: stableId('file', 'snapshot_1.png'),
};

/** The samples, keyed by the registry's page id. */
export const PAGE_SAMPLES: Readonly<Record<string, PageSample>> = {
  profile: { access: 'signed-in', urls: [paths.profile()] },
  drives: { access: 'signed-in', urls: [paths.drives()] },
  adverts: { access: 'signed-in', urls: [paths.adverts()] },
  agents: { access: 'signed-in', urls: [paths.agents()] },
  createAgent: { access: 'signed-in', urls: [paths.createAgent()] },
  agent: {
    access: 'signed-in',
    urls: ['', '/chat', '/crafting', '/platforms', '/delete'].map(
      (view) => `${paths.agent(DEMO_AGENT_ID)}${view}`,
    ),
  },
  domains: { access: 'signed-in', urls: [paths.domains()] },
  'domain.home': {
    access: 'public',
    urls: [paths.domain.home('demo-free')],
    signedInUrls: [paths.domain.home(uri)],
    byRole: true,
  },
  'domain.manage': { access: 'signed-in', urls: [paths.domain.manage(uri)], byRole: true },
  'domain.members': { access: 'signed-in', urls: [paths.domain.members(uri)], byRole: true },
  'domain.upgrade': { access: 'signed-in', urls: [paths.domain.upgrade('demo-free', 'change')] },
  'domain.events': { access: 'signed-in', urls: [paths.domain.events(uri)] },
  'domain.landmarks': { access: 'signed-in', urls: [paths.domain.landmarks(uri)] },
  'domain.stats': { access: 'signed-in', urls: [paths.domain.stats(uri)], byRole: true },
  'domain.plots': { access: 'signed-in', urls: [paths.domain.plots(uri)] },
  'domain.supportdocs': { access: 'signed-in', urls: [paths.domain.supportDocs(uri)] },
  'domain.locations': { access: 'signed-in', urls: [paths.domain.locations(uri)] },
  'domain.entity': {
    access: 'signed-in',
    urls: [
      paths.domain.entity('demo-free', 'locations', 'beach'),
      paths.domain.entity('demo-trial', 'events', 'quiz_night_2'),
    ],
    byRole: true,
  },
  'domain.createLocation': { access: 'signed-in', urls: [paths.domain.createLocation(uri)] },
  'domain.createEvent': { access: 'signed-in', urls: [paths.domain.createEvent(uri)] },
  home: { access: 'public', urls: [paths.home()] },
  privacy: { access: 'public', urls: [paths.privacy()] },
  login: { access: 'public', urls: [paths.login()] },
  browseDrive: { access: 'signed-in', urls: [paths.browseDrive('metaverses/demo-free')] },
  // An unknown secret: the page shows its failure dialog.
  acceptInvite: { access: 'signed-in', urls: [paths.acceptInvite(uri, 'no-such-secret')] },
  // Unknown secrets: the failure dialog; the link page's confirmation and its finished state.
  acceptMerge: { access: 'signed-in', urls: [paths.acceptMerge('no-such-secret')] },
  // The confirmation of a long code, and a short code (the linked-headset refusal for most roles).
  redeemCode: {
    access: 'signed-in',
    urls: [paths.redeemCode('SAMPLE-CODE-0001'), paths.redeemCode('SHORT')],
  },
  linkAccounts: {
    access: 'signed-in',
    urls: [paths.linkAccounts('no-such-user', 'no-such-secret', 'Someone'), paths.linkAccountsFinished()],
  },
  createDomain: { access: 'signed-in', urls: [paths.createDomain()] },
  setupDomain: { access: 'signed-in', urls: [paths.setupDomain('premium')] },
  stream: { access: 'signed-in', urls: [paths.stream()], byRole: true },
  // A stream link with a token that is not valid: the viewer says so.
  streamView: { access: 'public', urls: [paths.streamView('no_such_stream', 'not-a-token')] },
  // No checkout or billing session exists in a fresh demo world: the pages show their not-found state.
  checkout: { access: 'signed-in', urls: [paths.checkout('cs_local_none')] },
  billingPortal: { access: 'signed-in', urls: [paths.billingPortal('bps_local_none')] },
  'admin.dashboard': { access: 'staff', urls: [paths.admin.dashboard()], byRole: true },
  ...Object.fromEntries(
    COLLECTIONS.map((name) => [
      `collection.${name}`,
      {
        access: 'staff',
        urls: [
          paths.admin.collection(name),
          ...(name in RECORDS ? [paths.admin.record(name, RECORDS[name]!)] : []),
        ],
      } satisfies PageSample,
    ]),
  ),
  'admin.audit': { access: 'staff', urls: [paths.admin.audit()], byRole: true },
  'admin.outbox': { access: 'staff', urls: [paths.admin.outbox()], byRole: true },
  'admin.redeemcodes': { access: 'staff', urls: [paths.admin.redeemCodes()], byRole: true },
  'admin.agents': { access: 'staff', urls: [paths.admin.agents()] },
  'admin.agents.list': { access: 'staff', urls: [paths.admin.agentList()] },
  'admin.agents.detail': { access: 'staff', urls: [paths.admin.agentDetail(DEMO_AGENT_ID)] },
  'admin.agents.memories': { access: 'staff', urls: [paths.admin.memories()] },
  'admin.agents.memory': { access: 'staff', urls: [paths.admin.memory(demoUserId('gamer@demo.test'))] },
  'admin.agents.modules': {
    access: 'staff',
    urls: [paths.admin.agentModules(), paths.admin.agentModules('hobby')],
    byRole: true,
  },
  'admin.agents.configs': { access: 'staff', urls: [paths.admin.agentConfigs()], byRole: true },
  'admin.agents.embeddings': { access: 'staff', urls: [paths.admin.agentEmbeddings()] },
  'admin.redeemcodes.list': { access: 'staff', urls: [paths.admin.redeemCodeList('unused')], byRole: true },
  'admin.approvals': { access: 'staff', urls: [paths.admin.approvals()] },
  'admin.featured': { access: 'staff', urls: [paths.admin.featured()] },
  'admin.featuredEvents': { access: 'staff', urls: [paths.admin.featuredEvents()] },
  'admin.build': { access: 'staff', urls: [paths.admin.build()] },
  'admin.infiniverse': { access: 'staff', urls: [paths.admin.infiniverse()], byRole: true },
  'admin.mvbots': { access: 'staff', urls: [paths.admin.mvbots()], byRole: true },
  'admin.map': { access: 'staff', urls: [paths.admin.map()] },
  'admin.events': { access: 'staff', urls: [paths.admin.events()] },
  'admin.eventList': { access: 'staff', urls: [paths.admin.eventList()] },
  'admin.landmarks': { access: 'staff', urls: [paths.admin.landmarks()] },
  'admin.plots': { access: 'staff', urls: [paths.admin.plots()] },
  'admin.escrows': { access: 'staff', urls: [paths.admin.escrows()], byRole: true },
  'admin.archivedEscrows': { access: 'staff', urls: [paths.admin.archivedEscrows()] },
  'admin.childProducts': { access: 'staff', urls: [paths.admin.childProducts()] },
  // One child product and its mission tools: read-only for any signed-in user, with forms for admin_missions.
  'admin.childProduct': {
    access: 'signed-in',
    urls: [paths.admin.childProduct(product)],
    byPermission: true,
  },
  'admin.missionEventConfig': {
    access: 'signed-in',
    urls: [paths.admin.missionEventConfig(product, 'double_xp')],
    byPermission: true,
  },
  'admin.missionEventCycle': {
    access: 'signed-in',
    urls: [paths.admin.missionEventCycle(product, stableId('mission_event_cycle', 0))],
    byPermission: true,
  },
  'admin.missionEvent': {
    access: 'signed-in',
    urls: [paths.admin.missionEvent(product, stableId('mission_event', 0))],
    byPermission: true,
  },
  'admin.missionEvents': { access: 'signed-in', urls: [paths.missionEvents(product)] },
  missionEvents: { access: 'signed-in', urls: [`/missionevents/${product}`] },
  'admin.missionConfigs': {
    access: 'signed-in',
    urls: [paths.admin.childProduct(product, 'missionconfigs')],
    byPermission: true,
  },
  'admin.missions': {
    access: 'signed-in',
    urls: [paths.admin.childProduct(product, 'missions')],
    byPermission: true,
  },
  'admin.avatars': { access: 'signed-in', urls: [paths.admin.childProduct(product, 'avatars')] },
  'admin.stats': { access: 'staff', urls: [paths.admin.stats()], byRole: true },
  'admin.other': { access: 'staff', urls: ['/admin/no-such-page'] },
};
