import { describe, expect, it } from 'vitest';
import { apiTest, type ReplyBody } from '../api-test.ts';

// The statistics read hourly rollups and a per-user bound kept by triggers (migration 006): these tests hold
// them to what the ledger rows say.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const api = apiTest({ roles: ['admin', 'member'] });

type Totals = ReplyBody<'getInventoryTransactionTotals'>;

const sum = (totals: Totals, key: 'count' | 'total') =>
  totals.results.reduce((acc, slice) => acc + slice[key], 0);

describe('hourly rollups', () => {
  const rawSlices = async (sql: string, from: number, extra: unknown[] = []) => {
    const { rows } = await api.app.db.query<{ slice: number; count: number; total: number }>(sql, [
      from,
      ...extra,
    ]);
    return rows.map((row) => ({
      timeslice: Number(row.slice),
      count: Number(row.count),
      total: Number(row.total),
    }));
  };
  const SLICE = `floor(extract(epoch FROM ts) * 1000 / ${HOUR})::bigint * ${HOUR}`;

  it('answer hour-aligned charts exactly as the ledger does, and follow new rows', async () => {
    const from = Math.floor((Date.now() - 8 * DAY) / HOUR) * HOUR;
    const expectedPurchases = () =>
      rawSlices(
        `SELECT ${SLICE} AS slice, count(*) AS count, sum(added) AS total FROM inventory_transactions
         WHERE type = 'purchase' AND NOT devtransaction AND ts >= to_timestamp($1::bigint / 1000.0) AND ts < now()
         GROUP BY 1 ORDER BY 1`,
        from,
      );
    const purchases = () => api.op('getInventoryTransactionTotals', { query: { from }, as: 'admin' }, 200);
    const response = await purchases();
    expect(response.json.results).toEqual(await expectedPurchases());

    await api.app.db.query(
      `INSERT INTO inventory_transactions (id, user_id, ts, type, added, newcurrency)
       VALUES ('rollup-check', $1, now() - interval '2 hours', 'purchase', 777, 777)`,
      [api.as.member.id],
    );
    const after = (await purchases()).json;
    expect(sum(after, 'total')).toBe(sum(response.json, 'total') + 777);
    expect(after.results).toEqual(await expectedPurchases());

    const sells = (
      await api.op(
        'getInfiniverseTransactionTotals',
        { query: { from, type: 'sell_slot', timeslice: 6 * HOUR }, as: 'admin' },
        200,
      )
    ).json;
    const SIX = `$1::bigint + floor((extract(epoch FROM ts) * 1000 - $1::bigint) / ${6 * HOUR})::bigint * ${6 * HOUR}`;
    expect(sells.results).toEqual(
      await rawSlices(
        `SELECT ${SIX} AS slice, count(*) AS count, sum(amount) AS total
         FROM infiniverse_transactions WHERE type = $2 AND ts >= to_timestamp($1::bigint / 1000.0)
         GROUP BY 1 ORDER BY 1`,
        from,
        ['sell_slot'],
      ).then((rows) => rows),
    );
  });

  it('answer the last 24 hours to the millisecond as one slice (the revenue figure), hours cut or not', async () => {
    const from = Date.now() - DAY;
    const [expected] = await rawSlices(
      `SELECT 0 AS slice, count(*) AS count, coalesce(sum(added), 0) AS total FROM inventory_transactions
       WHERE type = 'purchase' AND NOT devtransaction AND ts >= to_timestamp($1::bigint / 1000.0) AND ts < now()`,
      from,
    );
    expect(expected.count).toBeGreaterThan(0);
    const day = await api.op(
      'getInventoryTransactionTotals',
      { query: { from, timeslice: DAY }, as: 'admin' },
      200,
    );
    expect(day.json.results).toHaveLength(1);
    expect(day.json.results[0]).toEqual({ timeslice: from, count: expected.count, total: expected.total });
  });
});

describe('biggest spenders of a long window', () => {
  it('are exactly those of a direct aggregation', async () => {
    for (const devtransactions of [false, true]) {
      const from = Date.now() - 365 * DAY;
      const response = await api.op(
        'getBiggestSpenders',
        { query: { from, devtransactions }, as: 'admin' },
        200,
      );
      const { rows } = await api.app.db.query<{ user_id: string; total: number }>(
        `SELECT user_id, sum(added) AS total FROM inventory_transactions
         WHERE type = 'purchase' AND ($2::boolean OR NOT devtransaction) AND ts >= to_timestamp($1::bigint / 1000.0)
         GROUP BY user_id ORDER BY total DESC, user_id LIMIT 50`,
        [from, devtransactions],
      );
      const results = response.json.results;
      expect(results.map((row) => [row.user, row.total])).toEqual(
        rows.map((row) => [row.user_id, Number(row.total)]),
      );
    }
  });
});
