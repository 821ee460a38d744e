/**
 * Reads the current search of a collection in sort order, batch by batch, with keyset pagination: each batch
 * continues after the last row of the previous one (sort key, then id), so memory holds one batch whatever
 * the row count and a deep batch costs no more than the first. No transaction is held between batches, so
 * other requests keep running on a single-connection database during a long export.
 */
import type { StoredDocument } from './collections.ts';
import { fieldSpec, type CollectionName } from './field-specs.ts';
import type { Queryable } from './connection.ts';
import { jsonPath } from './query-fields.ts';
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
  // `ts` (the stored timestamp text) and `id` are columns; other fields are compared as jsonb, whose text
  // form round-trips exactly (a JS number would not for large values).
  const key = search.sort === 'timestamp' ? 'ts' : search.sort === 'id' ? null : `(${jsonPath(search.sort)})`;
  const keyCast = search.sort === 'timestamp' ? 'text' : 'jsonb';
  const dir = search.order === 1 ? 'ASC' : 'DESC';
  const orderBy = key ? `${key} ${dir}, id ${dir}` : `id ${dir}`;
  const keySelect = key ? `(${key})::text` : 'NULL::text';
  const baseParams = filter?.params ?? [];
  const conditions = filter ? [`(${filter.sql})`] : [];

  return async function* batches() {
    let last: KeyRow | null = null;
    for (;;) {
      const params = [...baseParams];
      const where = [...conditions];
      if (last) where.push(afterCondition(key, keyCast, search.order, last, params));
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

/**
 * The rows after `last` in the order `key dir, id dir`. PostgreSQL puts NULL keys last when ascending and
 * first when descending, which the conditions follow.
 */
function afterCondition(
  key: string | null,
  cast: string,
  order: 1 | -1,
  last: KeyRow,
  params: unknown[],
): string {
  params.push(last.id);
  const id = `$${params.length}::text`;
  const beyond = order === 1 ? '>' : '<';
  if (!key) return `id ${beyond} ${id}`;
  if (last.k === null) {
    return order === 1
      ? `(${key} IS NULL AND id > ${id})`
      : `((${key} IS NULL AND id < ${id}) OR ${key} IS NOT NULL)`;
  }
  params.push(last.k);
  const k = `$${params.length}::${cast}`;
  const sameKeyAfter = `(${key} = ${k} AND id ${beyond} ${id})`;
  return order === 1
    ? `(${key} > ${k} OR ${sameKeyAfter} OR ${key} IS NULL)`
    : `(${key} < ${k} OR ${sameKeyAfter})`;
}
