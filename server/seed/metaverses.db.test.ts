import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createLocalPayments } from '../providers/payments/local.ts';
import { findPrice } from '../providers/payments/catalogue.ts';
import { domainId } from './demo-domains.ts';
import { seedDemo } from './demo.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
let test: TestDatabase;
let db: Db;

beforeAll(async () => {
  test = await openTestDatabase();
  db = test.db;
  await seedDemo(db, { now: NOW });
});
afterAll(() => test?.dispose());

describe('demo subscriptions', () => {
  it('links demo-premium and demo-business to active annual subscriptions of their owner', async () => {
    const payments = createLocalPayments(db);
    for (const [uri, price] of [
      ['demo-premium', 'price_premium_annual'],
      ['demo-business', 'price_business_annual'],
    ]) {
      const { rows } = await db.query<{ sub: string }>(
        `SELECT doc->>'stripesubscription' AS sub FROM domains WHERE id = $1`,
        [domainId(uri)],
      );
      const found = await payments.findSubscription(domainId(uri), rows[0].sub);
      expect(found).toEqual({ id: rows[0].sub, status: 'active', priceId: price });
    }
    // Besides these two: the past-due subscription and the two paid twins' (the demo world's other states).
    const { rows } = await db.query<{ status: string }>(
      `SELECT status FROM payment_subscriptions ORDER BY status`,
    );
    expect(rows.map((row) => row.status)).toEqual(['active', 'active', 'active', 'active', 'past_due']);
  });

  it('gives the owner of demo-premium a real proration quote for professional', async () => {
    const payments = createLocalPayments(db);
    const sub = await payments.findSubscription(domainId('demo-premium'));
    const professional = findPrice('price_professional_annual');
    if (!sub || !professional) throw new Error('missing demo subscription or price');
    // A month into the year: about 11/12 of each annual price.
    const quote = await payments.quote(sub.id, professional, NOW);
    expect(quote.lines).toHaveLength(2);
    expect(quote.lines[0].amount).toBe(-Math.round(29_000 * (335 / 365)));
    expect(quote.total).toBe(Math.round(79_000 * (335 / 365)) - Math.round(29_000 * (335 / 365)));
  });
});
