/**
 * The generic staff collections: their field maps and a read repository for the admin list and detail pages.
 * Lists are paged with exact totals, and stay fast on large tables:
 * - Next and Prev carry a keyset cursor (list-cursor): the page next to the cursor's row is read through the
 *   sort's index, so a deep page costs what the first one does; every reply offers the cursors of its own page;
 * - an offset remains for jumps (the first page, a shared link to a page number); a deep one on a large
 *   collection starts from the page anchor before it (list-anchors), and for a deep walk all the same the page's
 *   ids are found first (an index-only scan) and only those documents are read;
 * - an unfiltered total comes from `collection_counts`, kept exact by triggers;
 * - a filtered total is exact on a collection below LARGE_COLLECTION documents; on a larger one the count stops
 *   after FILTERED_COUNT_CAP matches (`totalCapped`), since an exact count reads every matching row, and
 *   whether it stopped decides how the page is read (pageSource).
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
import {
  decodeCursor,
  encodeCursor,
  keysetCondition,
  sortKeySelect,
  sortOrderBy,
  type CursorDirection,
} from './list-cursor.ts';
import { ANCHOR_SPACING, anchoredStart } from './list-anchors.ts';
import { QueryError } from './query-fields.ts';
import {
  LARGE_COLLECTION,
  parseQueryText,
  translateQuery,
  type TranslatedQuery,
} from './query-translator.ts';

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
  /** A cursor from a previous reply (its `next` or `prev`) for the same sort; when given, `first` is not used. */
  cursor?: string;
}

