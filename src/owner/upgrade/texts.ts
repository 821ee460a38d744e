/** Plan page texts (owner-console.md §2.7, §4 plan upgrade flow, §8, §9; screens.md A13). */
import type { OfferButton } from '../../lib/upgradeFlow';

export const UPGRADE_TEXTS = {
  title: { upgrade: 'Upgrade Metaverse', change: 'Change Plan' },
  heading: {
    upgrade: "Upgrade to the plan that's right for you!",
    change: "Change to the plan that's right for you!",
  },
  billingPeriod: 'Billing period',
  monthly: 'Monthly',
  annual: 'Annual',
  perMonth: '/ month',
  billedAnnually: (total: string) => `Billed annually: ${total} per year`,
  billedMonthly: 'Billed monthly',
  minimumMembers: (count: number) => `Minimum ${count} ${count === 1 ? 'member' : 'members'}`,
  noPrice: 'No charge',
  customPrice: 'Custom pricing',
  templates: 'Environment templates',
  templateNeeds: (plan: string) => `Needs ${plan}`,
  customisedSetup: 'This metaverse has a customised setup, so its plan cannot be changed here. Please',
  contactUs: 'contact us',
  customisedSetupEnd: 'to change it.',
  loadFailed: 'Failed to load',
  needsOwnerTitle: 'Owner Required',
  needsOwner: 'Only the owner of a Metaverse can create or cancel a paid subscription...',
  ok: 'OK',
  cancel: 'Cancel',
  downgradeTitle: 'Downgrade Plan?',
  downgradeWarning: (plan: string) =>
    `Downgrading to ${plan} removes what your current plan allows: features, storage and member limits above the ${plan} plan may stop working, and templates of higher plans are disabled.`,
  downgradeConfirm: 'Downgrade',
  prorationTitle: 'Confirm Plan Change',
  prorationIntro: (plan: string) => `Changing to ${plan} makes these charges:`,
  totalNow: 'Total to pay now',
  /** A quote whose total is below zero: the user pays nothing now and the difference is credited. */
  creditNow: 'Credit to your account (nothing to pay now)',
  confirmPay: 'Confirm',
  working: 'Working…',
  planChanged: 'Your plan has been changed.',
} as const;

/** The label of each offer button (the spec names the kinds, not their labels). */
export const OFFER_BUTTONS: Record<OfferButton, string> = {
  create: 'Create',
  trial: 'Start Free Trial',
  buy: 'Buy',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
  contact: 'Contact Us',
  comingsoon: 'Coming Soon',
  unavailable: 'Unavailable',
  current: 'Current Plan',
};

/** What each plan includes (owner-console.md §9 plan comparison facts). */
export const PLAN_FEATURES: Record<string, readonly string[]> = {
  free: ['0.25GB storage', 'Unlimited members and visitors'],
  premium: [
    '5GB storage',
    '5 stores',
    '15% XP boost, level rewards up to 3x',
    'Unlimited managers',
    'Invite links and email invites',
  ],
  professional: [
    '20GB storage',
    '15 stores',
    '30% XP boost, level rewards up to 12x',
    'Unlimited managers',
    'Live streaming',
  ],
  business: [
    '32GB storage',
    '50 stores',
    '50% XP boost, level rewards up to 36x',
    'Unlimited managers',
    'Email invites',
  ],
  enterprise: ['128GB storage', 'Unlimited stores', 'Unlimited managers', 'A setup made for you'],
};
