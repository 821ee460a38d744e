/**
 * The staff record pages' documents (staff-and-agents.md §2.3, §2.5, §2.9, §7): reading, locking and writing
 * one document of a collection, deleting a metaverse with its contents, owner memberships, the locations and
 * stores of a metaverse, slots leading to a location, location styles, autotests, child products and the user
 * picker's lookup. Table names come from the handlers' fixed lists, never from user input.
 */
import type { Queryable } from '../db/connection.ts';

export type StoredDoc = Record<string, unknown> & { id: string };

/** Headsets that run Android; `platform=android` selects them all (per-location Android stats). */
export const ANDROID_PLATFORMS = ['quest2', 'quest3', 'pico4'];

export interface AutotestFilters {
  user?: string;
  platform?: string;
  location?: string;
  position?: string;
}

export const AUTOTEST_METRICS = ['gpu', 'updates', 'endofframe', 'frame', 'lights', 'vertices'] as const;

export type AutotestHistoryRow = {
  build: number;
  count: number;
  latest: string;
} & Record<(typeof AUTOTEST_METRICS)[number], number | null>;

export interface ChildProductDoc {
  id: string;
  name?: string;
  root_domain: string;
}

export interface RecordsRepository {
  /** The document, or null. */
  read(table: string, id: string): Promise<StoredDoc | null>;
  /** The document locked for update in the current transaction, or null. */
  lock(table: string, id: string): Promise<StoredDoc | null>;
  /** Replaces a document and stamps its `timestamp`; returns the stored one. */
  write(table: string, doc: StoredDoc): Promise<StoredDoc>;
  /** Deletes a metaverse with its locations, events and plots. */
  deleteDomainWithContents(domainId: string): Promise<void>;
  /** Whether a user with this id exists. */
  userExists(id: string): Promise<boolean>;
  /** The owner's membership moves: the new owner becomes manager and host, the old owner's row goes. */
  moveOwnerMembership(domainId: string, previous: string, next: string): Promise<void>;
  /** A metaverse's locations by name. */
  domainLocations(domainId: string): Promise<StoredDoc[]>;
  /** Buildings whose store leads to the metaverse `uri` or a path inside it, by name. */
  storesLeadingTo(uri: string): Promise<StoredDoc[]>;
  /** Buildings with a slot leading to `path`, by name. */
  buildingsWithSlotTo(path: string): Promise<StoredDoc[]>;
  /** A location by id or path, or null. */
  locationByIdOrPath(key: string): Promise<StoredDoc | null>;
  /** The latest 200 autotest runs matching the filters. */
  autotests(filters: AutotestFilters): Promise<StoredDoc[]>;
  /** Per build, the number of runs, the latest and the averages of the metrics' medians. */
  autotestHistory(filters: AutotestFilters): Promise<AutotestHistoryRow[]>;
  /** Every child product by id. */
  childProducts(): Promise<ChildProductDoc[]>;
  /** A child product, or null. */
  childProduct(id: string): Promise<ChildProductDoc | null>;
  /** Up to 10 users whose id, email, name or nickname is `text`, the exact id first. */
  findUsers(text: string): Promise<StoredDoc[]>;
}