/** One page, the number of documents matching the filter, and the cursors of the pages either side. */
export interface ListPage {
  /** How many documents match: exact, or FILTERED_COUNT_CAP when `totalCapped`. */
  total: number;
  /** More than `total` documents match: a filtered count on a large collection stopped at its cap. */
  totalCapped: boolean;
  documents: StoredDocument[];
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
  /** The cursor of the page before this one; null on the first page. */
  prev: string | null;
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

/**
 * A filtered list of a collection of LARGE_COLLECTION documents or more counts at most this many matches:
 * counting every one reads every matching row (a plain word matching 2 % of a million users reads 20,000),
 * while counting this many costs about what the page itself does. See ADR 0020.
 */
export const FILTERED_COUNT_CAP = 1000;
/** From this offset on, a page is fetched as ids first, then documents. */
const DEFERRED_FETCH_OFFSET = 500;
const MAX_PAGE_SIZE = 1000;

/** Options of the repository (tests). */
export interface CollectionsRepositoryOptions {
  /** From this offset on, an unfiltered page is read from a page anchor when one is nearer than the start. */
  anchorsFrom?: number;
}

/** Creates the repository over a database or a transaction. */
export function createCollectionsRepository(
  db: Queryable,
  { anchorsFrom = ANCHOR_SPACING }: CollectionsRepositoryOptions = {},
): CollectionsRepository {
  return {
    async list(name, options) {
      const table = tableName(name);
      const { first, count } = checkPaging(options);
      const { sort, order } = options;
      const position = options.cursor === undefined ? undefined : decodeCursor(options.cursor, sort, order);
      // Prev walks the order backwards from its row; the rows are turned round afterwards.
      const backwards = position?.direction === 'prev';
      const walk: 1 | -1 = backwards ? (order === 1 ? -1 : 1) : order;
      const orderBy = sortOrderBy(sort, name, walk);
      const keySelect = sortKeySelect(sort, name);
      const large = options.query !== undefined && (await countOf(db, name)) >= LARGE_COLLECTION;
      const filter =
        options.query === undefined
          ? undefined
          : translateQuery(parseIfText(options.query), 1, { fieldTypes: fieldSpec(name), large });
      // A filtered list of a large collection is counted first: whether the count reached its cap tells which
      // way its page is read (see pageSource).
      const counted = filter && large ? await countMatches(db, table, filter, FILTERED_COUNT_CAP) : undefined;
      // A deep jump in an unfiltered list starts from the page anchor before it, counted from the exact total.
      const deepTotal = !filter && !position && first >= anchorsFrom ? await countOf(db, name) : undefined;
      const anchor =
        deepTotal === undefined || first >= deepTotal
          ? undefined
          : await anchoredStart(db, name, sort, order, first, deepTotal);
      const params = [...(filter?.params ?? [])];
      const keyset = position
        ? keysetCondition(sort, name, walk, position.key, position.id, params)
        : anchor && keysetCondition(sort, name, order, anchor.key, anchor.id, params, order === 1);
      const { from, conditions } = pageSource(table, filter, counted?.totalCapped, orderBy, sort, keyset);
      const pageWhere = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
      // One row more than the page tells whether there is a page beyond it.
      const offset = position ? 0 : (anchor?.skip ?? first);
      params.push(count + 1, offset);
      const limitOffset = `LIMIT $${params.length - 1} OFFSET $${params.length}`;

      const totalPromise: Promise<{ total: number; totalCapped: boolean }> = counted
        ? Promise.resolve(counted)
        : filter
          ? countMatches(db, table, filter, undefined)
          : deepTotal !== undefined
            ? Promise.resolve({ total: deepTotal, totalCapped: false })
            : countOf(db, name).then((total) => ({ total, totalCapped: false }));

      // A page past the end of an unfiltered list is empty: nothing is walked to find that out.
      const rowsPromise: Promise<KeyedDocument[]> =
        deepTotal !== undefined && first >= deepTotal
          ? Promise.resolve([])
          : position || offset < DEFERRED_FETCH_OFFSET
            ? db
                .query<{ doc: StoredDocument; k: string | null }>(
                  `SELECT doc, ${keySelect} AS k FROM ${from} ${pageWhere} ORDER BY ${orderBy} ${limitOffset}`,
                  params,
                )
                .then((result) => result.rows)
            : db
                .query<{ id: string; k: string | null }>(
                  `SELECT id, ${keySelect} AS k FROM ${from} ${pageWhere} ORDER BY ${orderBy} ${limitOffset}`,
                  params,
                )
                .then((result) => fetchInOrder(db, table, result.rows));
      const [{ total, totalCapped }, fetched] = await Promise.all([totalPromise, rowsPromise]);
      const beyond = fetched.length > count;
      const rows = backwards ? fetched.slice(0, count).reverse() : fetched.slice(0, count);
      const cursor = (row: KeyedDocument | undefined, direction: CursorDirection) =>
        row ? encodeCursor({ sort, order, direction, key: row.k, id: row.doc.id }) : null;
      // Forward, a page has one after it when the extra row came; backwards, when it was reached from there.
      const hasNext = backwards ? rows.length > 0 : beyond;
      const hasPrev = backwards ? beyond : position !== undefined || first > 0;
      return {
        total,
        totalCapped,
        documents: rows.map((row) => row.doc),
        next: hasNext ? cursor(rows.at(-1), 'next') : null,
        prev: hasPrev ? cursor(rows[0], 'prev') : null,
      };
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

/** The exact number of documents of a collection, kept by triggers (cheap at any size). */
async function countOf(db: Queryable, name: CollectionName): Promise<number> {
  const result = await db.query<{ n: number }>('SELECT n FROM collection_counts WHERE collection = $1', [
    name,
  ]);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The number of documents matching `filter`: exact, or, with a `cap`, counted up to one beyond it (the rows
 * beyond are never read), in which case the answer is the cap and `totalCapped`.
 */
async function countMatches(
  db: Queryable,
  table: string,
  filter: TranslatedQuery,
  cap: number | undefined,
): Promise<{ total: number; totalCapped: boolean }> {
  const where = `WHERE (${filter.sql})`;
  if (cap === undefined) {
    const result = await db.query<{ n: number }>(
      `SELECT count(*) AS n FROM ${table} ${where}`,
      filter.params,
    );
    return { total: Number(result.rows[0]?.n ?? 0), totalCapped: false };
  }
  const result = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ${table} ${where} LIMIT $${filter.params.length + 1}) AS matches`,
    [...filter.params, cap + 1],
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * Where a page's rows are read from, and the conditions on them (the keyset condition included).
 * Without a count of the matches the planner chooses from its estimates; on a large collection a wrong guess
 * is costly both ways (a word it thinks rare read all its 20,000 matches to sort them; one it thinks common
 * walked the whole sort index), so the count decides:
 * - more matches than the cap, sorted by timestamp or id: the sort's index is walked from the position and
 *   the filter checked row by row, which finds a page after about (page end ÷ share matching) rows; the
 *   ordered subquery with OFFSET 0 keeps the filter out of it, so it cannot be read another way;
 * - at most the cap: the matches are found first (through the filter's index) and only they are sorted; the
 *   subquery with OFFSET 0 keeps the sort's index from being walked instead.
 * Other sorts of a common word are left to the planner (their keys are expressions the outer ORDER BY could
 * not match to the subquery's order).
 */
function pageSource(
  table: string,
  filter: TranslatedQuery | undefined,
  capped: boolean | undefined,
  orderBy: string,
  sort: string,
  keyset: string | undefined,
): { from: string; conditions: string[] } {
  const withKeyset = (conditions: string[]) => (keyset ? [...conditions, keyset] : conditions);
  if (!filter || capped === undefined)
    return { from: table, conditions: withKeyset(filter ? [`(${filter.sql})`] : []) };
  if (!capped) {
    return {
      from: `(SELECT * FROM ${table} WHERE (${filter.sql}) OFFSET 0) AS ${table}`,
      conditions: withKeyset([]),
    };
  }
  if (sort !== 'timestamp' && sort !== 'id')
    return { from: table, conditions: withKeyset([`(${filter.sql})`]) };
  const walked = `SELECT * FROM ${table} ${keyset ? `WHERE ${keyset}` : ''} ORDER BY ${orderBy} OFFSET 0`;
  return { from: `(${walked}) AS ${table}`, conditions: [`(${filter.sql})`] };
}

function parseIfText(query: unknown): unknown {
  return typeof query === 'string' ? parseQueryText(query) : query;
}

/** A document of a page with its sort key as text (what a cursor carries). */
interface KeyedDocument {
  doc: StoredDocument;
  k: string | null;
}

async function fetchInOrder(
  db: Queryable,
  table: string,
  keys: { id: string; k: string | null }[],
): Promise<KeyedDocument[]> {
  if (keys.length === 0) return [];
  const result = await db.query<{ doc: StoredDocument }>(
    `SELECT doc FROM ${table} WHERE id = ANY($1::text[])`,
    [keys.map((key) => key.id)],
  );
  const byId = new Map(result.rows.map((row) => [row.doc.id, row.doc]));
  // A document deleted between the two statements is simply left out of the page.
  return keys.flatMap(({ id, k }) => {
    const doc = byId.get(id);
    return doc ? [{ doc, k }] : [];
  });
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
