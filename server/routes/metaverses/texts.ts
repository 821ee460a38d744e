/** Texts of the metaverse, member and payment calls (owner-console.md §5, §8). */
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { MESSAGES } from '../../lib/messages.ts';

export const METAVERSE_TEXTS = {
  nameMissing: COMMON_TEXTS.domainNameMissing,
  nameRule: COMMON_TEXTS.domainNameRule,
  uriMissing: COMMON_TEXTS.domainUriMissing,
  uriRule: COMMON_TEXTS.domainUriRule,
  uriTaken: COMMON_TEXTS.domainUriTaken,
  uriDevelopersOnly: 'Only developers can choose the URL of a metaverse',
  cannotCreate: MESSAGES.cannotCreateDomain,
  membersOnly: 'Only members of this metaverse can see this',
  managersOnly: COMMON_TEXTS.managersOnly,
  needsOwner:
    'Only the owner of a Metaverse can create or cancel a paid subscription. Please ask the owner to change the plan.',
  ownerOnlyDelete: MESSAGES.domainOwnerOnlyDelete,
  portalReturnElsewhere: 'The billing page can only send you back to a page of this console.',
  linkInvitesNeedPlan: COMMON_TEXTS.linkInvitesNeedPlan,
  emailInvitesNeedPlan: COMMON_TEXTS.emailInvitesNeedPlan,
  rolesNeedPlan: COMMON_TEXTS.rolesNeedPlan,
  memberLimit: COMMON_TEXTS.memberLimit,
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
