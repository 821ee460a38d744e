/**
 * The Stripe payments provider (official SDK) against a local stand-in of Stripe's HTTP API: proves that
 * checkout, sync, proration preview, upgrade, cancel, billing info and the portal send what Stripe expects and
 * map Stripe's replies back onto the contract. The stand-in implements only the endpoints the provider calls.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainId } from '../../seed/demo-accounts.ts';
import { apiTest } from '../api-test.ts';

interface Recorded {
  method: string;
  path: string;
  /** Query string and form body, flattened the way Stripe encodes them (`items[0][price]`). */
  params: Record<string, string>;
  authorized: boolean;
}

interface StandInSubscription {
  id: string;
  status: string;
  customer: string;
  price: string;
  metadata: Record<string, string>;
}

/** Stripe's state in the stand-in: one customer, and the subscription its checkout will create. */
const stripe = {
  requests: [] as Recorded[],
  customers: [] as { id: string; email: string; metadata: Record<string, string> }[],
  subscriptions: [] as StandInSubscription[],
};

function subscriptionObject(sub: StandInSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    status: sub.status,
    customer: sub.customer,
    metadata: sub.metadata,
    items: {
      object: 'list',
      data: [{ id: `si_${sub.id}`, object: 'subscription_item', price: { id: sub.price, object: 'price' } }],
    },
  };
}

const list = (data: unknown[]) => ({ object: 'list', data, has_more: false });
const search = (data: unknown[]) => ({ object: 'search_result', data, has_more: false });

/** `metadata['domain']:'abc'` → ['domain', 'abc']. */
function metadataQuery(query: string): [string, string] {
  const match = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(query);
  if (!match) throw new Error(`The stand-in does not understand the search ${query}`);
  return [match[1], match[2]];
}

function route(method: string, path: string, params: Record<string, string>): [number, unknown] {
  if (method === 'GET' && path === '/v1/customers/search') {
    const [key, value] = metadataQuery(params.query);
    return [200, search(stripe.customers.filter((c) => c.metadata[key] === value))];
  }
  if (method === 'POST' && path === '/v1/customers') {
    const customer = {
      id: `cus_${stripe.customers.length + 1}`,
      email: params.email,
      metadata: { user: params['metadata[user]'] },
    };
    stripe.customers.push(customer);
    return [200, { object: 'customer', ...customer }];
  }
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    return [
      200,
      { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_1' },
    ];
  }
  if (method === 'GET' && path === '/v1/subscriptions/search') {
    const [key, value] = metadataQuery(params.query);
    return [
      200,
      search(stripe.subscriptions.filter((s) => s.metadata[key] === value).map(subscriptionObject)),
    ];
  }
  if (method === 'GET' && path === '/v1/subscriptions') {
    const found = stripe.subscriptions.filter(
      (s) => s.customer === params.customer && s.status === params.status,
    );
    return [200, list(found.map(subscriptionObject))];
  }
  const subscription = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
  if (subscription) {
    const sub = stripe.subscriptions.find((s) => s.id === subscription[1]);
    if (!sub) return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
    if (method === 'POST') sub.price = params['items[0][price]'];
    if (method === 'DELETE') sub.status = 'canceled';
    return [200, subscriptionObject(sub)];
  }
  if (method === 'POST' && path === '/v1/invoices/create_preview') {
    const lines = [
      { amount: -27_616, currency: 'usd', description: 'Unused time on Premium after 1 Jan' },
      { amount: 75_226, currency: 'usd', description: 'Remaining time on Professional after 1 Jan' },
    ];
    return [200, { object: 'invoice', currency: 'usd', total: 47_610, lines: list(lines) }];
  }
  if (method === 'POST' && path === '/v1/billing_portal/sessions') {
    return [
      200,
      { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/bps_1' },
    ];
  }
  return [404, { error: { type: 'invalid_request_error', message: `Unknown route ${method} ${path}` } }];
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
    const method = request.method ?? 'GET';
    const authorized = request.headers.authorization === 'Bearer sk_test_standin';
    stripe.requests.push({ method, path: url.pathname, params, authorized });
    const [status, reply] = authorized
      ? route(method, url.pathname, params)
      : [401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } }];
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
    response.end(JSON.stringify(reply));
  });
}

/** The last request the stand-in received for this method and path. */
function last(method: string, path: string): Recorded {
  const found = stripe.requests.filter((r) => r.method === method && r.path === path).at(-1);
  if (!found) throw new Error(`Stripe was not called: ${method} ${path}`);
  return found;
}

let standIn: Server;
const freeId = domainId('demo-free');

// Registered before the fixture's set-up, so the app starts once the stand-in knows its address.
beforeAll(async () => {
  standIn = createServer(handle);
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
});

const api = apiTest({
  roles: ['owner', 'manager'],
  config: () => ({
    stripe: {
      secretKey: 'sk_test_standin',
      apiBase: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
    },
  }),
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
