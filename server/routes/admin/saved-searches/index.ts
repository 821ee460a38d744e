/**
 * Saved searches of the staff collection pages (ours): each staff user keeps named collection-page states
 * (the page's query string) and sees and deletes only their own.
 */
import type { FastifyRequest } from 'fastify';
import { isStaff } from '../../../authz/index.ts';
import type { CollectionName } from '../../../db/collections.ts';
import type { Queryable } from '../../../db/connection.ts';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.ts';
import { newId } from '../../../lib/ids.ts';
import { MESSAGES } from '../../../lib/messages.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { HandlerMap } from '../../types.ts';

/** A user keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 200;

export const SAVED_SEARCH_TEXTS = {
  notFound: 'Saved search not found',
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete some first`,
  blankName: 'Give the search a name',
} as const;

interface SavedSearchRow {
  id: string;
  name: string;
  collection: string;
  state: string;
  created: Date;
}

function staffId(request: FastifyRequest): string {
  const user = signedInUser(request);
  if (!isStaff(user)) throw forbidden(MESSAGES.invalidPermission);
  return user.id;
}

async function searchesOf(q: Queryable, userId: string, collection?: string) {
  const { rows } = await q.query<SavedSearchRow>(
    `SELECT id, name, collection, state, created FROM saved_searches
     WHERE user_id = $1 AND ($2::text IS NULL OR collection = $2::text)
     ORDER BY created DESC, id DESC`,
    [userId, collection ?? null],
  );
  return rows.map((row) => ({
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
    const userId = staffId(request);
    return { searches: await searchesOf(request.server.db, userId, request.query.collection) };
  },

  async createSavedSearch(request) {
    const userId = staffId(request);
    const { collection, state } = request.body;
    const name = request.body.name.trim();
    if (!name) throw badRequest(SAVED_SEARCH_TEXTS.blankName);
    const id = newId();
    const created = await request.server.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*) AS n FROM saved_searches WHERE user_id = $1',
        [userId],
      );
      if (Number(rows[0]?.n ?? 0) >= MAX_SAVED_SEARCHES) throw badRequest(SAVED_SEARCH_TEXTS.tooMany);
      const inserted = await tx.query<{ created: Date }>(
        `INSERT INTO saved_searches (id, user_id, collection, name, state) VALUES ($1, $2, $3, $4, $5)
         RETURNING created`,
        [id, userId, collection, name, state],
      );
      return inserted.rows[0].created;
    });
    return { id, name, collection, state, created: created.toISOString() };
  },

  async deleteSavedSearch(request) {
    const userId = staffId(request);
    // Someone else's search is "not found" too: its existence is none of the caller's business.
    const { rows } = await request.server.db.query<{ collection: string }>(
      'DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING collection',
      [request.params.id, userId],
    );
    if (rows.length === 0) throw notFound(SAVED_SEARCH_TEXTS.notFound);
    return { searches: await searchesOf(request.server.db, userId) };
  },
} satisfies HandlerMap;
