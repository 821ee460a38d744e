/**
 * Texts of the manage page's AI agents card (single-target-and-flows.md §2, §4, §5, §8, §9). The specification's
 * words where it gives them; ours (marked) where it names a control without its text.
 */
export const AGENTS_CARD_TEXTS = {
  title: 'AI Agents', // ours
  option: 'AI Agents', // ours
  options: { inherit: 'Inherit', custom: 'Custom', disabled: 'Disabled' }, // ours
  needsUpgrade: (type: string) => `Upgrade your plan to manage AI Agents in this ${type}!`,
  agents: 'Agents', // ours
  noAgents: 'No agents picked yet.', // ours
  addAgent: 'Add AI Agent', // ours
  maxAgents: (max: number) => `Up to ${max} agent${max === 1 ? '' : 's'} on this plan.`, // ours
  selectAgent: 'Select AI Agent', // ours
  noMoreAgents: 'Every available agent is already picked.', // ours
  remove: (name: string) => `Remove ${name}`, // ours
  alwaysAppear: 'Always Appear',
  alwaysAppearFor: (name: string) => `${name}: Always Appear`, // ours
  autospawn: 'Appear Automatically', // ours
  autospawnHelp: 'The agents appear by themselves when people arrive.', // ours
  autospawnNeedsAgents: 'Pick an agent first: Appear Automatically needs at least one.', // ours
  topics: 'Topics', // ours
  topicsHelp: 'One topic per line.', // ours
  save: 'Save AI Agents', // ours
  saved: 'AI agents saved.', // ours
  saveFailed: (error: string) => `The AI agents could not be saved: ${error}`, // ours
  inheritsFrom: (option: string) => `The metaverse's setting: ${option}.`, // ours
  overrides: (count: number) =>
    `${count} location${count === 1 ? ' has' : 's have'} AI agents settings of ${count === 1 ? 'its' : 'their'} own.`, // ours
  resetOverrides: 'Reset Overrides', // ours
  resetTitle: 'Reset the AI agents overrides?', // ours
  resetMetaverse: 'Every location of this metaverse goes back to inheriting its AI agents.', // ours
  resetLocation: 'This location goes back to inheriting the AI agents of its metaverse.', // ours
  resetFailed: (error: string) => `The overrides could not be reset: ${error}`, // ours
  nextConversation: 'Next Conversation', // ours
  conversationTitle: 'Next conversation', // ours
  noConversation: 'No conversation has been generated here yet.', // ours
  writtenBy: (responder: string, at: string) => `Written by the ${responder} on ${at}.`, // ours
  close: 'Close',
  cancel: 'Cancel',
  faceIconOf: (name: string) => `Face icon of ${name}`, // ours
} as const;
