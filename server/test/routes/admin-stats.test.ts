import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEDGER } from '../../seed/admin-stats.ts';
import { apiTest, type ReplyBody } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const api = apiTest({ roles: ['admin', 'superuser', 'developer', 'member'] });
/** Staff (administrator) holding neither statistics permission. */
let plainStaff: Session;
/** Staff holding admin_stats_graphs only. */
let graphsOnly: Session;

async function staffWith(permissions: string[]): Promise<Session> {
  const session = await api.signup();
  await api.app.db.query(`UPDATE users SET doc = jsonb_set(doc, '{permissions}', $2::jsonb) WHERE id = $1`, [
    session.id,
    JSON.stringify(permissions),
  ]);
  return session;
}

beforeAll(async () => {
  plainStaff = await staffWith(['administrator']);
  graphsOnly = await staffWith(['administrator', 'admin_stats_graphs']);
});

type Totals = ReplyBody<'getInventoryTransactionTotals'>;

const sum = (totals: Totals, key: 'count' | 'total') =>
  totals.results.reduce((acc, slice) => acc + slice[key], 0);

async function scalar(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await api.app.db.query<{ n: number }>(sql, params);
  return Number(rows[0].n);
}

describe('the demo world', () => {
  it('holds ten days of ledger rows', async () => {
    expect(await scalar('SELECT count(*) AS n FROM inventory_transactions', [])).toBeGreaterThanOrEqual(
      DEMO_LEDGER.inventory,
    );
    expect(await scalar('SELECT count(*) AS n FROM infiniverse_transactions', [])).toBeGreaterThanOrEqual(
      DEMO_LEDGER.infiniverse,
    );
  });
});

