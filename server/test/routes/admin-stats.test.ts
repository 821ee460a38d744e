import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEDGER } from '../../seed/admin-stats.ts';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: Session;
let superuser: Session;
let developer: Session;
let member: Session;
/** Staff (administrator) holding neither statistics permission. */
let plainStaff: Session;
/** Staff holding admin_stats_graphs only. */
let graphsOnly: Session;

async function staffWith(permissions: string[]): Promise<Session> {
  const session = await signupAndLogin(t.app);
  await t.app.db.query(`UPDATE users SET doc = jsonb_set(doc, '{permissions}', $2::jsonb) WHERE id = $1`, [
    session.id,
    JSON.stringify(permissions),
  ]);
  return session;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, superuser, developer, member] = await Promise.all(
    ['admin', 'superuser', 'developer', 'member'].map((role) => login(t.app, `${role}@demo.test`)),
  );
  plainStaff = await staffWith(['administrator']);
  graphsOnly = await staffWith(['administrator', 'admin_stats_graphs']);
});

afterAll(async () => {
  await t?.close();
});

const get = (session: Session | null, url: string, query: Record<string, string | number | boolean> = {}) =>
  asUser(t.app, session, {
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });

interface Totals {
  results: { timeslice: number; count: number; total: number }[];
  timeslice_length: number;
}

const sum = (totals: Totals, key: 'count' | 'total') =>
  totals.results.reduce((acc, slice) => acc + slice[key], 0);

