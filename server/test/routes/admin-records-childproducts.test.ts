import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { domainId } from '../../seed/demo-accounts.ts';
import { asUser, createTestApp, expectMatchesSchema, login, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Session;
let member: Session;
let tester: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, tester] = await Promise.all(
    ['admin', 'member', 'tester'].map((role) => login(t.app, `${role}@demo.test`)),
  );
});

afterAll(async () => {
  await t?.close();
});

const get = (session: Session | null, url: string) => asUser(t.app, session, { method: 'GET', url });

describe('listAdminChildProducts', () => {
  it('lists every child product by id with its root domain', async () => {
    await t.app.db.query('INSERT INTO child_products (id, doc) VALUES ($1, $2::jsonb)', [
      'a-first',
      JSON.stringify({ id: 'a-first', root_domain: domainId('demo-free') }),
    ]);
    const response = await get(admin, '/v2/admin/childproducts');
    expectMatchesSchema(response, 'listAdminChildProducts', 200);
    expect(response.json().products).toEqual([
      { id: 'a-first', root_domain: domainId('demo-free') },
      { id: DEMO_CHILD_PRODUCT_ID, name: 'Demo Skies', root_domain: domainId('demo-business') },
    ]);
  });

  it('is for staff only', async () => {
    expectMatchesSchema(await get(null, '/v2/admin/childproducts'), 'listAdminChildProducts', 401);
    for (const session of [member, tester]) {
      const refused = await get(session, '/v2/admin/childproducts');
      expectMatchesSchema(refused, 'listAdminChildProducts', 403);
      expect(refused.body).toBe('Invalid Permission');
    }
  });
});

describe('per-location Android performance (location page)', () => {
  it('averages only the Android runs of that location, per build', async () => {
    const { rows } = await t.app.db.query<{ location: string; runs: number }>(
      `SELECT doc->>'location' AS location, count(*)::int AS runs FROM autotests
       WHERE doc->>'platform' <> 'windows' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const [{ location, runs }] = rows;
    const response = await get(
      admin,
      `/v2/autotest/historicalstats?platform=android&location=${encodeURIComponent(location)}`,
    );
    expectMatchesSchema(response, 'getAutotestHistoricalStats', 200);
    const results = response.json().results as { count: number }[];
    expect(results.reduce((sum, result) => sum + result.count, 0)).toBe(runs);
    const none = await get(admin, '/v2/autotest/historicalstats?platform=android&location=nowhere%2Fat-all');
    expect(none.json().results).toEqual([]);
  });
});
