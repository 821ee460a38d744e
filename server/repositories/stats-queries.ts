/**
 * SQL over the ledgers for the statistics dashboard and the user detail lists (staff-and-agents.md §7, §9).
 * Totals aggregate in the database, slice by slice, using the covering indexes of migration 006, so a call
 * reads only the window's rows and never ships them to the server.
 */
import type { Queryable } from '../db/connection.ts';
import { biggestSpenders } from './stats-spenders.ts';

/** One slice of a time series: its start (epoch ms), how many transactions and their summed amount. */
export interface Slice {
  timeslice: number;
  count: number;
  total: number;
}

/** A window of time in epoch milliseconds; `to` is exclusive. */
export interface Window {
  from: number;
  to: number;
}

// Slices start at `from` and follow every `timeslice` ms, so a chart starting at local midnight gets whole hours.
const SLICE_OF = (column: string) =>
  `($1::bigint + floor((extract(epoch FROM ${column}) * 1000 - $1::bigint) / $2::bigint)::bigint * $2::bigint)`;

interface SliceRow {
  slice: number;
  count: number;
  total: number;
}

const toSlices = (rows: SliceRow[]): Slice[] =>
  rows.map((row) => ({ timeslice: Number(row.slice), count: Number(row.count), total: Number(row.total) }));

const HOUR_MS = 3_600_000;

/**
 * Whether the hourly rollups can answer: slices made of whole hours starting on an hour. The rollups hold
 * every row of an hour, so the current hour counts everything written so far.
 */
const onHours = (window: Window, timeslice: number) =>
  window.from % HOUR_MS === 0 && timeslice % HOUR_MS === 0;

const IN_WINDOW = (column: string) =>
  `${column} >= to_timestamp($1::bigint / 1000.0) AND ${column} < to_timestamp($3::bigint / 1000.0)`;

/** Purchases of metacoin (revenue) per slice; developers' test purchases only when asked for. */
export async function purchaseTotals(
  q: Queryable,
  window: Window,
  timeslice: number,
  devtransactions: boolean,
): Promise<Slice[]> {
  const sql = onHours(window, timeslice)
    ? `SELECT ${SLICE_OF('hour')} AS slice, sum(count) AS count, sum(total) AS total
       FROM inventory_purchase_hourly
       WHERE ${IN_WINDOW('hour')} AND ($4::boolean OR NOT devtransaction)
       GROUP BY 1 HAVING sum(count) > 0 ORDER BY 1`
    : `SELECT ${SLICE_OF('ts')} AS slice, count(*) AS count, coalesce(sum(added), 0) AS total
       FROM inventory_transactions
       WHERE type = 'purchase' AND ${IN_WINDOW('ts')} AND ($4::boolean OR NOT devtransaction)
       GROUP BY 1 ORDER BY 1`;
  const { rows } = await q.query<SliceRow>(sql, [window.from, timeslice, window.to, devtransactions]);
  return toSlices(rows);
}

/** Building-world transactions (of one type when given) per slice. */
export async function infiniverseTotals(
  q: Queryable,
  window: Window,
  timeslice: number,
  type: string | undefined,
): Promise<Slice[]> {
  const sql = onHours(window, timeslice)
    ? `SELECT ${SLICE_OF('hour')} AS slice, sum(count) AS count, sum(total) AS total
       FROM infiniverse_hourly
       WHERE ${IN_WINDOW('hour')} AND ($4::text IS NULL OR type = $4::text)
       GROUP BY 1 HAVING sum(count) > 0 ORDER BY 1`
    : `SELECT ${SLICE_OF('ts')} AS slice, count(*) AS count, coalesce(sum(amount), 0) AS total
       FROM infiniverse_transactions
       WHERE ${IN_WINDOW('ts')} AND ($4::text IS NULL OR type = $4::text)
       GROUP BY 1 ORDER BY 1`;
  const { rows } = await q.query<SliceRow>(sql, [window.from, timeslice, window.to, type ?? null]);
  return toSlices(rows);
}

interface InventoryRow {
  id: string;
  user_id: string;
  ts: Date;
  type: string;
  added: number;
  newcurrency: number;
  newinescrow: number;
  devtransaction: boolean;
}

/** Inventory transactions newest first, of one user or of everyone, leaving out the given types. */
export async function inventoryTransactions(
  q: Queryable,
  user: string | undefined,
  excludedTypes: readonly string[],
  count: number,
) {
  const { rows } = await q.query<InventoryRow>(
    `SELECT id, user_id, ts, type, added, newcurrency, newinescrow, devtransaction
     FROM inventory_transactions
     WHERE ($1::text IS NULL OR user_id = $1::text) AND NOT (type = ANY($2::text[]))
     ORDER BY ts DESC, id DESC LIMIT $3`,
    [user ?? null, excludedTypes, count],
  );
  return rows.map((row) => ({
    id: row.id,
    timestamp: row.ts.toISOString(),
    user: row.user_id,
    type: row.type,
    added: Number(row.added),
    newcurrency: Number(row.newcurrency),
    newinescrow: Number(row.newinescrow),
    devtransaction: row.devtransaction,
  }));
}

interface InfiniverseRow {
  id: string;
  user_id: string;
  ts: Date;
  type: string;
  amount: number;
  slot: number | null;
  building_id: string | null;
  doc: {
    building?: { name?: string; centrex?: number; centrey?: number };
    cellx?: number;
    celly?: number;
    subdistrictid?: number;
  };
}

/** Building-world transactions newest first, of one user or of everyone. */
export async function infiniverseTransactions(q: Queryable, user: string | undefined, count: number) {
  const { rows } = await q.query<InfiniverseRow>(
    `SELECT id, user_id, ts, type, amount, slot, building_id, doc
     FROM infiniverse_transactions
     WHERE ($1::text IS NULL OR user_id = $1::text)
     ORDER BY ts DESC, id DESC LIMIT $2`,
    [user ?? null, count],
  );
  return rows.map((row) => ({
    // The document carries building {name, centrex, centrey}, cellx, celly and subdistrictid.
    ...row.doc,
    id: row.id,
    timestamp: row.ts.toISOString(),
    user: row.user_id,
    type: row.type,
    amount: Number(row.amount),
    slot: row.slot,
    buildingid: row.building_id,
  }));
}

/** Totals and lists of the ledgers, each over the connection or transaction it was built on. */
export function createStatsRepository(q: Queryable) {
  return {
    purchaseTotals: (window: Window, timeslice: number, devtransactions: boolean) =>
      purchaseTotals(q, window, timeslice, devtransactions),
    infiniverseTotals: (window: Window, timeslice: number, type: string | undefined) =>
      infiniverseTotals(q, window, timeslice, type),
    inventoryTransactions: (user: string | undefined, excluded: readonly string[], count: number) =>
      inventoryTransactions(q, user, excluded, count),
    infiniverseTransactions: (user: string | undefined, count: number) =>
      infiniverseTransactions(q, user, count),
    biggestSpenders: (window: Window, devtransactions: boolean, limit: number) =>
      biggestSpenders(q, window, devtransactions, limit),
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
