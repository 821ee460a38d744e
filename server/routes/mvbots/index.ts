/**
 * Bots of the metaverses. Staff bot administration (staff-and-agents.md §2.16, §7 "Bot administration"):
 * actor configs, face icons, topics collections, location contexts and system prompts, read with
 * admin_agents and written with admin_edit_all_agents (declared in the contract); every write is audited in its
 * transaction. The manage page's AI agents card (single-target-and-flows.md §2, §5, §7): the settings of a
 * metaverse or location, named by location_uri, for callers with manage_domain there.
 */
import type { HandlerMap } from '../types.ts';
import { mvbotActorHandlers } from './actors.ts';
import { mvbotContextHandlers } from './contexts.ts';
import { mvbotManageHandlers } from './manage.ts';
import { mvbotPromptHandlers } from './prompts.ts';
import { mvbotTopicHandlers } from './topics.ts';

/** Every handler map of the area: staff bot administration, then the manage page's AI agents card. */
export const mvbotsAreaHandlers: HandlerMap[] = [
  mvbotActorHandlers,
  mvbotTopicHandlers,
  mvbotContextHandlers,
  mvbotPromptHandlers,
  mvbotManageHandlers,
];
