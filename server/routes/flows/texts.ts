/** Texts of the invite, merge, link and terms calls (single-target-and-flows.md §4, §8). */
import { COMMON_TEXTS } from '../../../common/texts.ts';

export const FLOW_TEXTS = {
  inviteInvalid: 'This invite link is not valid: it may have been mistyped, already used or revoked',
  inviteBlocked: 'You have been removed from this metaverse and cannot rejoin it through an invite',
  memberLimit: COMMON_TEXTS.memberLimit,
  sessionGone: 'Your session has ended; please sign in again',
  mergeRefused: {
    wip: 'Merging is not enabled for this account yet',
    other: 'This account has no email address, so it cannot be merged',
    no_accounts: 'No other accounts were found with this email address',
    oculus: 'More than one of these accounts is linked to an Oculus account, so they cannot be merged',
    paid: 'More than one of these accounts has a paid subscription; please contact us to merge them',
  },
  mergeNotFound: 'This merge link is incorrect, has expired or has already been used',
  mergeOtherAccount:
    'This merge link belongs to another account; log out, sign in with the account that asked and try again',
  mergeSubject: 'Confirm merging your Multiverse accounts',
  mergeText: (nickname: string, accounts: string, link: string): string =>
    `${nickname}, you asked to merge these accounts into the one you are signed in with: ${accounts}.\n\n` +
    `Their metaverses, items, metacoin, drives and files will move to your account and they will no longer ` +
    `sign in on their own. To confirm, open this link while signed in (it works once, for 24 hours):\n${link}\n\n` +
    `If you did not ask for this, ignore this message.`,
  // The linking page reads these two exactly (single-target-and-flows.md §8).
  linkAlreadyMerged: COMMON_TEXTS.linkAlreadyMerged,
  linkNotFound: COMMON_TEXTS.linkNotFound,
  linkSelf: COMMON_TEXTS.linkSelf,
  linkStaff: 'Staff accounts cannot be linked into another account',
  linkSubject: 'Link your Multiverse accounts',
  linkText: (nickname: string, link: string): string =>
    `The account ${nickname} asked to be linked into your account.\n\n` +
    `Its metaverses, items, metacoin, drives and files will move to your account and it will no longer sign ` +
    `in on its own. To confirm, sign in and open this link (it works once, for 24 hours):\n${link}\n\n` +
    `If you did not ask for this, ignore this message.`,
} as const;
