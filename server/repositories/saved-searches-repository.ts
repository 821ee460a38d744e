/** Saved searches of the staff collection pages (table `saved_searches`): each user's own named page states. */
import type { Queryable } from '../db/connection.ts';

export interface SavedSearchRow {
  id: string;
  name: string;
  collection: string;
  state: string;
  created: Date;
}

export interface NewSavedSearch {
  id: string;
  userId: string;
  collection: string;
  name: string;
  state: string;
}

export interface SavedSearchesRepository {
  /** The user's searches (of one collection when given), newest first. */
  listOfUser(userId: string, collection?: string): Promise<SavedSearchRow[]>;
  /** How many searches the user keeps. */
  countOfUser(userId: string): Promise<number>;
  /** Stores a search; returns when it was created. */
  create(search: NewSavedSearch): Promise<Date>;
  /** Deletes the user's search; false when the user has no search with that id. */
  deleteOfUser(id: string, userId: string): Promise<boolean>;
}

/** The saved searches over a connection or a transaction. */
export function createSavedSearchesRepository(q: Queryable): SavedSearchesRepository {
  return {
    async listOfUser(userId, collection) {
      const { rows } = await q.query<SavedSearchRow>(
        `SELECT id, name, collection, state, created FROM saved_searches
         WHERE user_id = $1 AND ($2::text IS NULL OR collection = $2::text)
         ORDER BY created DESC, id DESC`,
        [userId, collection ?? null],
      );
      return rows;
    },
    async countOfUser(userId) {
      const { rows } = await q.query<{ n: number }>(
        'SELECT count(*) AS n FROM saved_searches WHERE user_id = $1',
        [userId],
      );
      return Number(rows[0]?.n ?? 0);
    },
    async create(search) {
      const { rows } = await q.query<{ created: Date }>(
        `INSERT INTO saved_searches (id, user_id, collection, name, state) VALUES ($1, $2, $3, $4, $5)
         RETURNING created`,
        [search.id, search.userId, search.collection, search.name, search.state],
      );
      return rows[0].created;
    },
    async deleteOfUser(id, userId) {
      const { rows } = await q.query<{ collection: string }>(
        'DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING collection',
        [id, userId],
      );
      return rows.length > 0;
    },
  };
}