async function scalar(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await t.app.db.query<{ n: number }>(sql, params);
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
  const url = '/v2/admin/stats/inventorytransactions';

  it('lists a user’s transactions newest first', async () => {
    const response = await get(admin, url, { user: admin.id, count: 20 });
    expectMatchesSchema(response, 'listInventoryTransactions', 200);
    const { transactions } = response.json<{ transactions: { user: string; timestamp: string }[] }>();
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.length).toBeLessThanOrEqual(20);
    expect(transactions.every((tx) => tx.user === admin.id)).toBe(true);
    const stamps = transactions.map((tx) => tx.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('leaves out the kinds whose flag is false', async () => {
    const all = (await get(admin, url, { count: 1000 })).json<{ transactions: { type: string }[] }>();
    expect(new Set(all.transactions.map((tx) => tx.type))).toContain('reward');
    const response = await get(admin, url, {
      count: 1000,
      rewards: false,
      commission: false,
      consumables: false,
      propertytransactions: false,
    });
    expectMatchesSchema(response, 'listInventoryTransactions', 200);
    const types = new Set(
      response.json<{ transactions: { type: string }[] }>().transactions.map((tx) => tx.type),
    );
    for (const excluded of ['reward', 'commission', 'consumable', 'property'])
      expect(types).not.toContain(excluded);
    expect(types).toContain('purchase');
  });

  it('refuses bad input, anonymous callers and non-staff', async () => {
    expectMatchesSchema(await get(admin, url, { count: 0 }), 'listInventoryTransactions', 400);
    expectMatchesSchema(await get(admin, url, { user: 'no spaces' }), 'listInventoryTransactions', 400);
    expectMatchesSchema(await get(admin, url, { rewards: 'maybe' }), 'listInventoryTransactions', 400);
    expectMatchesSchema(await get(null, url), 'listInventoryTransactions', 401);
    for (const session of [developer, member]) {
      const response = await get(session, url);
      expectMatchesSchema(response, 'listInventoryTransactions', 403);
      expect(response.body).toBe('Invalid Permission');
    }
  });

  it('is open to staff without the statistics permissions (user detail page)', async () => {
    expectMatchesSchema(await get(plainStaff, url), 'listInventoryTransactions', 200);
  });
});

describe('listInfiniverseTransactions', () => {
  const url = '/v2/admin/stats/infiniversetransactions';

  it('lists building-world trades with their building and cell', async () => {
    const response = await get(superuser, url, { count: 5 });
    expectMatchesSchema(response, 'listInfiniverseTransactions', 200);
    const [first] = response.json<{ transactions: Record<string, unknown>[] }>().transactions;
    expect(first).toMatchObject({ building: { name: expect.any(String) }, cellx: expect.any(Number) });
    expect(['buy_slot', 'sell_slot', 'buy_store', 'sell_store']).toContain(first.type);
  });

  it('filters by user and refuses others', async () => {
    const response = await get(admin, url, { user: admin.id });
    expectMatchesSchema(response, 'listInfiniverseTransactions', 200);
    expect(
      response.json<{ transactions: { user: string }[] }>().transactions.every((tx) => tx.user === admin.id),
    ).toBe(true);
    expectMatchesSchema(await get(admin, url, { count: 5000 }), 'listInfiniverseTransactions', 400);
    expectMatchesSchema(await get(null, url), 'listInfiniverseTransactions', 401);
    expectMatchesSchema(await get(member, url), 'listInfiniverseTransactions', 403);
  });
});

describe('getInventoryTransactionTotals', () => {
  const url = '/v2/admin/stats/inventorytransactions/totals';

  it('counts and sums purchases per hour since "from", without developers’ test purchases', async () => {
    const from = Date.now() - 7 * DAY;
    const response = await get(admin, url, { from, timeslice: HOUR });
    expectMatchesSchema(response, 'getInventoryTransactionTotals', 200);
    const totals = response.json<Totals>();
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
    const withDev = (await get(admin, url, { from, devtransactions: true })).json<Totals>();
    expect(sum(withDev, 'count')).toBe(
      await scalar(`SELECT count(*) AS n FROM inventory_transactions WHERE ${where}`, [from]),
    );
    expect(sum(withDev, 'count')).toBeGreaterThan(sum(totals, 'count'));
  });

  it('uses the slice length asked for', async () => {
    const from = Date.now() - 7 * DAY;
    const hourly = (await get(admin, url, { from })).json<Totals>();
    const daily = (await get(admin, url, { from, timeslice: DAY })).json<Totals>();
    expect(daily.timeslice_length).toBe(DAY);
    expect(daily.results.length).toBeLessThanOrEqual(8);
    expect(sum(daily, 'total')).toBe(sum(hourly, 'total'));
  });

  it('refuses bad input', async () => {
    expectMatchesSchema(await get(admin, url), 'getInventoryTransactionTotals', 400);
    expectMatchesSchema(await get(admin, url, { from: 'yesterday' }), 'getInventoryTransactionTotals', 400);
    expectMatchesSchema(
      await get(admin, url, { from: 0, timeslice: 1000 }),
      'getInventoryTransactionTotals',
      400,
    );
    const tooMany = await get(admin, url, { from: 0, timeslice: 60_000 });
    expectMatchesSchema(tooMany, 'getInventoryTransactionTotals', 400);
    expect(tooMany.body).toMatch(/more than 10000 slices/);
  });

  it('needs admin_stats_graphs (or superuser)', async () => {
    const from = Date.now() - DAY;
    expectMatchesSchema(await get(superuser, url, { from }), 'getInventoryTransactionTotals', 200);
    expectMatchesSchema(await get(graphsOnly, url, { from }), 'getInventoryTransactionTotals', 200);
    const refused = await get(plainStaff, url, { from });
    expectMatchesSchema(refused, 'getInventoryTransactionTotals', 403);
    expect(refused.body).toBe('Invalid Permission');
    expectMatchesSchema(await get(member, url, { from }), 'getInventoryTransactionTotals', 403);
    expectMatchesSchema(await get(null, url, { from }), 'getInventoryTransactionTotals', 401);
  });
});

describe('getInfiniverseTransactionTotals', () => {
  const url = '/v2/admin/stats/infiniversetransactions/totals';

  it('counts all trades, or those of one type', async () => {
    const from = Date.now() - 9 * DAY;
    const all = await get(admin, url, { from });
    expectMatchesSchema(all, 'getInfiniverseTransactionTotals', 200);
    const buys = (await get(admin, url, { from, type: 'buy_slot' })).json<Totals>();
    const sells = (await get(admin, url, { from, type: 'sell_slot' })).json<Totals>();
    const inWindow = `ts >= to_timestamp($1::bigint / 1000.0)`;
    expect(sum(all.json<Totals>(), 'count')).toBe(
      await scalar(`SELECT count(*) AS n FROM infiniverse_transactions WHERE ${inWindow}`, [from]),
    );
    expect(sum(buys, 'count')).toBe(
      await scalar(
        `SELECT count(*) AS n FROM infiniverse_transactions WHERE ${inWindow} AND type = 'buy_slot'`,
        [from],
      ),
    );
    expect(sum(buys, 'count') + sum(sells, 'count')).toBeLessThan(sum(all.json<Totals>(), 'count'));
  });

  it('refuses a bad type, missing permission and anonymous callers', async () => {
    const from = Date.now() - DAY;
    expectMatchesSchema(
      await get(admin, url, { from, type: 'DROP TABLE' }),
      'getInfiniverseTransactionTotals',
      400,
    );
    expectMatchesSchema(await get(plainStaff, url, { from }), 'getInfiniverseTransactionTotals', 403);
    expectMatchesSchema(await get(null, url, { from }), 'getInfiniverseTransactionTotals', 401);
  });
});

describe('getBiggestSpenders', () => {
  const url = '/v2/admin/stats/biggestspenders';

  it('ranks users by metacoin bought in the window, with nicknames', async () => {
    const from = Date.now() - 28 * DAY;
    const response = await get(admin, url, { from });
    expectMatchesSchema(response, 'getBiggestSpenders', 200);
    const { results } = response.json<{
      results: { user: string; nickname: string; total: number; count: number }[];
    }>();
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
    const developerId = developer.id;
    const without = (await get(admin, url, { from })).json<{ results: { user: string }[] }>();
    expect(without.results.map((row) => row.user)).not.toContain(developerId);
    const withDev = (await get(admin, url, { from, devtransactions: true })).json<{
      results: { user: string }[];
    }>();
    expect(withDev.results.map((row) => row.user)).toContain(developerId);
  });

  it('an empty window has no spenders; a reversed one is refused', async () => {
    const empty = await get(admin, url, { from: 0, to: 1000 });
    expectMatchesSchema(empty, 'getBiggestSpenders', 200);
    expect(empty.json<{ results: unknown[] }>().results).toEqual([]);
    const reversed = await get(admin, url, { from: 2000, to: 1000 });
    expectMatchesSchema(reversed, 'getBiggestSpenders', 400);
    expectMatchesSchema(await get(admin, url, {}), 'getBiggestSpenders', 400);
  });

  it('needs admin_stats_spenders (or superuser)', async () => {
    const from = Date.now() - DAY;
    expectMatchesSchema(await get(superuser, url, { from }), 'getBiggestSpenders', 200);
    for (const session of [graphsOnly, plainStaff, member]) {
      const refused = await get(session, url, { from });
      expectMatchesSchema(refused, 'getBiggestSpenders', 403);
      expect(refused.body).toBe('Invalid Permission');
    }
    expectMatchesSchema(await get(null, url, { from }), 'getBiggestSpenders', 401);
  });
});
