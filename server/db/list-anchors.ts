/**
 * Page anchors: a jump deep into a large collection's list (a page number, Last) starts from a known position
 * instead of walking the sort's index from the first row (ADR 0020). For every order a page can be read in by
 * index alone (`indexedSorts`), every ANCHOR_SPACING-th row is kept with the number of rows before it
 * (`list_anchors`, migration 040). Rows written since then are logged with their sort keys before and after
 * (`list_changes`, by trigger), so a list adds up how many rows moved before an anchor and the page it reads is
 * exact, not an estimate; the anchors are built again, in the background, once enough writes are logged.
 */
import { asBackground, repeatEvery } from '../lib/background.ts';
import type { Db, Queryable } from './connection.ts';
import { isCollectionName, type CollectionName } from './field-specs.ts';
import { indexedSorts, sortKeyExpression, sortOrderBy } from './list-cursor.ts';

/** Rows between two anchors: the most a deep page walks past, besides the logged writes. */
export const ANCHOR_SPACING = 1000;
/** Smaller collections keep no anchors: walking to any of their pages costs about what finding an anchor does. */
export const ANCHORED_COLLECTION = 20_000;
/** The anchors are built again once this many writes of their collection are logged. */
export const REBUILD_AFTER_CHANGES = 1000;
/** A list adds up at most this many logged writes; with more (anchors not built again yet) it walks from the start. */
export const MAX_CHANGES_COUNTED = 5000;
/** How often the keeper looks whether a collection's anchors are due. */
export const ANCHORS_INTERVAL_MS = 60_000;

/** Where an anchored page starts: the anchor's position, and how many rows to pass from there. */
export interface AnchoredStart {
  key: string | null;
  id: string;
  /** Rows to skip from the anchor: after it (included) ascending, before it descending. */
  skip: number;
}

/**
 * The anchor to read the page at offset `first` of `sort`/`order` from, or undefined when there is none worth
 * using (no anchors, too many writes logged, an order without anchors, a page near the start). `total` is the
 * collection's exact count (collection_counts), which a descending page is counted back from.
 */
export async function anchoredStart(
  db: Queryable,
  collection: CollectionName,
  sort: string,
  order: 1 | -1,
  first: number,
  total: number,
): Promise<AnchoredStart | undefined> {
  if (!indexedSorts(collection).includes(sort)) return undefined;
  // Ascending, the page starts at the anchor with most rows before it up to `first`; descending, it starts
  // before the anchor with fewest rows before it from `total - first` on, walking down.
  const target = order === 1 ? first : total - first;
  if (target <= 0) return undefined;
  // The window of anchors that can be the one, however the logged writes moved them: found first, so the
  // anchors are read as one range of their index.
  const bounds =
    order === 1
      ? `coalesce((SELECT max(rank) FROM list_anchors WHERE collection = $1 AND sort = $2 AND rank <= $3 - logged.n), 0) AS lo,
         $3 + logged.n AS hi`
      : `$3 - logged.n AS lo,
         coalesce((SELECT min(rank) FROM list_anchors WHERE collection = $1 AND sort = $2 AND rank >= $3 + logged.n), $3 + logged.n) AS hi`;
  // Each logged write counts +1 at its key after and -1 at its key before; an anchor's rows before it now are
  // its rank plus the sum of the counts before it, found in one ordered pass (anchors before equal keys).
  const { rows } = await db.query<{ at: string | number; key: string | null; id: string }>(
    `WITH changes AS MATERIALIZED (SELECT id, before, after FROM list_changes WHERE collection = $1),
          logged AS MATERIALIZED (SELECT count(*) AS n FROM changes),
          span AS MATERIALIZED (SELECT ${bounds} FROM logged WHERE logged.n <= $4),
          anchors AS MATERIALIZED (
            SELECT a.rank, a.key, a.id FROM list_anchors a
            WHERE a.collection = $1 AND a.sort = $2
              AND a.rank BETWEEN (SELECT lo FROM span) AND (SELECT hi FROM span)),
          marks AS (
            SELECT ${keyOf(sort, 'after')} AS k, id, 1 AS moved, NULL::bigint AS rank, NULL AS key
              FROM changes WHERE after IS NOT NULL AND EXISTS (SELECT 1 FROM anchors)
            UNION ALL
            SELECT ${keyOf(sort, 'before')}, id, -1, NULL, NULL
              FROM changes WHERE before IS NOT NULL AND EXISTS (SELECT 1 FROM anchors)
            UNION ALL
            SELECT ${anchorKey(sort)}, id, 0, rank, key FROM anchors)
     SELECT at, key, id FROM (
       SELECT rank, key, id, rank + sum(moved) OVER (ORDER BY k, id, rank IS NULL ROWS UNBOUNDED PRECEDING) AS at
       FROM marks) AS summed
     WHERE rank IS NOT NULL`,
    [collection, sort, target, MAX_CHANGES_COUNTED],
  );
  // The rows before a position only grow along the order, so the nearest anchor on the right side is the one.
  const anchors = rows.map((row) => ({ ...row, at: Number(row.at) }));
  const usable = anchors.filter((anchor) => (order === 1 ? anchor.at <= target : anchor.at >= target));
  if (usable.length === 0) return undefined;
  const best = usable.reduce((a, b) => (order === 1 ? (b.at > a.at ? b : a) : b.at < a.at ? b : a));
  const skip = Math.abs(target - best.at);
  return skip < first ? { key: best.key, id: best.id, skip } : undefined;
}

/** SQL: the sort key of a logged write's keys (`before` or `after`), comparable with the table's own. */
function keyOf(sort: string, side: 'before' | 'after'): string {
  if (sort === 'id') return 'NULL::text';
  if (sort === 'timestamp') return `(${side}->>'timestamp') COLLATE "C"`;
  // `sort` is one of indexedSorts' field names, never user text.
  return `${side}->'${sort}'`;
}

