/** Texts of the metaverse, member and payment calls (owner-console.md §5, §8). */
export const METAVERSE_TEXTS = {
  nameMissing: 'Please enter a name for your domain',
  nameRule: 'Names must be at least 1 character long, and contain only letters, numbers and spaces.',
  uriMissing: 'Please enter a URL for your domain',
  uriRule:
    'URLs must be at least 1 character long, start with a letter and contain only lower case letters, numbers or hiphens',
  uriTaken: 'Domain URL is already in use',
  uriDevelopersOnly: 'Only developers can choose the URL of a metaverse',
  cannotCreate: 'You do not have permission to create metaverses',
  membersOnly: 'Only members of this metaverse can see this',
  managersOnly: 'Only the owner and managers of this metaverse can do this',
  needsOwner:
    'Only the owner of a Metaverse can create or cancel a paid subscription. Please ask the owner to change the plan.',
  ownerOnlyDelete: 'Only the owner of a Metaverse can delete it',
  linkInvitesNeedPlan:
    'Only paid metaverses can create invites. Upgrade this metaverse to invite people with a link.',
  emailInvitesNeedPlan:
    'Only Business and Enterprise metaverses can invite people by email. Upgrade this metaverse to invite by email.',
  rolesNeedPlan:
    'Only paid metaverses can give members roles. Upgrade this metaverse to make members managers or hosts.',
  memberLimit: (max: number): string => `This metaverse has reached its limit of ${max} members`,
  badEmail: (email: string): string => `"${email}" is not an email address`,
  notAMember: 'This user is not a member of this metaverse',
  ownerCannotBeRemoved: 'The owner of a metaverse cannot be removed',
  ownManagerRole: 'You cannot change your own Manager role',
  ownerRoles: "The owner's roles cannot be changed",
  unknownPrice: 'This price does not belong to that plan',
  planNotOffered: 'That plan cannot be bought here; please contact us',
  activeSubscription: 'This metaverse has a paid subscription; cancel it to change to a free plan',
  noSubscription: 'This metaverse has no subscription',
  alreadySubscribed: 'This metaverse already has a paid subscription; change its plan instead',
  checkoutNotFound: 'Checkout not found',
  checkoutClosed: 'This checkout has already been completed',
  portalNotFound: 'Billing session not found',
  localPaymentsOnly: 'This page belongs to the local payments provider, which is not in use',
  inviteSubject: (name: string): string => `You are invited to ${name}`,
  inviteText: (inviter: string, name: string, link: string): string =>
    `${inviter} has invited you to the metaverse ${name}.\n\nAccept the invite here: ${link}\n\nThis link can be used once.`,
} as const;

/** Letters, numbers and spaces (§5). */
export const NAME_PATTERN = /^[\p{L}\p{N} ]+$/u;
/** Starts with a letter; lower-case letters, numbers or hyphens (§5). */
export const URI_PATTERN = /^[a-z][a-z0-9-]*$/;
/** Something, an at sign, something, a dot, something (§5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
