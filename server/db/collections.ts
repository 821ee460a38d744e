/**
 * The generic staff collections: their field maps and a read repository for the admin list and detail pages.
 * Lists are paged by offset with exact totals, and stay fast on large tables:
 * - the default order (timestamp descending) walks the `(ts, id)` index;
 * - for a deep page the page's ids are found first (an index-only scan when sorting by timestamp or id) and
 *   only those documents are read;
 * - an unfiltered total comes from `collection_counts`, kept exact by triggers.
 */
import { exportBatches, type ExportSearch } from './collection-export.ts';
import type { Queryable } from './connection.ts';
import {
  COLLECTIONS,
  fieldSpec,
  isCollectionName,
  type CollectionName,
  type FieldType,
} from './field-specs.ts';
import { jsonPath, QueryError } from './query-fields.ts';
import { parseQueryText, translateQuery } from './query-translator.ts';

export { COLLECTIONS, fieldSpec, isCollectionName, type CollectionName, type FieldType };

/** A stored document: always has `id`, `created` and `timestamp`. */
export type StoredDocument = Record<string, unknown> & { id: string };

/** One page request of a collection list. */
export interface ListOptions {
  /** Offset of the first document (0-based). */
  first: number;
  /** Page size, 1 to 1000. */
  count: number;
  /** Field to sort by; `timestamp` (the default order) and `id` use their own indexed columns. */
  sort: string;
  /** 1 ascending, -1 descending. */
  order: 1 | -1;
  /** A parsed filter object (see query-translator), or its JSON text; absent = everything. */
  query?: unknown;
}

/** One page and the number of documents matching the filter. */
export interface ListPage {
  total: number;
  documents: StoredDocument[];
}

/** Read access to the generic collections. */
export interface CollectionsRepository {
  /** @throws QueryError for a filter or sort field outside the whitelist (a 400 for the caller). */
  list(name: CollectionName, options: ListOptions): Promise<ListPage>;
  /** The document, or null when there is none with that id. */
  get(name: CollectionName, id: string): Promise<StoredDocument | null>;
  /** The number of documents of every collection (0 for one never counted). */
  counts(): Promise<Map<CollectionName, number>>;
  /**
   * A reader of the search's documents in sort order, batch by batch (see collection-export).
   * @throws QueryError (before anything is read) when the query or sort field is refused
   */
  exportBatches(name: CollectionName, search: ExportSearch): () => AsyncGenerator<StoredDocument[]>;
}

/** From this offset on, a page is fetched as ids first, then documents. */
const DEFERRED_FETCH_OFFSET = 500;
const MAX_PAGE_SIZE = 1000;

/** Creates the repository over a database or a transaction. */
export function createCollectionsRepository(db: Queryable): CollectionsRepository {
  return {
    async list(name, options) {
      const table = tableName(name);
      const { first, count } = checkPaging(options);
      const orderBy = orderClause(options.sort, options.order);
      const filter =
        options.query === undefined
          ? undefined
          : translateQuery(parseIfText(options.query), 1, { fieldTypes: fieldSpec(name) });
      const where = filter ? `WHERE ${filter.sql}` : '';
      const params = filter?.params ?? [];
      // The filter's parameters come first, so LIMIT and OFFSET take the next two numbers.
      const limitOffset = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
      const pageParams = [...params, count, first];

      const totalPromise = (
        filter
          ? db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table} ${where}`, params)
          : db.query<{ n: number }>('SELECT n FROM collection_counts WHERE collection = $1', [name])
      ).then((result) => Number(result.rows[0]?.n ?? 0));

      const documentsPromise =
        first < DEFERRED_FETCH_OFFSET
          ? db
              .query<{ doc: StoredDocument }>(
                `SELECT doc FROM ${table} ${where} ORDER BY ${orderBy} ${limitOffset}`,
                pageParams,
              )
              .then((result) => result.rows.map((row) => row.doc))
          : db
              .query<{ id: string }>(
                `SELECT id FROM ${table} ${where} ORDER BY ${orderBy} ${limitOffset}`,
                pageParams,
              )
              .then((result) =>
                fetchInOrder(
                  db,
                  table,
                  result.rows.map((row) => row.id),
                ),
              );
      const [total, documents] = await Promise.all([totalPromise, documentsPromise]);
      return { total, documents };
    },

    async get(name, id) {
      const result = await db.query<{ doc: StoredDocument }>(
        `SELECT doc FROM ${tableName(name)} WHERE id = $1`,
        [id],
      );
      return result.rows[0]?.doc ?? null;
    },
    async counts() {
      const { rows } = await db.query<{ collection: string; n: number }>(
        'SELECT collection, n FROM collection_counts',
      );
      const counted = new Map(rows.map((row) => [row.collection, Number(row.n)]));
      return new Map(COLLECTIONS.map((name) => [name, counted.get(name) ?? 0]));
    },
    exportBatches: (name, search) => exportBatches(db, name, search),
  };
}

function parseIfText(query: unknown): unknown {
  return typeof query === 'string' ? parseQueryText(query) : query;
}

async function fetchInOrder(db: Queryable, table: string, ids: string[]): Promise<StoredDocument[]> {
  if (ids.length === 0) return [];
  const result = await db.query<{ doc: StoredDocument }>(
    `SELECT doc FROM ${table} WHERE id = ANY($1::text[])`,
    [ids],
  );
  const byId = new Map(result.rows.map((row) => [row.doc.id, row.doc]));
  // A document deleted between the two statements is simply left out of the page.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The quoted table of a collection; only names from COLLECTIONS ever reach SQL. */
function tableName(name: string): string {
  if (!isCollectionName(name)) throw new QueryError(`Unknown collection "${name}"`);
  return `"${name}"`;
}

function checkPaging(options: ListOptions): { first: number; count: number } {
  const { first, count, order } = options;
  if (!Number.isSafeInteger(first) || first < 0)
    throw new QueryError('"first" must be a whole number, 0 or more');
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_PAGE_SIZE) {
    throw new QueryError(`"count" must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  if (order !== 1 && order !== -1) throw new QueryError('"order" must be 1 or -1');
  return { first, count };
}

/** ORDER BY for a sort field, always ending in `id` so pages are stable. */
function orderClause(sort: string, order: 1 | -1): string {
  const direction = order === 1 ? 'ASC' : 'DESC';
  if (sort === 'timestamp') return `ts ${direction}, id ${direction}`;
  if (sort === 'id') return `id ${direction}`;
  return `${jsonPath(sort)} ${direction}, id ${direction}`;
}
