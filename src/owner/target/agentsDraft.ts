import type { ManagedLocationContext, MvbotsOption } from '../../dataProvider/mvbots';

/** The AI agents card's settings as edited, before Save sends them (topics as the text box holds them). */
export interface Draft {
  mvbots_option: MvbotsOption;
  actor_ids: string[];
  persistent_actor_ids: string[];
  autospawn: boolean;
  topics: string;
}

/** The card's draft of stored settings: the topics one per line. */
export const draftOf = (context: ManagedLocationContext): Draft => ({
  mvbots_option: context.mvbots_option,
  actor_ids: context.actor_ids,
  persistent_actor_ids: context.persistent_actor_ids,
  autospawn: context.autospawn,
  topics: context.user_topics.join('\n'),
});
