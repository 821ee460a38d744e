/** Texts of the bot calls (staff-and-agents.md §8; single-target-and-flows.md §8; ours where the specs are silent). */
export const MVBOTS_TEXTS = {
  actorNotFound: 'No actor has this id',
  topicsNotFound: 'No topics collection has this name',
  contextNotFound: 'No location context is stored for this location',
  locationNotFound: 'No location of this metaverse has this name',
  duplicateActor: (id: string) => `The file holds actor ${id} more than once`,
  unknownSubstitution: (name: string) =>
    `{${name}} is not a substitution the prompt can use; use selected_personalities, domain_name, domain_desc, domain_owner, location_name, location_desc, combined_topic or start_actor_display_name`,
  needsUpgrade: (type: string) => `Upgrade your plan to manage AI Agents in this ${type}!`,
  metaverseOptions: 'A metaverse can only inherit (no agents) or have its own agents',
  tooManyActors: (max: number) => `This plan allows at most ${max} AI agent${max === 1 ? '' : 's'}`,
  unknownActor: (id: string) => `Agent ${id} is not available`,
  alwaysAppearNeedsPlan: 'Always Appear needs a plan that allows more than 2 AI agents',
  alwaysAppearNotPicked: 'An agent that always appears must be one of the picked agents',
  autospawnNeedsAgents: 'Appear Automatically needs at least one picked agent',
  noAgents: 'No AI agents are set for this metaverse or location, so there is nobody to talk',
  everyone: 'everyone',
  opening: (topic: string) => (topic ? `Let's talk about ${topic}.` : 'What shall we talk about?'),
  modelFailed: 'The language model did not answer; try again later',
  promptNotFound: 'No system prompt has this id',
} as const;
