/**
 * Saved searches of the staff collection pages (ours): each staff user keeps named collection-page states
 * (the page's query string) and sees and deletes only their own.
 */
import type { CollectionName } from '../../../db/collections.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import { newId } from '../../../lib/ids.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { createRepositories, type Repositories } from '../../../repositories/index.ts';
import type { SavedSearchRow } from '../../../repositories/saved-searches-repository.ts';
import type { HandlerMap } from '../../types.ts';

/** A user keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 200;

export const SAVED_SEARCH_TEXTS = {
  notFound: 'Saved search not found',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete some first`,
  blankName: 'Give the search a name',
} as const;

async function searchesOf(repos: Repositories, userId: string, collection?: string) {
  const rows = await repos.savedSearches.listOfUser(userId, collection);
  return rows.map((row: SavedSearchRow) => ({
    id: row.id,
    name: row.name,
    // Only names from the contract's enum are ever stored.
    collection: row.collection as CollectionName,
    state: row.state,
    created: row.created.toISOString(),
  }));
}

export const savedSearchHandlers = {
  async listSavedSearches(request) {
    const userId = signedInUser(request).id;
    return { searches: await searchesOf(request.server.repos, userId, request.query.collection) };
  },

  async createSavedSearch(request) {
    const userId = signedInUser(request).id;
    const { collection, state } = request.body;
    const name = request.body.name.trim();
    if (!name) throw badRequest(SAVED_SEARCH_TEXTS.blankName);
    const id = newId();
    const created = await request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      if ((await repos.savedSearches.countOfUser(userId)) >= MAX_SAVED_SEARCHES) {
        throw badRequest(SAVED_SEARCH_TEXTS.tooMany);
      }
      return repos.savedSearches.create({ id, userId, collection, name, state });
    });
    return { id, name, collection, state, created: created.toISOString() };
  },

  async deleteSavedSearch(request) {
    const userId = signedInUser(request).id;
    // Someone else's search is "not found" too: its existence is none of the caller's business.
    const deleted = await request.server.repos.savedSearches.deleteOfUser(request.params.id, userId);
    if (!deleted) throw notFound(SAVED_SEARCH_TEXTS.notFound);
    return { searches: await searchesOf(request.server.repos, userId) };
  },
} satisfies HandlerMap;
