/** The repositories of the server, built over one connection or transaction. */
import { createCollectionsRepository, type CollectionsRepository } from '../db/collections.ts';
import { bulkReads, type Queryable } from '../db/connection.ts';
import { createAdminDocumentsRepository, type AdminDocumentsRepository } from './admin-documents-writes.ts';
import { createRecordDependentsRepository, type RecordDependentsRepository } from './record-dependents.ts';
import { createAccountMergeRepository, type AccountMergeRepository } from './account-merge-repository.ts';
import { createAdminUsersRepository, type AdminUsersRepository } from './admin-users-repository.ts';
import { createAdminUserWritesRepository, type AdminUserWritesRepository } from './admin-users-writes.ts';
import { createAdvertsRepository, type AdvertsRepository } from './adverts-repository.ts';
import { createAgentsRepository, type AgentsRepository } from './agents-repository.ts';
import { createAgentAdminRepository, type AgentAdminRepository } from './agent-admin-repository.ts';
import {
  createAdvertPurchasesRepository,
  type AdvertPurchasesRepository,
} from './advert-purchases-repository.ts';
import { createLocalCardsRepository, type LocalCardsRepository } from './local-cards-repository.ts';
import { createAuditRepository, type AuditRepository } from './audit-repository.ts';
import { createBlobsRepository, type BlobsRepository } from './blobs-repository.ts';
import { createContentRepository, type ContentRepository } from './content-repository.ts';
import {
  createDomainSessionsRepository,
  type DomainSessionsRepository,
} from './domain-sessions-repository.ts';
import { createDeepLinksRepository, type DeepLinksRepository } from './deep-links-repository.ts';
import { createDriveAccountsRepository, type DriveAccountsRepository } from './drive-accounts-repository.ts';
import {
  createDriveOAuthStatesRepository,
  type DriveOAuthStatesRepository,
} from './drive-oauth-states-repository.ts';
import { createDomainsRepository, type DomainsRepository } from './domains-repository.ts';
import { createStreamsRepository, type StreamsRepository } from './streams-repository.ts';
import { createStreamRelaysRepository, type StreamRelaysRepository } from './stream-relays-repository.ts';
import { createMvbotsRepository, type MvbotsRepository } from './mvbots-repository.ts';
import { createEntitiesRepository, type EntitiesRepository } from './entities-repository.ts';
import { createEscrowsRepository, type EscrowsRepository } from './escrows-repository.ts';
import { createFeaturedRepository, type FeaturedRepository } from './featured-repository.ts';
import { createHeadsetEventsRepository, type HeadsetEventsRepository } from './headset-events-repository.ts';
import { createHomeOffersRepository, type HomeOffersRepository } from './home-offers-repository.ts';
import { createIdentitiesRepository, type IdentitiesRepository } from './identities-repository.ts';
import { createKnowledgeRepository, type KnowledgeRepository } from './knowledge-repository.ts';
import { createInvitesRepository, type InvitesRepository } from './invites-repository.ts';
import { createMailOutboxRepository, type MailOutboxRepository } from './mail-outbox-repository.ts';
import { createMissionEventsRepository, type MissionEventsRepository } from './mission-events-repository.ts';
import { createMetaversesRepository, type MetaversesRepository } from './metaverses-repository.ts';
import {
  createDeveloperMembersRepository,
  type DeveloperMembersRepository,
} from './developer-members-repository.ts';
import { createMapRepository, type MapRepository } from './map-repository.ts';
import { createMissionsRepository, type MissionsRepository } from './missions-repository.ts';
import { createPaymentsRepository, type PaymentsRepository } from './payments-repository.ts';
import { createRealtimeRepository, type RealtimeRepository } from './realtime-repository.ts';
import { createRecordsRepository, type RecordsRepository } from './records-repository.ts';
import { createRedeemCodesRepository, type RedeemCodesRepository } from './redeem-codes-repository.ts';
import { createRegenerationRepository, type RegenerationRepository } from './regeneration-repository.ts';
import { createSavedSearchesRepository, type SavedSearchesRepository } from './saved-searches-repository.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository.ts';
import { createSettingsRepository, type SettingsRepository } from './settings-repository.ts';
import { createSignInLimitsRepository, type SignInLimitsRepository } from './sign-in-limits-repository.ts';
import { createStatsRepository, type StatsRepository } from './stats-queries.ts';
import { createStorefrontsRepository, type StorefrontsRepository } from './storefronts-repository.ts';
import { createVideoUploadsRepository, type VideoUploadsRepository } from './video-uploads-repository.ts';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';
import { createTargetStylesRepository, type TargetStylesRepository } from './target-styles-repository.ts';