/** WHERE clause and parameters of the autotest filters; every value is a bound parameter. */
function autotestWhere(filters: AutotestFilters): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(params.length));
  };
  if (filters.user) add((n) => `doc->>'user' = $${n}`, filters.user);
  if (filters.platform === 'android') add((n) => `doc->>'platform' = ANY($${n}::text[])`, ANDROID_PLATFORMS);
  else if (filters.platform) add((n) => `doc->>'platform' = $${n}`, filters.platform);
  if (filters.location) add((n) => `doc->>'location' = $${n}`, filters.location);
  if (filters.position) {
    const [x, y, z] = filters.position.split(',').map(Number);
    add((n) => `doc->'position' = $${n}::jsonb`, JSON.stringify({ x, y, z }));
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The staff record pages' data over a connection or a transaction. */
export function createRecordsRepository(q: Queryable): RecordsRepository {
  const docs = async (sql: string, params: unknown[] = []): Promise<StoredDoc[]> =>
    (await q.query<{ doc: StoredDoc }>(sql, params)).rows.map((row) => row.doc);
  const first = async (sql: string, params: unknown[]): Promise<StoredDoc | null> =>
    (await docs(sql, params))[0] ?? null;

  return {
    read: (table, id) => first(`SELECT doc FROM ${table} WHERE id = $1`, [id]),

    lock: (table, id) => first(`SELECT doc FROM ${table} WHERE id = $1 FOR UPDATE`, [id]),

    async write(table, doc) {
      const next = { ...doc, timestamp: new Date().toISOString() };
      await q.query(`UPDATE ${table} SET doc = $2::jsonb WHERE id = $1`, [doc.id, JSON.stringify(next)]);
      return next;
    },

    async deleteDomainWithContents(domainId) {
      for (const table of ['locations', 'events', 'plots']) {
        await q.query(`DELETE FROM ${table} WHERE doc->>'domain' = $1`, [domainId]);
      }
      await q.query('DELETE FROM domains WHERE id = $1', [domainId]);
    },

    async userExists(id) {
      const { rows } = await q.query('SELECT 1 FROM users WHERE id = $1', [id]);
      return rows.length > 0;
    },

    async moveOwnerMembership(domainId, previous, next) {
      if (previous && previous !== next) {
        await q.query('DELETE FROM memberships WHERE domain_id = $1 AND user_id = $2', [domainId, previous]);
      }
      await q.query(
        `INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, ARRAY['manage_domain', 'host'])
         ON CONFLICT (domain_id, user_id) DO UPDATE
         SET permissions = ARRAY(SELECT DISTINCT unnest(memberships.permissions || EXCLUDED.permissions))`,
        [domainId, next],
      );
    },

    domainLocations: (domainId) =>
      docs(`SELECT doc FROM locations WHERE doc->>'domain' = $1 ORDER BY doc->>'name', id LIMIT 1000`, [
        domainId,
      ]),

    storesLeadingTo: (uri) =>
      docs(
        `SELECT doc FROM buildings WHERE doc->'storefront_slot'->>'destination' = $1
           OR starts_with(doc->'storefront_slot'->>'destination', $1 || '/')
         ORDER BY doc->>'name', id LIMIT 1000`,
        [uri],
      ),

    buildingsWithSlotTo: (path) =>
      docs(`SELECT doc FROM buildings WHERE doc->'slots' @> $1::jsonb ORDER BY doc->>'name', id LIMIT 1000`, [
        JSON.stringify([{ destination: path }]),
      ]),

    locationByIdOrPath: (key) =>
      first(`SELECT doc FROM locations WHERE id = $1 OR doc->>'path' = $1 LIMIT 1`, [key]),

    autotests(filters) {
      const { sql, params } = autotestWhere(filters);
      return docs(`SELECT doc FROM autotests ${sql} ORDER BY ts DESC, id DESC LIMIT 200`, params);
    },

    async autotestHistory(filters) {
      const { sql, params } = autotestWhere(filters);
      const averages = AUTOTEST_METRICS.map(
        (metric) => `avg((doc->'totals'->'${metric}'->>'median')::float8) AS ${metric}`,
      ).join(', ');
      const { rows } = await q.query<AutotestHistoryRow>(
        `SELECT (doc->>'build')::int AS build, count(*)::int AS count, max(ts) AS latest, ${averages}
         FROM autotests ${sql} ${sql ? 'AND' : 'WHERE'} doc->>'build' ~ '^[0-9]+$'
         GROUP BY 1 ORDER BY 1 LIMIT 1000`,
        params,
      );
      return rows;
    },

    async childProducts() {
      const { rows } = await q.query<{ doc: ChildProductDoc }>(
        'SELECT doc FROM child_products ORDER BY id LIMIT 1000',
      );
      return rows.map((row) => row.doc);
    },

    async childProduct(id) {
      const { rows } = await q.query<{ doc: ChildProductDoc }>(
        'SELECT doc FROM child_products WHERE id = $1',
        [id],
      );
      return rows[0]?.doc ?? null;
    },

    findUsers: (text) =>
      docs(
        `SELECT doc FROM users WHERE id = $1 OR lower(doc->>'email') = lower($1)
           OR lower(doc->>'name') = lower($1) OR lower(doc->>'nickname') = lower($1)
         ORDER BY (id = $1) DESC, id LIMIT 10`,
        [text],
      ),
  };
}
