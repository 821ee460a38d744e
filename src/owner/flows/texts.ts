/**
 * Texts of the invite, merge and link pages (single-target-and-flows.md §2 Routes, §4, §8; screens.md B8).
 * Titles are the specification's; the sentences say what single-target-and-flows.md §8 describes.
 */
import { COMMON_TEXTS } from '../../../common/texts';

export const FLOW_TEXTS = {
  invite: {
    joining: 'Joining the metaverse…',
    failedTitle: 'Invite Failed',
    failed:
      'This invite link appears to be invalid. It may have been mistyped, or the invite may have been revoked.',
    ok: 'Ok',
    joinedTitle: 'Domain Joined!',
    joined: (name: string) => `You are now a member of ${name}. Welcome!`,
    joinedOk: 'OK',
  },
  merge: {
    merging: 'Merging your accounts…',
    succeededTitle: 'Account Merge Succeeded',
    succeeded: (names: string) =>
      names
        ? `Your accounts have been merged: everything of ${names} is now in the account you are signed in with.`
        : 'Your accounts have been merged into the account you are signed in with.',
    failedTitle: 'Account Merge Failed',
    failed:
      'The merge link is incorrect, or you are signed in with an account that has a different email address. ' +
      'Please log out, sign in with the account you asked to merge into, and open the link again.',
    ok: 'Ok',
    logOut: 'Log Out',
  },
  redeem: {
    confirmTitle: 'Redeem Code',
    confirm: 'Are you sure you want to permanently redeem this code with the account',
    yes: 'Yes',
    no: 'No',
    redeeming: 'Redeeming Code...',
    successTitle: 'Code Redeemed!',
    congratulations: (nickname: string) => `Congratulations ${nickname}!`,
    apartment: (name: string) => `You have been awarded a new apartment at ${name}!`,
    apartmentButton: 'View & Customise Your Apartment',
    domain: (uri: string) => `You have been awarded a new metaverse at ${uri}!`,
    metacoin: (n: number) => `You have been awarded ${n} metacoin!`,
    metaverseButton: 'View Your Metaverse',
    other: 'You have been redeemed your award!',
    failedTitle: 'Error Redeeming Code',
    pathError: 'error',
    unlinked: COMMON_TEXTS.redeemNeedsHeadset,
    home: 'Home',
  },
  link: {
    confirmTitle: 'Link Accounts',
    confirm: (name: string, nickname: string) =>
      `Do you want to link the account ${name} into the account you are signed in with (${nickname})? ` +
      'Its metaverses, items, metacoin, drives and files will move to this account, and it will no longer sign in on its own.',
    linkButton: 'Link Accounts',
    cancel: 'Cancel',
    linking: 'Linking your accounts…',
    doneTitle: 'Accounts Linked',
    done: 'Your accounts have been linked.',
    failedTitle: 'Linking Failed',
    alreadyLinked: 'One of your accounts was already linked.',
    invalid: 'This link is invalid or has already been used.',
    unknown: (text: string) => `An unknown error occurred: ${text}`,
    support: (email: string) => `If you need help, contact us at ${email}.`,
    cancelledTitle: 'Linking Cancelled',
    cancelled: 'Your accounts have not been linked.',
    ok: 'Ok',
  },
} as const;
