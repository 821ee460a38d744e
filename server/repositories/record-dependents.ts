/**
 * What goes with an entity record when it is deleted: the rows of other tables that belong to it. Staff see
 * them before they confirm a delete (getAdminDeleteCascade), and every delete of a location, event or plot,
 * by staff or by the metaverse's owner, removes them in its transaction.
 * - A location: its styles (target_styles), its AI agents settings (mvbot_location_contexts, by its path) and
 *   the sessions players spent in it (domain_sessions, removed by their foreign key).
 * - An event: its styles.
 * Other records (plots, files, voice corrections) take nothing with them: a file's stored bytes stay while
 * another record names them.
 */
import type { Queryable } from '../db/connection.ts';
import type { CollectionName, StoredDocument } from '../db/collections.ts';

/** One kind of dependent row and how many there are. */
export interface Dependent {
  what: string;
  count: number;
}

/** A kind of dependent row: how to count and remove those of one record. */
interface DependentKind {
  what: string;
  /** The SQL's table and condition, with the record's key as $1 (and the target type as $2 where used). */
  from: string;
  key: (doc: StoredDocument, collection: CollectionName) => unknown[];
  /** Removed by a foreign key with the record itself. */
  byForeignKey?: boolean;
}

const STYLES: DependentKind = {
  what: 'styles',
  from: 'target_styles WHERE target_id = $1 AND target_type = $2',
  key: (doc, collection) => [doc.id, collection],
};

const KINDS: Partial<Record<CollectionName, readonly DependentKind[]>> = {
  locations: [
    STYLES,
    {
      what: 'AI agents settings',
      from: 'mvbot_location_contexts WHERE location_uri = $1',
      key: (doc) => [String(doc.path ?? '')],
    },
    {
      what: 'player sessions (domain stats)',
      from: 'domain_sessions WHERE location_id = $1',
      key: (doc) => [doc.id],
      byForeignKey: true,
    },
  ],
  events: [STYLES],
};

/** The dependents of records over a connection or a transaction. */
export function createRecordDependentsRepository(q: Queryable) {
  return {
    /** The dependent rows of `doc` by kind, those with none left out. */
    async of(collection: CollectionName, doc: StoredDocument): Promise<Dependent[]> {
      const found: Dependent[] = [];
      for (const kind of KINDS[collection] ?? []) {
        const { rows } = await q.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${kind.from}`,
          kind.key(doc, collection),
        );
        const count = rows[0]?.n ?? 0;
        if (count > 0) found.push({ what: kind.what, count });
      }
      return found;
    },

    /** Removes the dependent rows of `doc` (call in the transaction that deletes it). */
    async remove(collection: CollectionName, doc: StoredDocument): Promise<void> {
      for (const kind of KINDS[collection] ?? []) {
        if (!kind.byForeignKey) await q.query(`DELETE FROM ${kind.from}`, kind.key(doc, collection));
      }
    },
  };
}

export type RecordDependentsRepository = ReturnType<typeof createRecordDependentsRepository>;
