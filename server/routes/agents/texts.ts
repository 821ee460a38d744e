/** Texts of the AI agent calls (staff-and-agents.md §8). */
import { COMMON_TEXTS } from '../../../common/texts.ts';

export const AGENT_TEXTS = {
  notFound: 'Agent not found',
  notOwner: 'Only the owner of this agent can do this',
  needsModules: 'Choose at least one module to create an agent',
  faceOnlyIsRemix: '"Remix Profile Image Only" works only for a remix, with no modules chosen',
  unknownModule: (id: string) => `There is no module ${id}`,
  tooMany: (type: string, max: number) => `An agent can have at most ${max} ${type} modules`,
  alreadyHas: (name: string) => `The agent already has the module ${name}`,
  tooLittleMetacoin: (cost: number, balance: number) =>
    `Crafting costs ${cost} MC and you have ${balance} MC. Add metacoin and try again.`,
  replyFailed: 'The agent could not answer just now. Please try again.',
  moduleTypeNotFound: 'Module type not found',
  moduleIdTwice: (id: string) => `The module ID ${id} is used twice`,
  moduleIdTaken: (id: string, type: string) =>
    `The module ID ${id} already belongs to the module type ${type}`,
  noSuchPack: (count: number) => `There is no pack of ${count} modules on sale`,
  noModulesToBuy: 'There are no modules to buy yet',
  packTooDear: (count: number, cost: number, balance: number) =>
    `A pack of ${count} modules costs ${cost} MC and you have ${balance} MC. Add metacoin and try again.`,
  memoryNotFound: 'Memory not found',
  userNotFound: COMMON_TEXTS.userNotFound,
} as const;