describe('listInventoryTransactions', () => {
  const op = 'listInventoryTransactions';

  it('lists a user’s transactions newest first', async () => {
    const admin = api.as.admin;
    const response = await api.op(op, { query: { user: admin.id, count: 20 }, as: 'admin' }, 200);
    const { transactions } = response.json;
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.length).toBeLessThanOrEqual(20);
    expect(transactions.every((tx) => tx.user === admin.id)).toBe(true);
    const stamps = transactions.map((tx) => tx.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('leaves out the kinds whose flag is false', async () => {
    const all = (await api.op(op, { query: { count: 1000 }, as: 'admin' })).json;
    expect(new Set(all.transactions.map((tx) => tx.type))).toContain('reward');
    const query = {
      count: 1000,
      rewards: false,
      commission: false,
      consumables: false,
      propertytransactions: false,
    };
    const response = await api.op(op, { query, as: 'admin' }, 200);
    const types = new Set(response.json.transactions.map((tx) => tx.type));
    for (const excluded of ['reward', 'commission', 'consumable', 'property'])
      expect(types).not.toContain(excluded);
    expect(types).toContain('purchase');
  });

  it('refuses bad input, anonymous callers and non-staff', async () => {
    await api.op(op, { query: { count: 0 }, as: 'admin' }, 400);
    await api.op(op, { query: { user: 'no spaces' }, as: 'admin' }, 400);
    await api.op(op, { invalidQuery: { rewards: 'maybe' }, as: 'admin' }, 400);
    await api.op(op, {}, 401);
    for (const as of ['developer', 'member'] as const) {
      const response = await api.op(op, { as }, 403);
      expect(response.text).toBe('Invalid Permission');
    }
  });

  it('is open to staff without the statistics permissions (user detail page)', async () => {
    await api.op(op, { as: plainStaff }, 200);
  });
});

describe('listInfiniverseTransactions', () => {
  const op = 'listInfiniverseTransactions';

  it('lists building-world trades with their building and cell', async () => {
    const response = await api.op(op, { query: { count: 5 }, as: 'superuser' }, 200);
    const [first] = response.json.transactions;
    expect(first).toMatchObject({ building: { name: expect.any(String) }, cellx: expect.any(Number) });
    expect(['buy_slot', 'sell_slot', 'buy_store', 'sell_store']).toContain(first.type);
  });

  it('filters by user and refuses others', async () => {
    const admin = api.as.admin;
    const response = await api.op(op, { query: { user: admin.id }, as: 'admin' }, 200);
    expect(response.json.transactions.every((tx) => tx.user === admin.id)).toBe(true);
    await api.op(op, { query: { count: 5000 }, as: 'admin' }, 400);
    await api.op(op, {}, 401);
    await api.op(op, { as: 'member' }, 403);
  });
});

describe('getInventoryTransactionTotals', () => {
  const op = 'getInventoryTransactionTotals';

  it('counts and sums purchases per hour since "from", without developers’ test purchases', async () => {
    const from = Date.now() - 7 * DAY;
    const response = await api.op(op, { query: { from, timeslice: HOUR }, as: 'admin' }, 200);
    const totals = response.json;
    expect(totals.timeslice_length).toBe(HOUR);
    expect(totals.results.length).toBeGreaterThan(24);
    for (const slice of totals.results) expect((slice.timeslice - from) % HOUR).toBe(0);
    const where = `type = 'purchase' AND ts >= to_timestamp($1::bigint / 1000.0)`;
    expect(sum(totals, 'count')).toBe(
      await scalar(`SELECT count(*) AS n FROM inventory_transactions WHERE ${where} AND NOT devtransaction`, [
        from,
      ]),
    );
    expect(sum(totals, 'total')).toBe(
      await scalar(
        `SELECT sum(added) AS n FROM inventory_transactions WHERE ${where} AND NOT devtransaction`,
        [from],
      ),
    );
    const withDev = (await api.op(op, { query: { from, devtransactions: true }, as: 'admin' })).json;
    expect(sum(withDev, 'count')).toBe(
      await scalar(`SELECT count(*) AS n FROM inventory_transactions WHERE ${where}`, [from]),
    );
    expect(sum(withDev, 'count')).toBeGreaterThan(sum(totals, 'count'));
  });

  it('uses the slice length asked for', async () => {
    const from = Date.now() - 7 * DAY;
    const hourly = (await api.op(op, { query: { from }, as: 'admin' })).json;
    const daily = (await api.op(op, { query: { from, timeslice: DAY }, as: 'admin' })).json;
    expect(daily.timeslice_length).toBe(DAY);
    expect(daily.results.length).toBeLessThanOrEqual(8);
    expect(sum(daily, 'total')).toBe(sum(hourly, 'total'));
  });

  it('refuses bad input', async () => {
    await api.op(op, { as: 'admin' }, 400);
    await api.op(op, { invalidQuery: { from: 'yesterday' }, as: 'admin' }, 400);
    await api.op(op, { query: { from: 0, timeslice: 1000 }, as: 'admin' }, 400);
    const tooMany = await api.op(op, { query: { from: 0, timeslice: 60_000 }, as: 'admin' }, 400);
    expect(tooMany.text).toBe(
      'The period holds more than 10,000 time slices: choose a later start or longer slices.',
    );
  });

  it('needs admin_stats_graphs (or superuser)', async () => {
    const query = { from: Date.now() - DAY };
    await api.op(op, { query, as: 'superuser' }, 200);
    await api.op(op, { query, as: graphsOnly }, 200);
    const refused = await api.op(op, { query, as: plainStaff }, 403);
    expect(refused.text).toBe('Invalid Permission');
    await api.op(op, { query, as: 'member' }, 403);
    await api.op(op, { query }, 401);
  });
});

describe('getInfiniverseTransactionTotals', () => {
  const op = 'getInfiniverseTransactionTotals';

  it('counts all trades, or those of one type', async () => {
    const from = Date.now() - 9 * DAY;
    const all = await api.op(op, { query: { from }, as: 'admin' }, 200);
    const buys = (await api.op(op, { query: { from, type: 'buy_slot' }, as: 'admin' })).json;
    const sells = (await api.op(op, { query: { from, type: 'sell_slot' }, as: 'admin' })).json;
    const inWindow = `ts >= to_timestamp($1::bigint / 1000.0)`;
    expect(sum(all.json, 'count')).toBe(
      await scalar(`SELECT count(*) AS n FROM infiniverse_transactions WHERE ${inWindow}`, [from]),
    );
    expect(sum(buys, 'count')).toBe(
      await scalar(
        `SELECT count(*) AS n FROM infiniverse_transactions WHERE ${inWindow} AND type = 'buy_slot'`,
        [from],
      ),
    );
    expect(sum(buys, 'count') + sum(sells, 'count')).toBeLessThan(sum(all.json, 'count'));
  });

  it('refuses a bad type, missing permission and anonymous callers', async () => {
    const from = Date.now() - DAY;
    await api.op(op, { query: { from, type: 'DROP TABLE' }, as: 'admin' }, 400);
    await api.op(op, { query: { from }, as: plainStaff }, 403);
    await api.op(op, { query: { from } }, 401);
  });
});

describe('getBiggestSpenders', () => {
  const op = 'getBiggestSpenders';

  it('ranks users by metacoin bought in the window, with nicknames', async () => {
    const from = Date.now() - 28 * DAY;
    const response = await api.op(op, { query: { from }, as: 'admin' }, 200);
    const { results } = response.json;
    expect(results.length).toBeGreaterThan(1);
    const totals = results.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(results[0].nickname).not.toBe('');
    const top = await scalar(
      `SELECT max(s) AS n FROM (SELECT sum(added) AS s FROM inventory_transactions
       WHERE type = 'purchase' AND NOT devtransaction AND ts >= to_timestamp($1::bigint / 1000.0) GROUP BY user_id) x`,
      [from],
    );
    expect(results[0].total).toBe(top);
  });

  it('counts developers’ test purchases only when asked for', async () => {
    const from = Date.now() - 365 * DAY;
    const developerId = api.as.developer.id;
    const without = (await api.op(op, { query: { from }, as: 'admin' })).json;
    expect(without.results.map((row) => row.user)).not.toContain(developerId);
    const withDev = (await api.op(op, { query: { from, devtransactions: true }, as: 'admin' })).json;
    expect(withDev.results.map((row) => row.user)).toContain(developerId);
  });

  it('an empty window has no spenders; a reversed one is refused', async () => {
    const empty = await api.op(op, { query: { from: 0, to: 1000 }, as: 'admin' }, 200);
    expect(empty.json.results).toEqual([]);
    const reversed = await api.op(op, { query: { from: 2000, to: 1000 }, as: 'admin' }, 400);
    expect(reversed.text).toBe('The end of the period must not be before its start.');
    await api.op(op, { as: 'admin' }, 400);
  });

  it('needs admin_stats_spenders (or superuser)', async () => {
    const query = { from: Date.now() - DAY };
    await api.op(op, { query, as: 'superuser' }, 200);
    for (const as of [graphsOnly, plainStaff, 'member'] as const) {
      const refused = await api.op(op, { query, as }, 403);
      expect(refused.text).toBe('Invalid Permission');
    }
    await api.op(op, { query }, 401);
  });
});
