/**
 * The index of the blob store (`server/lib/blob-store.ts`): one row per stored blob, with the type sniffed
 * from its bytes and its size. The bytes themselves live in the store's backend.
 */
import type { Queryable } from '../db/connection.ts';

/** What the index records of a blob. */
export interface BlobRow {
  contentType: string;
  size: number;
}

export interface BlobsRepository {
  /** Records a stored blob; a blob already recorded keeps its row (same id, same bytes). */
  record(id: string, row: BlobRow): Promise<void>;
  /** The blob's row, or null when it has none. */
  find(id: string): Promise<BlobRow | null>;
  /** Whether the blob has a row. */
  has(id: string): Promise<boolean>;
  /** Removes the blob's row. */
  remove(id: string): Promise<void>;
}

/** The blob index over a connection or a transaction. */
export function createBlobsRepository(q: Queryable): BlobsRepository {
  return {
    async record(id, { contentType, size }) {
      await q.query(
        'INSERT INTO blobs (id, content_type, size) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
        [id, contentType, size],
      );
    },

    async find(id) {
      const { rows } = await q.query<{ content_type: string; size: number | string }>(
        'SELECT content_type, size FROM blobs WHERE id = $1',
        [id],
      );
      const row = rows[0];
      return row ? { contentType: row.content_type, size: Number(row.size) } : null;
    },

    async has(id) {
      const { rows } = await q.query('SELECT 1 FROM blobs WHERE id = $1', [id]);
      return rows.length > 0;
    },

    async remove(id) {
      await q.query('DELETE FROM blobs WHERE id = $1', [id]);
    },
  };
}
