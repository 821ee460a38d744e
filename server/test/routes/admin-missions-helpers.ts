/**
 * What the mission tool tests (admin-missions-*.test.ts) share: the demo child product, and a second product
 * with a config of its own, to prove one product never reaches another's configs, missions or jobs.
 */
import { DEMO_CHILD_PRODUCT_ID } from '../../seed/admin-records.ts';
import { domainId } from '../../seed/demo-domains.ts';
import type { ApiTest } from '../api-test.ts';

export const product = { id: DEMO_CHILD_PRODUCT_ID };
export const OTHER = 'other-product';

/** The other product's fixtures, in the file's database. */
export function otherProduct(api: ApiTest<'superuser'>) {
  /** The other product (made once) and a new mission config of it: its id. */
  async function otherProductConfig(): Promise<string> {
    await api.app.db.query(
      'INSERT INTO child_products (id, doc) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO NOTHING',
      [OTHER, JSON.stringify({ id: OTHER, name: 'Other', root_domain: domainId('demo-free') })],
    );
    const created = await api.op(
      'createMissionConfig',
      { path: { id: OTHER }, body: { location: 'elsewhere' }, as: 'superuser' },
      200,
    );
    return created.json.mission_config!.id;
  }

  return { otherProductConfig };
}
