/**
 * On the embedded database, the upkeep PostgreSQL's autovacuum does on a server: PGlite runs without it, so
 * nothing else ever marks a table's pages all-visible. Without that mark an index-only scan reads every row it
 * passes from the table after all, and a deep page of a list costs what reading the rows before it costs (a page
 * at 90 % of 100,000 users sorted by name: 294 ms at the median instead of 23 ms; ADR 0020). The collection
 * tables are vacuumed when the server starts (before it answers, so no request waits for it) and every
 * VACUUM_INTERVAL_MS after, each table as one bulk statement that reads by key go before. A vacuum skips the
 * pages already marked, so it costs what changed since the last one. PostgreSQL keeps its own autovacuum.
 */
import { repeatEvery } from '../lib/background.ts';
import type { Db } from './connection.ts';
import { COLLECTIONS } from './field-specs.ts';

export const VACUUM_INTERVAL_MS = 10 * 60_000;

/** Vacuums every collection table, one after another, and the lists' page anchors and their log of writes. */
export async function vacuumCollections(db: Db): Promise<void> {
  for (const table of [...COLLECTIONS, 'list_anchors', 'list_changes'])
    await db.bulk.query(`VACUUM "${table}"`);
}

/**
 * On PGlite with a data folder: vacuums the collection tables now, then every `intervalMs` in the background
 * (a failure is reported to `onError` and tried again next time). Answers a function that stops it and waits
 * for a vacuum under way. On PostgreSQL, or an in-memory database (tests; it lives minutes), nothing is done.
 */
export async function keepTablesVacuumed(
  db: Db,
  dataDir: string | undefined,
  onError: (error: unknown) => void,
  intervalMs = VACUUM_INTERVAL_MS,
): Promise<() => Promise<void>> {
  if (db.kind !== 'pglite' || !dataDir || dataDir.startsWith('memory://')) return async () => undefined;
  await vacuumCollections(db);
  return repeatEvery(intervalMs, () => vacuumCollections(db), onError);
}
