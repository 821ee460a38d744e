/**
 * The Stripe payments provider (official SDK) against a local stand-in of Stripe's HTTP API: proves that
 * checkout, sync, proration preview, upgrade, cancel, billing info and the portal send what Stripe expects and
 * map Stripe's replies back onto the contract. The stand-in (`stand-ins/stripe.ts`) implements only the
 * endpoints the provider calls.
 */
import { describe, expect, it } from 'vitest';
import { domainId } from '../../seed/demo-domains.ts';
import { apiTest } from '../api-test.ts';
import { last, stripe, startStripeStandIn } from '../stand-ins/stripe.ts';

const stripeConfig = startStripeStandIn();
const freeId = domainId('demo-free');

const api = apiTest({
  roles: ['owner', 'manager'],
  config: () => ({ stripe: stripeConfig() }),
});

const premium = { domain: 'demo-free', plan: 'premium', priceId: 'price_premium_annual' } as const;
const professional = {
  domain: 'demo-free',
  plan: 'professional',
  priceId: 'price_professional_monthly',
} as const;
const sync = () => api.op('syncDomainSubscription', { path: { domain: 'demo-free' }, as: 'owner' }, 200);

describe('the Stripe provider against a stand-in of its API', () => {
  it('creates a subscription checkout for the owner, with a new customer and the domain in the metadata', async () => {
    const reply = await api.op('createUpgradeSession', { body: premium, as: 'owner' }, 200);
    expect(reply.json).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.test/c/cs_test_1' });
    expect(last('POST', '/v1/customers').params).toMatchObject({
      email: 'owner@demo.test',
      'metadata[user]': api.as.owner.id,
    });
    const checkout = last('POST', '/v1/checkout/sessions').params;
    expect(checkout).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_premium_annual',
      'line_items[0][quantity]': '1',
      client_reference_id: freeId,
      customer: 'cus_1',
      'subscription_data[metadata][domain]': freeId,
    });
    expect(checkout.success_url).toMatch(/\/domains\/demo-free\?checkout=success$/);
    expect(checkout.cancel_url).toMatch(/\/domains\/demo-free\/upgrade$/);
  });

  it('quotes no_subscription before Stripe reports one, then sync links the paid subscription', async () => {
    const quote = await api.op('getUpgradeProration', { body: professional, as: 'owner' }, 200);
    expect(quote.json).toEqual({ error: 'no_subscription' });
    // What Stripe holds once the checkout is paid.
    stripe.subscriptions.push({
      id: 'sub_1',
      status: 'active',
      customer: 'cus_1',
      price: 'price_premium_annual',
      metadata: { domain: freeId, user: api.as.owner.id },
    });
    expect((await sync()).json).toMatchObject({ plan: { type: 'premium', plan: 'premium-stripe' } });
    expect(last('GET', '/v1/subscriptions/search').params.query).toBe(`metadata['domain']:'${freeId}'`);
  });

  it('maps the invoice preview onto the proration quote', async () => {
    const quote = await api.op('getUpgradeProration', { body: professional, as: 'manager' }, 200);
    expect(quote.json).toEqual({
      lines: {
        data: [
          { amount: -27_616, currency: 'usd', description: 'Unused time on Premium after 1 Jan' },
          { amount: 75_226, currency: 'usd', description: 'Remaining time on Professional after 1 Jan' },
        ],
      },
      total: 47_610,
      currency: 'usd',
    });
    const preview = last('POST', '/v1/invoices/create_preview').params;
    expect(preview).toMatchObject({
      subscription: 'sub_1',
      'subscription_details[items][0][id]': 'si_sub_1',
      'subscription_details[items][0][price]': 'price_professional_monthly',
      'subscription_details[proration_behavior]': 'always_invoice',
    });
    expect(Number(preview['subscription_details[proration_date]'])).toBeGreaterThan(1_700_000_000);
  });

  it('upgrades the subscription item to the new price, and sync sets the plan', async () => {
    await api.op('upgradeSubscription', { body: professional, as: 'manager' }, 403);
    const upgraded = await api.op('upgradeSubscription', { body: professional, as: 'owner' }, 200);
    expect(upgraded.json).toEqual({});
    expect(last('POST', '/v1/subscriptions/sub_1').params).toMatchObject({
      'items[0][id]': 'si_sub_1',
      'items[0][price]': 'price_professional_monthly',
      proration_behavior: 'always_invoice',
    });
    expect((await sync()).json).toMatchObject({
      plan: { type: 'professional', plan: 'professional-stripe' },
    });
  });

  it('reports billing info needed while a subscription is past due, and opens the Stripe portal', async () => {
    const needs = () => api.op('needsBillingInfo', { as: 'owner' }, 200);
    expect((await needs()).json).toEqual({ required: false });
    stripe.subscriptions[0].status = 'past_due';
    expect((await needs()).json).toEqual({ required: true });
    expect(last('GET', '/v1/subscriptions').params).toMatchObject({ customer: 'cus_1', status: 'past_due' });
    stripe.subscriptions[0].status = 'active';

    const portal = await api.op(
      'createPortalSession',
      { body: { return_url: '/profile' }, as: 'owner' },
      200,
    );
    expect(portal.json).toEqual({ url: 'https://billing.stripe.test/p/bps_1' });
    expect(last('POST', '/v1/billing_portal/sessions').params).toEqual({
      customer: 'cus_1',
      return_url: '/profile',
    });
  });

  it('cancels the subscription, and sync returns the metaverse to free', async () => {
    await api.op('cancelSubscription', { body: { domain: 'demo-free', newPlan: 'free' }, as: 'owner' }, 200);
    expect(last('DELETE', '/v1/subscriptions/sub_1')).toBeDefined();
    const synced = await sync();
    expect(synced.json).toMatchObject({ plan: { type: 'free', plan: 'free' } });
    expect(synced.json).not.toHaveProperty('stripesubscription');
  });

  it('sends the secret key on every call and never creates a second customer', () => {
    expect(stripe.customers).toHaveLength(1);
    expect(stripe.requests.length).toBeGreaterThan(8);
    expect(stripe.requests.filter((r) => !r.authorized)).toEqual([]);
  });
});
