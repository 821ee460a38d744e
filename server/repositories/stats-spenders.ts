/**
 * The biggest spenders of a window (staff-and-agents.md §2.6, §9): the users who bought the most metacoin.
 * A short window aggregates its purchases directly (an index-only scan of a few thousand rows). A long window
 * holds too many purchases for that, so it checks users in order of what they ever bought
 * (`purchase_user_totals`, an upper bound of any window's sum) and stops once the 50th best exact sum beats
 * the bound of every user not yet checked. The result is exact either way.
 */
import type { Queryable } from '../db/connection.ts';
import type { Window } from './stats-queries.ts';

/** A user ranked by the metacoin they bought in a window. */
export interface SpenderRow {
  user: string;
  nickname: string;
  count: number;
  total: number;
}

/** Windows up to this long are aggregated directly. */
const DIRECT_MAX_MS = 31 * 24 * 3_600_000;
/** Users checked per round of the bounded search. */
const CANDIDATE_BATCH = 200;
/** Past this many candidates the bound is not pruning (old spenders dominate): aggregate directly. */
const MAX_CANDIDATES = 4000;

interface SumRow {
  user_id: string;
  count: number;
  total: number;
}

const DEV = '($3::boolean OR NOT devtransaction)';
const WINDOW = 'ts >= to_timestamp($1::bigint / 1000.0) AND ts < to_timestamp($2::bigint / 1000.0)';

async function direct(q: Queryable, window: Window, dev: boolean, limit: number): Promise<SumRow[]> {
  const { rows } = await q.query<SumRow>(
    `SELECT user_id, count(*) AS count, sum(added) AS total FROM inventory_transactions
     WHERE type = 'purchase' AND ${WINDOW} AND ${DEV}
     GROUP BY user_id ORDER BY total DESC, user_id LIMIT $4`,
    [window.from, window.to, dev, limit],
  );
  return rows;
}

const rank = (a: SumRow, b: SumRow) => Number(b.total) - Number(a.total) || (a.user_id < b.user_id ? -1 : 1);

/** The bounded search; null when it gave up (the caller aggregates directly). */
async function bounded(q: Queryable, window: Window, dev: boolean, limit: number): Promise<SumRow[] | null> {
  const bound = dev ? 'bound_all' : 'bound_nondev';
  const found: SumRow[] = [];
  for (let offset = 0; offset < MAX_CANDIDATES; offset += CANDIDATE_BATCH) {
    const { rows: candidates } = await q.query<{ user_id: string; bound: number }>(
      `SELECT user_id, ${bound} AS bound FROM purchase_user_totals WHERE ${bound} > 0
       ORDER BY ${bound} DESC, user_id LIMIT $1 OFFSET $2`,
      [CANDIDATE_BATCH, offset],
    );
    if (candidates.length > 0) {
      const { rows } = await q.query<SumRow>(
        `SELECT user_id, count(*) AS count, sum(added) AS total FROM inventory_transactions
         WHERE type = 'purchase' AND user_id = ANY($4::text[]) AND ${WINDOW} AND ${DEV}
         GROUP BY user_id`,
        [window.from, window.to, dev, candidates.map((c) => c.user_id)],
      );
      found.push(...rows);
      found.sort(rank);
      found.length = Math.min(found.length, limit);
    }
    // Every unchecked user bought at most the last candidate's bound in any window.
    const last = candidates[candidates.length - 1];
    const done =
      candidates.length < CANDIDATE_BATCH ||
      (found.length === limit && Number(found[limit - 1].total) > Number(last.bound));
    if (done) return found;
  }
  return null;
}

/** The `limit` users who bought the most metacoin in the window, biggest first, with their nicknames. */
export async function biggestSpenders(
  q: Queryable,
  window: Window,
  devtransactions: boolean,
  limit: number,
): Promise<SpenderRow[]> {
  const long = window.to - window.from > DIRECT_MAX_MS;
  const sums =
    (long ? await bounded(q, window, devtransactions, limit) : null) ??
    (await direct(q, window, devtransactions, limit));
  const { rows: names } = await q.query<{ id: string; nickname: string | null }>(
    `SELECT id, doc->>'nickname' AS nickname FROM users WHERE id = ANY($1::text[])`,
    [sums.map((row) => row.user_id)],
  );
  const nicknames = new Map(names.map((row) => [row.id, row.nickname ?? '']));
  return sums.map((row) => ({
    user: row.user_id,
    nickname: nicknames.get(row.user_id) ?? '',
    count: Number(row.count),
    total: Number(row.total),
  }));
}
