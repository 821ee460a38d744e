/** Bulk inserts for seeding: one statement per batch, the documents passed as a single jsonb array. */
import { isCollectionName, type CollectionName } from '../db/collections.ts';
import type { Queryable } from '../db/connection.ts';

/** A document as stored: `id`, `created` and `timestamp` are always present. */
export interface SeedDocument {
  id: string;
  created: string;
  timestamp: string;
  [field: string]: unknown;
}

/**
 * Inserts documents into a collection; rows whose id (or unique key) already exists are skipped.
 * @returns how many rows were inserted
 */
export async function insertDocuments(
  db: Queryable,
  collection: CollectionName,
  documents: readonly SeedDocument[],
): Promise<number> {
  if (!isCollectionName(collection)) throw new Error(`Unknown collection ${String(collection)}`);
  if (documents.length === 0) return 0;
  const result = await db.query<{ id: string }>(
    `INSERT INTO "${collection}" (id, doc)
     SELECT element->>'id', element FROM jsonb_array_elements($1::jsonb) AS element
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [JSON.stringify(documents)],
  );
  return result.rows.length;
}
