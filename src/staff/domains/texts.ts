import { TRIAL_DAYS } from '../../../common/plans';

/** Texts of the domain record page (staff-and-agents.md §2.3, §4, §5). */
export const DOMAIN_TEXTS = {
  locations: 'Locations',
  noLocations: 'This metaverse has no locations',
  operations: 'Operations',
  stores: 'Building-world stores',
  noStores: 'No stores lead into this metaverse',
  delete: 'Delete',
  deleteTitle: 'Delete this metaverse?',
  deleteBody: 'The metaverse, its locations, events and plots are deleted. This cannot be undone.',
  cancel: 'Cancel',
  trialReset: 'Trial Reset',
  setCustomPlan: 'Switch to Custom Enterprise Plan',
  setTrialPlan: 'Switch to Business Trial',
  // Ours: plan changes apply on confirmation, saying what they do.
  trialResetTitle: 'Reset the trial?',
  trialResetBody: `The trial of this metaverse starts again: it ends ${TRIAL_DAYS} days from now.`,
  setCustomPlanTitle: 'Switch to the custom enterprise plan?',
  setCustomPlanBody:
    'The plan of this metaverse becomes the custom enterprise plan at once, with no trial end.',
  setTrialPlanTitle: 'Switch to a business trial?',
  setTrialPlanBody: `The plan of this metaverse becomes a business trial at once, ending ${TRIAL_DAYS} days from now.`,
  changeOwner: 'Change Owner',
  changeOwnerTitle: 'Choose the new owner',
  owner: 'Owner',
  plan: 'Plan',
  done: 'Done',
  planRuleNote: 'Plan operations are offered for free and trial plans only.',
  columns: {
    name: 'Name',
    nickname: 'Nickname',
    visibility: 'Visibility',
    building: 'Building',
    postcode: 'Postcode',
    value: 'Value',
    destination: 'Destination',
    slotOwner: 'Slot owner',
  },
  dollars: (mc: number) => `${mc} MC ($${(mc / 100).toFixed(2)})`,
} as const;
