/**
 * Paid subscriptions of the demo world in the local payments ledger: demo-premium and demo-business run on
 * annual subscriptions started a month ago, so their owner sees the change-plan proration quote; demo-past-due's
 * monthly subscription is past due (its owner is asked to update their billing info); the two paid-twin
 * metaverses give one person two paying accounts.
 */
import type { Queryable } from '../db/connection.ts';
import { findPrice } from '../providers/payments/catalogue.ts';
import { periodEnd } from '../providers/payments/proration.ts';
import { demoUserId } from './demo-accounts.ts';
import { domainId, stateDomainOwnerId, stateDomains } from './demo-domains.ts';
import { DAY, stableId } from './random.ts';

const SUBSCRIBED: readonly { uri: string; priceId: string; status: 'active' | 'past_due' }[] = [
  { uri: 'demo-premium', priceId: 'price_premium_annual', status: 'active' },
  { uri: 'demo-business', priceId: 'price_business_annual', status: 'active' },
  { uri: 'demo-past-due', priceId: 'price_premium_monthly', status: 'past_due' },
  { uri: 'demo-paid-twin', priceId: 'price_premium_monthly', status: 'active' },
  { uri: 'demo-paid-twin-google', priceId: 'price_premium_monthly', status: 'active' },
];

/** Inserts the demo subscriptions with their first charge and links them from their domains. */
export async function seedDemoSubscriptions(q: Queryable, now: Date): Promise<void> {
  const owners = new Map(stateDomains(now).map((domain) => [domain.uri, stateDomainOwnerId(domain)]));
  const start = new Date(now.getTime() - 30 * DAY);
  for (const { uri, priceId, status } of SUBSCRIBED) {
    const owner = owners.get(uri) ?? demoUserId('owner@demo.test');
    const price = findPrice(priceId);
    if (!price) throw new Error(`Demo subscription uses an unknown price ${priceId}`);
    const subscriptionId = `sub_local_${stableId('subscription', uri)}`;
    await q.query(
      `INSERT INTO payment_subscriptions (id, user_id, domain_id, price_id, status, period_start, period_end, created)
       VALUES ($1, $2, $3, $4, $7, $5, $6, $5) ON CONFLICT (id) DO NOTHING`,
      [subscriptionId, owner, domainId(uri), price.id, start, periodEnd(start, price.interval), status],
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
