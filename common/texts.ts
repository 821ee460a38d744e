/**
 * Sentences the server sends and the console also shows, written once in the specification's words
 * (owner-console.md §5, §8; staff-and-agents.md §2.9, §8; single-target-and-flows.md "Domain stats page").
 * Each side keeps its own texts object and points its entry here, so a change reaches both.
 */
export const COMMON_TEXTS = {
  /** The browser refused to write to the clipboard. */
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
  // Metaverse name and URL (owner-console.md §5, §8)
  domainNameMissing: 'Please enter a name for your domain',
  domainNameRule: 'Names must be at least 1 character long, and contain only letters, numbers and spaces',
  domainUriMissing: 'Please enter a URL for your domain',
  domainUriRule:
    'URLs must be at least 1 character long, start with a letter and contain only lower case letters, numbers or hiphens',
  domainUriTaken: 'Domain URL is already in use',
  // Managing a metaverse and its members (owner-console.md §4, §8)
  managersOnly: 'Only the owner and managers of this metaverse can do this',
  linkInvitesNeedPlan:
    'Only paid metaverses can create invites. Upgrade this metaverse to invite people with a link.',
  emailInvitesNeedPlan:
    'Only Business and Enterprise metaverses can invite people by email. Upgrade this metaverse to invite by email.',
  rolesNeedPlan:
    'Only paid metaverses can give members roles. Upgrade this metaverse to make members managers or hosts.',
  memberLimit: (max: number): string => `This metaverse has reached its limit of ${max} members`,
  // Linking accounts: the two refusals the linking page tells apart (single-target-and-flows.md §8)
  linkAlreadyMerged: 'Error: User already merged',
  linkNotFound: 'Error: Merge request not found',
  // Asking to link: the address must be another account's (the profile's link dialog checks it before sending)
  linkSelf: 'This is the account you are signed in with; enter the address of your other account',
  // Redeem codes shorter than 12 characters (single-target-and-flows.md §4 Redeem flow)
  redeemNeedsHeadset:
    'You must have a linked Oculus account to redeem a code. Please launch in VR to do this.',
  // Contact Us (owner-console.md §5)
  invalidEmail: 'Please enter a valid email address',
  // Knowledge Base uploads
  onlyDocuments: 'Only .md, .pdf and .docx files can be added to the Knowledge Base',
  // A content slot's upload (single-target-and-flows.md §5: content selectors take pictures and, where the slot
  // takes them, videos)
  onlyPictures: 'Only pictures can be used here.',
  onlyPicturesAndVideos: 'Only pictures and videos can be used here.',
  // Domain stats page (developers)
  developersOnly: 'Domain stats are for developers only.',
  // Stream page (single-target-and-flows.md §2 Stream page, §6): the server's refusal the page recognises
  streamPermissionMissing: 'stream permission missing',
  // Staff pages (staff-and-agents.md §2.5, §2.9, §8)
  invalidPermission: 'Invalid Permission',
  userNotFound: 'User not found',
  locationNotFound: 'Location not found',
  noRecording: 'This voice request has no recording',
  // Mission event tools (staff-and-agents.md §2.11, §8)
  missionConfigNotFound: 'Config not found',
  missionCycleNotFound: 'Cycle not found',
  missionEventNotFound: 'Event not found',
} as const;
