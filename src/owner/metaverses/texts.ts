/** Metaverses list, metaverse page and Create Metaverse texts (owner-console.md §2.5, §2.8; screens.md A11, A14). */
import { TRIAL_DAYS } from '../../../common/plans';

export const METAVERSES_TEXTS = {
  title: 'Metaverses',
  createNew: 'Create New Metaverse',
  owned: 'Owned',
  managed: 'Managed',
  member: 'Member',
  empty: 'You do not belong to any metaverse yet.',
  loadFailed: 'Failed to load',
  checkoutDone: 'Thank you, your payment went through: the new plan is active.',
  // Metaverse page
  plan: 'Plan',
  role: 'Your role',
  manage: 'Manage',
  members: 'Members',
  upgrade: 'Upgrade',
  host: 'Host',
  /** The role of staff who are not members but manage it through their permission (admin_write_entities). */
  staff: 'Staff',
  // A public metaverse as a signed-out visitor sees it
  publicIntro: 'This metaverse is open to everyone. Log in to visit it in VR, join it or manage it.',
  signInToVisit: 'Log In',
  // Plan chooser
  chooserTitle: 'Create a Metaverse',
  chooserIntro: `Choose a plan for your new metaverse. Paid plans start with a ${TRIAL_DAYS}-day free trial.`,
  perMonth: (amount: number) => `$${amount} per month`,
  perYear: (amount: number) => `$${amount} per year`,
  freeForever: 'Free',
  /** A plan without a list price (enterprise): its price is agreed with us. */
  customPrice: 'Custom pricing',
  choose: (name: string) => `Choose ${name}`,
  getStarted: 'Get Started',
  freeTrial: 'Free Trial',
  selected: 'Selected plan',
  contactUs: 'Contact Us',
  confirmTitle: 'Create Metaverse',
  confirmFree: 'Create a new metaverse on the Free plan?',
  confirmTrial: (name: string) =>
    `Create a new metaverse on the ${name} plan? It starts with a ${TRIAL_DAYS}-day free trial; you can buy the plan at any time.`,
  cancel: 'Cancel',
  continue: 'Continue',
  // Wizard
  wizardTitle: 'Create Metaverse',
  step1: 'Name Your Metaverse!',
  step2: 'Who Can Access It?',
  nameLabel: 'Name',
  uriLabel: 'Metaverse URL',
  uriHelp: 'Developers only: the address of the metaverse',
  next: 'Next',
  back: 'Back',
  go: 'Go!',
  goHelp:
    'Public metaverses can be visited by anyone. Invite Only metaverses admit only members; with Access via stores, owners of stores in the metaverse can let their visitors in.',
  planChosen: (name: string) => `Plan: ${name}`,
} as const;
