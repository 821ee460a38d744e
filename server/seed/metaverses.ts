/**
 * Paid subscriptions of the demo world in the local payments ledger: demo-premium and demo-business run on
 * annual subscriptions started a month ago, so their owner sees the change-plan proration quote.
 */
import type { Queryable } from '../db/connection.ts';
import { findPrice } from '../providers/payments/catalogue.ts';
import { periodEnd } from '../providers/payments/proration.ts';
import { demoUserId, domainId } from './demo-accounts.ts';
import { DAY, stableId } from './random.ts';

const SUBSCRIBED: readonly { uri: string; priceId: string }[] = [
  { uri: 'demo-premium', priceId: 'price_premium_annual' },
  { uri: 'demo-business', priceId: 'price_business_annual' },
];

/** Inserts the demo subscriptions with their first charge and links them from their domains. */
export async function seedDemoSubscriptions(q: Queryable, now: Date): Promise<void> {
  const owner = demoUserId('owner@demo.test');
  const start = new Date(now.getTime() - 30 * DAY);
  for (const { uri, priceId } of SUBSCRIBED) {
    const price = findPrice(priceId);
    if (!price) throw new Error(`Demo subscription uses an unknown price ${priceId}`);
    const subscriptionId = `sub_local_${stableId('subscription', uri)}`;
    await q.query(
      `INSERT INTO payment_subscriptions (id, user_id, domain_id, price_id, status, period_start, period_end, created)
       VALUES ($1, $2, $3, $4, 'active', $5, $6, $5) ON CONFLICT (id) DO NOTHING`,
      [subscriptionId, owner, domainId(uri), price.id, start, periodEnd(start, price.interval)],
    );
    await q.query(
      `INSERT INTO payment_charges (id, subscription_id, ts, amount, currency, description)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [
        stableId('charge', uri),
        subscriptionId,
        start,
        price.amount,
        price.currency,
        `First ${price.interval} of ${price.plan}`,
      ],
    );
    await q.query(
      `UPDATE domains SET doc = jsonb_set(doc, '{stripesubscription}', to_jsonb($2::text)) WHERE id = $1`,
      [domainId(uri), subscriptionId],
    );
  }
}
