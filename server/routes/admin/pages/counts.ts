/** The dashboard counts (a page the specification lists without contents): documents per collection. */
import type { HandlerMap } from '../../types.ts';

export const countsHandlers = {
  async getCollectionCounts(request) {
    const counts = await request.server.repos.collections.counts();
    return { counts: [...counts].map(([collection, count]) => ({ collection, count })) };
  },
} satisfies HandlerMap;