export interface Repositories {
  /** AI agents: module types, agents, memories, chats and crafting spends. */
  agents: AgentsRepository;
  /** Staff reads of every user's agents and memories. */
  agentAdmin: AgentAdminRepository;
  /** The Knowledge Base index of metaverses' support documents. */
  knowledge: KnowledgeRepository;
  users: UsersRepository;
  domains: DomainsRepository;
  identities: IdentitiesRepository;
  audit: AuditRepository;
  settings: SettingsRepository;
  escrows: EscrowsRepository;
  featured: FeaturedRepository;
  headsetEvents: HeadsetEventsRepository;
  adverts: AdvertsRepository;
  storefronts: StorefrontsRepository;
  savedSearches: SavedSearchesRepository;
  stats: StatsRepository;
  domainSessions: DomainSessionsRepository;
  payments: PaymentsRepository;
  records: RecordsRepository;
  /** Styles (variable overrides and custom style) of the manage page's targets. */
  targetStyles: TargetStylesRepository;
  deepLinks: DeepLinksRepository;
  /** Each user's one stream id (streaming to VR). */
  streams: StreamsRepository;
  /** Which instance relays each published stream, and signalling between instances. */
  streamRelays: StreamRelaysRepository;
  mvbots: MvbotsRepository;
  videoUploads: VideoUploadsRepository;
  metaverses: MetaversesRepository;
  /** The hidden developer members list of a metaverse. */
  developerMembers: DeveloperMembersRepository;
  entities: EntitiesRepository;
  adminDocuments: AdminDocumentsRepository;
  recordDependents: RecordDependentsRepository;
  /** Reads of the staff user page. */
  adminUsers: AdminUsersRepository;
  /** Staff writes to a user; use them inside a transaction. */
  adminUserWrites: AdminUserWritesRepository;
  /** The staff collections: lists, documents, counts and exports of every collection table. */
  collections: CollectionsRepository;
  /** The index of the blob store: each stored blob's type and size. */
  blobs: BlobsRepository;
  /** The files of each metaverse's content (uploads and videos). */
  content: ContentRepository;
  /** The drives users linked (local, Google Drive, Vimeo). */
  driveAccounts: DriveAccountsRepository;
  /** OAuth round trips of drive linking in progress. */
  driveOAuthStates: DriveOAuthStatesRepository;
  /** Every mail message sent, for staff to read. */
  mailOutbox: MailOutboxRepository;
  /** Sign-in sessions: issued, checked and revoked by the hash of their token. */
  sessions: SessionsRepository;
  /** Counters of the sign-in abuse limits, shared by every server instance. */
  signInLimits: SignInLimitsRepository;
  /** Mission configs, icons, missions, banner jobs and avatars of the child products. */
  missions: MissionsRepository;
  /** Mission event configs, cycles and events of the child products. */
  missionEvents: MissionEventsRepository;
  /** Purchases of advert impressions and their payment intents. */
  advertPurchases: AdvertPurchasesRepository;
  /** The local payments provider's card intents and test payment methods. */
  localCards: LocalCardsRepository;
  /** Joining metaverses through invite links. */
  invites: InvitesRepository;
  /** Merge and link requests, and merging one account into another (inside a transaction). */
  accountMerge: AccountMergeRepository;
  /** Redeem codes, their uses and the writes of their awards. */
  redeemCodes: RedeemCodesRepository;
  /** The live map's generated districts and tiles, and the building world they come from. */
  map: MapRepository;
  /** Building-world regeneration runs and their jobs in the queue. */
  regeneration: RegenerationRepository;
  /** The realtime channel's fan-out between instances. */
  realtime: RealtimeRepository;
  /** The slot leading to a home and the ledger writes of settling an offer on it (inside a transaction). */
  homeOffers: HomeOffersRepository;
}

/** All repositories over `db` (pass a transaction to make their writes atomic together). */
export function createRepositories(db: Queryable): Repositories {
  return {
    agents: createAgentsRepository(db),
    agentAdmin: createAgentAdminRepository(db),
    knowledge: createKnowledgeRepository(db),
    users: createUsersRepository(db),
    domains: createDomainsRepository(db),
    identities: createIdentitiesRepository(db),
    audit: createAuditRepository(db),
    settings: createSettingsRepository(db),
    escrows: createEscrowsRepository(db),
    featured: createFeaturedRepository(db),
    headsetEvents: createHeadsetEventsRepository(db),
    adverts: createAdvertsRepository(db),
    storefronts: createStorefrontsRepository(db),
    savedSearches: createSavedSearchesRepository(db),
    stats: createStatsRepository(db),
    domainSessions: createDomainSessionsRepository(db),
    payments: createPaymentsRepository(db),
    records: createRecordsRepository(db),
    targetStyles: createTargetStylesRepository(db),
    deepLinks: createDeepLinksRepository(db),
    streams: createStreamsRepository(db),
    streamRelays: createStreamRelaysRepository(db),
    mvbots: createMvbotsRepository(db),
    videoUploads: createVideoUploadsRepository(db),
    metaverses: createMetaversesRepository(db),
    developerMembers: createDeveloperMembersRepository(db),
    entities: createEntitiesRepository(db),
    adminDocuments: createAdminDocumentsRepository(db),
    recordDependents: createRecordDependentsRepository(db),
    adminUsers: createAdminUsersRepository(db),
    adminUserWrites: createAdminUserWritesRepository(db),
    // Its list pages and exports are bulk reads: on the embedded database they wait behind reads by key.
    collections: { ...createCollectionsRepository(db), ...collectionLists(bulkReads(db)) },
    blobs: createBlobsRepository(db),
    content: createContentRepository(db),
    driveAccounts: createDriveAccountsRepository(db),
    driveOAuthStates: createDriveOAuthStatesRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    sessions: createSessionsRepository(db),
    signInLimits: createSignInLimitsRepository(db),
    missions: createMissionsRepository(db),
    missionEvents: createMissionEventsRepository(db),
    advertPurchases: createAdvertPurchasesRepository(db),
    localCards: createLocalCardsRepository(db),
    invites: createInvitesRepository(db),
    accountMerge: createAccountMergeRepository(db),
    redeemCodes: createRedeemCodesRepository(db),
    map: createMapRepository(db),
    regeneration: createRegenerationRepository(db),
    realtime: createRealtimeRepository(db),
    homeOffers: createHomeOffersRepository(db),
  };
}

/** The list and export reads of the staff collections over `q`. */
function collectionLists(q: Queryable): Pick<CollectionsRepository, 'list' | 'exportBatches'> {
  const { list, exportBatches } = createCollectionsRepository(q);
  return { list, exportBatches };
}
