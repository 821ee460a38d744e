import { describe, expect, it } from 'vitest';
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';

const api = apiTest({ roles: ['admin', 'member', 'tester'] });

describe('listAdminChildProducts', () => {
  it('lists every child product by id with its root domain', async () => {
    await api.app.db.query('INSERT INTO child_products (id, doc) VALUES ($1, $2::jsonb)', [
      'a-first',
      JSON.stringify({ id: 'a-first', root_domain: domainId('demo-free') }),
    ]);
    const response = await api.op('listAdminChildProducts', { as: 'admin' }, 200);
    expect(response.json.products).toEqual([
      { id: 'a-first', root_domain: domainId('demo-free') },
      { id: DEMO_CHILD_PRODUCT_ID, name: 'Demo Skies', root_domain: domainId('demo-business') },
    ]);
  });

  it('is for staff only', async () => {
    await api.op('listAdminChildProducts', {}, 401);
    for (const as of ['member', 'tester'] as const) {
      const refused = await api.op('listAdminChildProducts', { as }, 403);
      expect(refused.text).toBe('Invalid Permission');
    }
  });
});

describe('per-location Android performance (location page)', () => {
  it('averages only the Android runs of that location, per build', async () => {
    const { rows } = await api.app.db.query<{ location: string; runs: number }>(
      `SELECT doc->>'location' AS location, count(*)::int AS runs FROM autotests
       WHERE doc->>'platform' <> 'windows' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const [{ location, runs }] = rows;
    const response = await api.op(
      'getAutotestHistoricalStats',
      { query: { platform: 'android', location }, as: 'admin' },
      200,
    );
    const results = response.json.results;
    expect(results.reduce((sum, result) => sum + result.count, 0)).toBe(runs);
    const none = await api.op('getAutotestHistoricalStats', {
      query: { platform: 'android', location: 'nowhere/at-all' },
      as: 'admin',
    });
    expect(none.json.results).toEqual([]);
  });
});
