/**
 * The generic staff collections (staff-and-agents.md §2.2 and §7): field maps, pages and documents.
 * The admin area needs administrator or superuser (staff-and-agents.md §6); anyone else gets "Invalid Permission" (staff-and-agents.md §8).
 */
import { fieldSpec } from '../../../db/collections.ts';
import { QueryError } from '../../../db/query-translator.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import { MESSAGES } from '../../../lib/messages.ts';
import type { HandlerMap } from '../../types.ts';

/** A refused query is the caller's mistake: its message names the problem. */
async function asBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QueryError) throw badRequest(error.message);
    throw error;
  }
}

export const adminHandlers = {
  async getAdminSpec(request) {
    return { document: fieldSpec(request.params.collection) };
  },

  async listAdminCollection(request) {
    const { first = 0, count = 30, sort = 'timestamp', order = -1, query, cursor } = request.query;
    return asBadRequest(() =>
      request.server.repos.collections.list(request.params.collection, {
        first,
        count,
        sort,
        order,
        ...(query !== undefined && query.trim() !== '' && { query }),
        ...(cursor !== undefined && { cursor }),
      }),
    );
  },

  async getAdminDocument(request) {
    const document = await request.server.repos.collections.get(request.params.collection, request.params.id);
    if (!document) throw notFound(MESSAGES.documentNotFound);
    return document;
  },
} satisfies HandlerMap;
