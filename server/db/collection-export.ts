/**
 * Reads the current search of a collection in sort order, batch by batch, with keyset pagination (the list's
 * own, see list-cursor): each batch continues after the last row of the previous one (sort key, then id), so memory holds one batch whatever
 * the row count and a deep batch costs no more than the first. No transaction is held between batches, so
 * other requests keep running on a single-connection database during a long export.
 */
import type { StoredDocument } from './collections.ts';
import { fieldSpec, type CollectionName } from './field-specs.ts';
import type { Queryable } from './connection.ts';
import { keysetCondition, sortKeySelect, sortOrderBy } from './list-cursor.ts';
import { parseQueryText, translateQuery } from './query-translator.ts';

/** What to export: the same search, sort and order as the collection list. */
export interface ExportSearch {
  sort: string;
  order: 1 | -1;
  /** The query text as the list takes it; absent or blank = everything. */
  query?: string;
}

/** Rows per statement: large enough to amortise a round trip, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

interface KeyRow {
  doc: StoredDocument;
  id: string;
  k: string | null;
}

/**
 * Checks the search and returns a reader of its documents in batches.
 * @throws QueryError (before anything is read) when the query or sort field is refused
 */
export function exportBatches(
  db: Queryable,
  collection: CollectionName,
  search: ExportSearch,
  batchSize = EXPORT_BATCH_SIZE,
): () => AsyncGenerator<StoredDocument[]> {
  const text = search.query?.trim();
  const filter = text ? translateQuery(parseQueryText(text), 1, { fieldTypes: fieldSpec(collection) }) : null;
  const orderBy = sortOrderBy(search.sort, collection, search.order);
  const keySelect = sortKeySelect(search.sort, collection);
  const baseParams = filter?.params ?? [];
  const conditions = filter ? [`(${filter.sql})`] : [];

  return async function* batches() {
    let last: KeyRow | null = null;
    for (;;) {
      const params = [...baseParams];
      const where = [...conditions];
      if (last) where.push(keysetCondition(search.sort, collection, search.order, last.k, last.id, params));
      params.push(batchSize);
      const { rows } = await db.query<KeyRow>(
        `SELECT doc, id, ${keySelect} AS k FROM "${collection}"
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY ${orderBy} LIMIT $${params.length}`,
        params,
      );
      if (rows.length === 0) return;
      yield rows.map((row) => row.doc);
      if (rows.length < batchSize) return;
      last = rows[rows.length - 1];
    }
  };
}