/** SQL: the sort key of an anchor, of the same type as `keyOf`'s. */
function anchorKey(sort: string): string {
  if (sort === 'id') return 'NULL::text';
  return sort === 'timestamp' ? 'key COLLATE "C"' : 'key::jsonb';
}

/**
 * Starts logging the writes of a collection: the anchors built from a later snapshot are exact with the log.
 * (A write whose trigger ran just before the mark and that commits after that snapshot would be missed, so the
 * keeper builds a collection's first anchors one round after marking it, except when the server starts.)
 */
export async function logListChanges(db: Queryable, collection: CollectionName): Promise<void> {
  await db.query('INSERT INTO list_logged (collection) VALUES ($1) ON CONFLICT DO NOTHING', [collection]);
}

/**
 * Builds the anchors of a collection from one snapshot, and empties its log of the writes that snapshot holds
 * (a write committed meanwhile stays logged and is added up). Answers false when another instance is building
 * them at the same moment. The collection's writes must be logged already (`logListChanges`).
 */
export async function buildListAnchors(
  db: Db,
  collection: CollectionName,
  spacing = ANCHOR_SPACING,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const { rows } = await tx.query<{ ok: boolean; logged: boolean }>(
      `SELECT pg_try_advisory_xact_lock(hashtext('list_anchors'), hashtext($1)) AS ok,
              EXISTS (SELECT 1 FROM list_logged WHERE collection = $1) AS logged`,
      [collection],
    );
    if (!rows[0]?.ok) return false;
    if (!rows[0].logged)
      throw new Error(`The writes of ${collection} are not logged: its anchors would drift.`);
    await tx.query('DELETE FROM list_anchors WHERE collection = $1', [collection]);
    await tx.query('DELETE FROM list_changes WHERE collection = $1', [collection]);
    for (const sort of indexedSorts(collection)) {
      const key = sortKeyExpression(sort, collection);
      // The window walks the sort's index; only the kept rows' keys are turned into text.
      await tx.query(
        `INSERT INTO list_anchors (collection, sort, rank, key, id)
         SELECT $1, $2, rn - 1, ${key ? 'k::text' : 'NULL'}, id
         FROM (SELECT ${key ? `${key} AS k, ` : ''}id, row_number() OVER (ORDER BY ${sortOrderBy(sort, collection, 1)}) AS rn
               FROM "${collection}") AS walked
         WHERE rn > 1 AND (rn - 1) % $3 = 0 ${key ? 'AND k IS NOT NULL' : ''}`,
        [collection, sort, spacing],
      );
    }
    return true;
  });
}

/**
 * Brings every collection's anchors up to date: a collection of ANCHORED_COLLECTION rows or more has its writes
 * logged, and its anchors built when it has none yet (from the round after it was marked, or at once when
 * `starting`) or REBUILD_AFTER_CHANGES writes logged; a smaller one has no anchors, no log and no mark.
 * `minRows` and `spacing` differ from ANCHORED_COLLECTION and ANCHOR_SPACING only in tests.
 */
export async function refreshListAnchors(
  db: Db,
  {
    starting = false,
    minRows = ANCHORED_COLLECTION,
    spacing = ANCHOR_SPACING,
  }: { starting?: boolean; minRows?: number; spacing?: number } = {},
): Promise<void> {
  const { rows } = await db.query<{
    collection: string;
    n: string | number;
    logging: boolean;
    logged: string | number;
    anchored: boolean;
  }>(
    `SELECT c.collection, c.n,
            EXISTS (SELECT 1 FROM list_logged m WHERE m.collection = c.collection) AS logging,
            (SELECT count(*) FROM list_changes l WHERE l.collection = c.collection) AS logged,
            EXISTS (SELECT 1 FROM list_anchors a WHERE a.collection = c.collection) AS anchored
     FROM collection_counts c`,
  );
  for (const row of rows) {
    const collection = row.collection;
    if (!isCollectionName(collection)) continue;
    if (Number(row.n) < minRows) {
      if (row.logging || row.anchored || Number(row.logged) > 0) await dropListAnchors(db, collection);
    } else if (!row.logging) {
      await logListChanges(db, collection);
      if (starting) await buildListAnchors(db, collection, spacing);
    } else if (!row.anchored || Number(row.logged) >= REBUILD_AFTER_CHANGES) {
      // Without autovacuum (PGlite), the emptied log's dead rows would be read by every deep page until the
      // next vacuum of the tables.
      if ((await buildListAnchors(db, collection, spacing)) && db.kind === 'pglite')
        await db.bulk.query('VACUUM list_changes');
    }
  }
}

/** Stops logging a collection's writes and drops its anchors. */
export async function dropListAnchors(db: Db, collection: CollectionName): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM list_logged WHERE collection = $1', [collection]);
    await tx.query('DELETE FROM list_anchors WHERE collection = $1', [collection]);
    await tx.query('DELETE FROM list_changes WHERE collection = $1', [collection]);
  });
}

/**
 * Refreshes the anchors now (before the server answers), then every `intervalMs` as background work; a failure
 * (another instance building at the same moment) is reported to `onError` and tried again next time. Answers a
 * function that stops it and waits for a refresh under way.
 */
export async function keepListsAnchored(
  db: Db,
  onError: (error: unknown) => void,
  intervalMs = ANCHORS_INTERVAL_MS,
): Promise<() => Promise<void>> {
  await refreshListAnchors(db, { starting: true });
  return repeatEvery(intervalMs, () => asBackground(() => refreshListAnchors(db)), onError);
}
