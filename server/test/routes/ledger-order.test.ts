/**
 * Every user's ledger reads as a real one: entries in the order the balance changed, each entry's balance the
 * previous one plus its amount, the latest one the account's balance — after many changes at once on one
 * account, and in the seeded demo world.
 */
import { describe, expect, it } from 'vitest';
import { demoUserId } from '../../seed/demo.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['superuser', 'admin'] });

interface Entry {
  added: number;
  newcurrency: number;
}

/** What is wrong with a ledger read oldest first, ending at `balance` (empty when nothing is). */
function ledgerProblems(entries: readonly Entry[], balance: number): string[] {
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    if (previous && previous.newcurrency + entry.added !== entry.newcurrency)
      problems.push(`entry ${index}: ${previous.newcurrency} + ${entry.added} is not ${entry.newcurrency}`);
  });
  const last = entries.at(-1);
  if (last && last.newcurrency !== balance)
    problems.push(`the latest entry says ${last.newcurrency}, the account ${balance}`);
  return problems;
}

describe('a ledger', () => {
  it('keeps exact running balances, in order, under 20 credits at once on one account', async () => {
    const memberId = demoUserId('member@demo.test');
    const before = (await api.op('getAdminUserInventory', { path: { id: memberId }, as: 'superuser' }, 200))
      .json.currency;
    const credits = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 100 : 1000) as 100 | 1000);
    await Promise.all(
      credits.map((amount, index) =>
        api.op(
          'addAdminUserCurrency',
          { path: { id: memberId }, body: { amount }, as: index % 2 === 0 ? 'superuser' : 'admin' },
          200,
        ),
      ),
    );
    const balance = (await api.op('getAdminUserInventory', { path: { id: memberId }, as: 'superuser' }, 200))
      .json.currency;
    expect(balance).toBe(before + credits.reduce((sum, amount) => sum + amount, 0));
    const page = (
      await api.op(
        'listAdminUserInventoryTransactions',
        { path: { id: memberId }, query: { first: 0, count: 100 }, as: 'superuser' },
        200,
      )
    ).json;
    // Newest first on the page; the 20 credits are the newest entries.
    const oldestFirst = [...page.transactions].reverse();
    expect(ledgerProblems(oldestFirst, balance)).toEqual([]);
    expect(page.transactions.slice(0, 20).map((entry) => entry.type)).toEqual(Array(20).fill('admin'));
  });

  it('of every seeded demo user ends at the account balance, each entry the previous plus its amount', async () => {
    const { rows } = await api.app.db.query<{ user_id: string; balance: string; entries: Entry[] }>(
      `SELECT it.user_id, coalesce((u.doc->>'currency')::bigint, 0) AS balance,
              json_agg(json_build_object('added', it.added, 'newcurrency', it.newcurrency) ORDER BY it.seq) AS entries
       FROM inventory_transactions it JOIN users u ON u.id = it.user_id
       GROUP BY it.user_id, u.doc`,
    );
    expect(rows.length).toBeGreaterThan(5);
    const problems = rows.flatMap((row) =>
      ledgerProblems(
        row.entries.map((entry) => ({ added: Number(entry.added), newcurrency: Number(entry.newcurrency) })),
        Number(row.balance),
      ).map((problem) => `${row.user_id}: ${problem}`),
    );
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
