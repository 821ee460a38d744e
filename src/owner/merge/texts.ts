/** Merge Accounts dialog texts (owner-console.md §4 Merge dialog, §8 merge failures; screens.md A9). */
export const MERGE_TEXTS = {
  menu: 'Merge Accounts',
  title: 'Merge Accounts',
  checking: 'Checking your accounts…',
  canMerge: (email: string) => `These accounts share your email address ${email} and can be merged:`,
  close: 'Close',
  send: 'Send Merge Email',
  sent: (email: string) =>
    `We have sent a link to ${email}. Open it while signed in with this account to merge the other accounts into it.`,
  sendFailed: 'The merge email could not be sent. Please try again later.',
  failures: {
    no_accounts: 'No other accounts were found with this email address.',
    oculus: 'More than one of your accounts is linked to an Oculus account, so they cannot be merged.',
    paid: 'More than one of your accounts has a paid subscription. Please contact us to merge them.',
    wip: 'Merging accounts is not enabled for your account yet.',
    other: 'An unknown error occurred. Please contact us.',
  },
} as const;
