/**
 * What the owner access matrix covers besides its rows: the operations of one's own account (tables of
 * owner-access-matrix-account*.test.ts) and the signed-in operations that are not the owner console's.
 */
export const ACCOUNT_OPERATIONS = [
  'unlinkAccount',
  'listDomains',
  'createDomain',
  'getCreatePlans',
  'contactUs',
  'checkMergeOptions',
  'setTermsAndConditions',
  'useInvite',
  'requestAccountLink',
  'redeemCode',
  'logOut',
  'listMyEscrowOffers',
  'respondToEscrowOffer',
  'getUserProfilePicture',
  'signOutEverywhere',
  'getSessionContext',
  'needsBillingInfo',
  'createPortalSession',
  'getLocalCheckout',
  'payLocalCheckout',
  'getLocalPortal',
  'updateLocalPaymentMethod',
  'getUser',
  'updateUser',
  'getUserIcon',
  'uploadUserIcon',
  'uploadUserBanner',
  'getProfilePicture',
  'uploadProfilePicture',
  'getInventory',
  'getDeepLink',
  'listDriveAccounts',
  'createDriveLinkCode',
  'deleteDriveAccount',
  'listDriveFiles',
  'getDriveFileMeta',
  'getDriveFileEntity',
  'headUrl',
  'listAdverts',
  'getAdvert',
  'createAdvert',
  'getAdvertPrice',
  'purchaseImpressions',
  'attachImpressionsPaymentMethod',
  'finishImpressionsPayment',
  'createLocalPaymentMethod',
  'authenticateLocalPayment',
  'listAgents',
  'getAgent',
  'deleteAgent',
  'agentIsOwner',
  'agentUsages',
  'agentOwnedModules',
  'agentCosts',
  'listAgentModulePacks',
  'purchaseAgentModulePack',
  'craftAgent',
  'agentChat',
  'agentChatStream',
  'agentChatActive',
  'agentChatRecent',
  'agentClearInteractions',
];

/** Signed-in operations outside /v2/admin that are not the owner console's (public ones need no entry). */
export const EXCLUDED = [
  // Staff tools reached from the admin area (staff-and-agents.md), with their own API tests.
  'findUsers',
  'listAutotests',
  'getAutotestHistoricalStats',
  'getWitAudio',
  // Developers only, whatever the role in the metaverse (single-target-and-flows.md; x-permission with a
  // viewer's x-domain-role, a row of the staff access matrix): its own access tests (no session,
  // non-developers of every role, a developer outside an invite-only metaverse) are in domain-stats.test.ts.
  'getDomainStats',
  // The developer team only (DEVELOPER_LIST_EMAILS), whatever the role in the metaverse: its own access tests
  // (no session, the owner and others off the team, the team outside its metaverse, bad input, unknown
  // metaverse, an empty list) are in developer-members.test.ts.
  'listDeveloperMembers',
  // Merging needs two accounts of one person prepared for each success (the mergeable demo pair, or a link
  // request mailed to another account): no session, bad input, the wrong account and unknown secrets are
  // tested beside the merge itself in flows-merge-link.test.ts.
  'requestAccountMerge',
  'acceptAccountMerge',
  'acceptAccountLink',
  // The stream permission, whatever the role (single-target-and-flows.md §6; x-permission, a row of the staff
  // access matrix): its own access tests (no session, no permission, a metaverse the caller may not see or
  // whose plan cannot stream, bad input) are in streaming.test.ts.
  'getStreamPublishConfig',
  // Bot administration (staff-and-agents.md §2.16): staff operations under /v2/mvbots with x-permission, rows of
  // the staff access matrix; their behaviour is tested in mvbots*.test.ts.
  'listMvbotTopicCollections',
  'getMvbotTopicCollection',
  'deleteMvbotTopicCollection',
  'listMvbotActorConfigs',
  'getMvbotActorConfig',
  'deleteMvbotActorConfig',
  'uploadMvbotActorConfigs',
  'uploadMvbotFaceIcon',
  'listMvbotLocationContexts',
  'getMvbotLocationContext',
  'resetMvbotLocationContext',
  'deleteMvbotLocationContext',
  'listMvbotSystemPrompts',
  'saveMvbotSystemPrompt',
  'generateMvbotConversation',
  'previewMvbotConversation',
];
