/**
 * Staff bot administration of topics collections (staff-and-agents.md §2.16, §7 "Bot administration"): the
 * collections, one collection's topics, and deleting one (audited).
 */
import { notFound } from '../../lib/http-error.ts';
import type { HandlerMap } from '../types.ts';
import { audited } from './audit.ts';
import { MVBOTS_TEXTS as T } from './texts.ts';

/** The handlers of staff's topics collection pages. */
export const mvbotTopicHandlers = {
  async listMvbotTopicCollections(request) {
    return request.server.repos.mvbots.listTopicCollections();
  },

  async getMvbotTopicCollection(request) {
    const name = request.params.collection;
    const topics = await request.server.repos.mvbots.findTopics(name);
    if (!topics) throw notFound(T.topicsNotFound);
    return { collection_name: name, topics };
  },

  async deleteMvbotTopicCollection(request) {
    const name = request.params.collection;
    return audited(request, 'mvbots.topics.delete', name, async (repos) => {
      const before = await repos.mvbots.findTopics(name);
      if (!before || !(await repos.mvbots.deleteTopics(name))) throw notFound(T.topicsNotFound);
      return { before: { topics: before }, result: { ok: true } };
    });
  },
} satisfies HandlerMap;
