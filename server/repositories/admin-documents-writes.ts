/**
 * Writes of the generic staff collections' records from the generic record page: create, and update and delete
 * guarded by the version the client read (the record's `timestamp`). Call inside a transaction together with
 * the audit entry that describes the write.
 */
import type { Queryable } from '../db/connection.ts';
import type { CollectionName, StoredDocument } from '../db/collections.ts';
import { newId } from '../lib/ids.ts';

/** What an update found. */
export type UpdateOutcome =
  | { kind: 'updated'; before: StoredDocument; after: StoredDocument }
  | { kind: 'missing' }
  | { kind: 'stale'; current: StoredDocument };

/** What a delete found. */
export type DeleteOutcome =
  | { kind: 'deleted'; before: StoredDocument }
  | { kind: 'missing' }
  | { kind: 'stale'; current: StoredDocument };

/**
 * A timestamp strictly after `previous` (and normally now), so every write gives the record a new version
 * even when two writes fall in the same millisecond or the clock goes back.
 */
export function nextVersion(previous: unknown, now = new Date()): string {
  const last = typeof previous === 'string' ? Date.parse(previous) : Number.NaN;
  const next = Number.isNaN(last) || now.getTime() > last ? now.getTime() : last + 1;
  return new Date(next).toISOString();
}

/** The record, locked until the end of the transaction; undefined when there is none. */
async function lockedDocument(
  q: Queryable,
  collection: CollectionName,
  id: string,
): Promise<StoredDocument | undefined> {
  const { rows } = await q.query<{ doc: StoredDocument }>(
    `SELECT doc FROM "${collection}" WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0]?.doc;
}

/** The generic staff collections' record writes over a connection or a transaction. */
export function createAdminDocumentsRepository(q: Queryable) {
  return {
    /** Stores a new record with a fresh id and its stamps; returns it. */
    async createDocument(
      collection: CollectionName,
      fields: Record<string, unknown>,
    ): Promise<StoredDocument> {
      const stamp = new Date().toISOString();
      const doc: StoredDocument = { ...fields, id: newId(), created: stamp, timestamp: stamp };
      await q.query(`INSERT INTO "${collection}" (id, doc) VALUES ($1, $2::jsonb)`, [
        doc.id,
        JSON.stringify(doc),
      ]);
      return doc;
    },

    /**
     * Replaces the `writable` fields of a record with `fields` (a writable field absent from `fields` is removed;
     * every other field is kept), when its `timestamp` still equals `version`. Locks the row for the transaction.
     */
    async updateDocument(
      collection: CollectionName,
      id: string,
      version: string,
      writable: readonly string[],
      fields: Record<string, unknown>,
    ): Promise<UpdateOutcome> {
      const before = await lockedDocument(q, collection, id);
      if (!before) return { kind: 'missing' };
      if (before.timestamp !== version) return { kind: 'stale', current: before };
      const kept = Object.fromEntries(Object.entries(before).filter(([key]) => !writable.includes(key)));
      const after: StoredDocument = {
        ...kept,
        ...fields,
        id: before.id,
        timestamp: nextVersion(before.timestamp),
      };
      await q.query(`UPDATE "${collection}" SET doc = $2::jsonb WHERE id = $1`, [id, JSON.stringify(after)]);
      return { kind: 'updated', before, after };
    },

    /** Deletes a record when its `timestamp` still equals `version`. Locks the row for the transaction. */
    async deleteDocument(collection: CollectionName, id: string, version: string): Promise<DeleteOutcome> {
      const before = await lockedDocument(q, collection, id);
      if (!before) return { kind: 'missing' };
      if (before.timestamp !== version) return { kind: 'stale', current: before };
      await q.query(`DELETE FROM "${collection}" WHERE id = $1`, [id]);
      return { kind: 'deleted', before };
    },
  };
}

export type AdminDocumentsRepository = ReturnType<typeof createAdminDocumentsRepository>;

/** The fields whose values differ between two versions of a record, as `{ before, after }` maps. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = fields.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.filter((key) => key in before).map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.filter((key) => key in after).map((key) => [key, after[key]])),
  };
}
