/**
 * A local stand-in of Stripe's HTTP API: customers, checkout sessions, subscriptions, invoice previews and
 * billing-portal sessions (plan upgrades), and payment intents with manual capture and Stripe's test payment
 * methods (advert impressions). It checks the secret key, records every request, and implements only the
 * endpoints the Stripe payments provider calls.
 *
 * Started and stopped by plain functions, so both the API tests (through the Vitest hooks of `stripe.ts`) and
 * the browser journeys (a server process given {@link StripeStandIn.env}) can use it. Nothing here imports
 * Vitest.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STANDIN_SECRET_KEY = 'sk_test_standin';
export const STANDIN_PUBLISHABLE_KEY = 'pk_test_standin';

export interface Recorded {
  method: string;
  path: string;
  /** Query string and form body, flattened the way Stripe encodes them (`items[0][price]`). */
  params: Record<string, string>;
  authorized: boolean;
}

/** A subscription as the stand-in keeps it. */
export interface StandInSubscription {
  id: string;
  status: string;
  customer: string;
  price: string;
  metadata: Record<string, string>;
}

/** A payment intent as the stand-in keeps it. */
export interface StandInIntent {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  capture_method: string;
  status: string;
  payment_method: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string } | null;
}

/** Stripe's state in a stand-in: every request received, and the objects its calls made or a test put there. */
export interface StripeState {
  requests: Recorded[];
  customers: { id: string; email: string; metadata: Record<string, string> }[];
  subscriptions: StandInSubscription[];
  paymentIntents: StandInIntent[];
  /** Intents whose capture the bank refuses (an authorization that expired or was withdrawn). */
  refuseCapture: Set<string>;
}

/** An empty Stripe account. */
export function stripeState(): StripeState {
  return { requests: [], customers: [], subscriptions: [], paymentIntents: [], refuseCapture: new Set() };
}

/** Where the stand-in sends the browser for a checkout and for the billing portal (Stripe's hosted pages). */
export const STANDIN_CHECKOUT_URL = 'https://checkout.stripe.test/c/cs_test_1';
export const STANDIN_PORTAL_URL = 'https://billing.stripe.test/p/bps_1';

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

export const list = (data: unknown[]) => ({ object: 'list', data, has_more: false });
const search = (data: unknown[]) => ({ object: 'search_result', data, has_more: false });

/** `metadata['domain']:'abc'` → ['domain', 'abc']. */
function metadataQuery(query: string): [string, string] {
  const match = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(query);
  if (!match) throw new Error(`The stand-in does not understand the search ${query}`);
  return [match[1], match[2]];
}

function route(
  stripe: StripeState,
  method: string,
  path: string,
  params: Record<string, string>,
): [number, unknown] {
  const intents = paymentIntentRoute(stripe, method, path, params);
  if (intents) return intents;
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
    return [200, { id: 'cs_test_1', object: 'checkout.session', url: STANDIN_CHECKOUT_URL }];
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
    return [200, { id: 'bps_1', object: 'billing_portal.session', url: STANDIN_PORTAL_URL }];
  }
  return [404, { error: { type: 'invalid_request_error', message: `Unknown route ${method} ${path}` } }];
}

function handler(stripe: StripeState) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
      const method = request.method ?? 'GET';
      const authorized = request.headers.authorization === `Bearer ${STANDIN_SECRET_KEY}`;
      stripe.requests.push({ method, path: url.pathname, params, authorized });
      const [status, reply] = authorized
        ? route(stripe, method, url.pathname, params)
        : [401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } }];
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
      response.end(JSON.stringify(reply));
    });
  };
}

/** The last request the stand-in of `stripe` received for this method and path. */
export function lastRequest(stripe: StripeState, method: string, path: string): Recorded {
  const found = stripe.requests.filter((r) => r.method === method && r.path === path).at(-1);
  if (!found) throw new Error(`Stripe was not called: ${method} ${path}`);
  return found;
}

/** Stripe's test payment methods: one succeeds, one is declined, one needs 3-D Secure. */
export const TEST_PAYMENT_METHODS = {
  success: 'pm_card_visa',
  decline: 'pm_card_visa_chargeDeclined',
  authenticate: 'pm_card_authenticationRequired',
} as const;

const DECLINED = 'Your card was declined.';
const CAPTURE_REFUSED = 'Your card has insufficient funds.';
const NOT_AUTHENTICATED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const intentObject = (intent: StandInIntent) => ({ object: 'payment_intent', ...intent });
const notFound = (what: string): [number, unknown] => [
  404,
  { error: { type: 'invalid_request_error', message: `No such ${what}` } },
];

/** What Stripe.js does in the browser for a payment that requires action: the card holder passes or fails 3-D Secure. */
export function authenticateIntentIn(stripe: StripeState, id: string, passed: boolean): void {
  const intent = stripe.paymentIntents.find((i) => i.id === id);
  if (!intent || intent.status !== 'requires_action') throw new Error(`${id} does not require action`);
  intent.status = passed ? 'requires_capture' : 'requires_payment_method';
  intent.last_payment_error = passed ? null : { message: NOT_AUTHENTICATED };
}

function paymentIntentRoute(
  stripe: StripeState,
  method: string,
  path: string,
  params: Record<string, string>,
): [number, unknown] | null {
  if (method === 'POST' && path === '/v1/payment_intents') {
    const id = `pi_${stripe.paymentIntents.length + 1}`;
    const intent: StandInIntent = {
      id,
      client_secret: `${id}_secret_standin`,
      amount: Number(params.amount),
      currency: params.currency,
      capture_method: params.capture_method ?? 'automatic',
      status: 'requires_payment_method',
      payment_method: null,
      metadata: Object.fromEntries(
        Object.entries(params)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
      last_payment_error: null,
    };
    stripe.paymentIntents.push(intent);
    return [200, intentObject(intent)];
  }
  const match = /^\/v1\/payment_intents\/(\w+?)(?:\/(confirm|capture|cancel))?$/.exec(path);
  if (!match) return null;
  const intent = stripe.paymentIntents.find((i) => i.id === match[1]);
  if (!intent) return notFound('payment_intent');
  const action = match[2];
  if (method === 'GET' && !action) return [200, intentObject(intent)];
  if (method !== 'POST') return null;
  if (!action) {
    if (params.amount) intent.amount = Number(params.amount);
    return [200, intentObject(intent)];
  }
  if (action === 'confirm') {
    if (intent.status !== 'requires_payment_method') {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'unexpected state',
          },
        },
      ];
    }
    intent.payment_method = params.payment_method;
    if (params.payment_method === TEST_PAYMENT_METHODS.decline) {
      intent.last_payment_error = { message: DECLINED };
      return [
        402,
        {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: DECLINED,
            payment_intent: intentObject(intent),
          },
        },
      ];
    }
    if (params.payment_method === TEST_PAYMENT_METHODS.authenticate) intent.status = 'requires_action';
    else if (params.payment_method === TEST_PAYMENT_METHODS.success) intent.status = 'requires_capture';
    else return notFound('payment_method');
    intent.last_payment_error = null;
    return [200, intentObject(intent)];
  }
  if (action === 'capture') {
    if (stripe.refuseCapture.has(intent.id)) {
      intent.last_payment_error = { message: CAPTURE_REFUSED };
      return [402, { error: { type: 'card_error', code: 'card_declined', message: CAPTURE_REFUSED } }];
    }
    if (intent.status !== 'requires_capture') {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'unexpected state',
          },
        },
      ];
    }
    intent.status = 'succeeded';
    return [200, intentObject(intent)];
  }
  intent.status = 'canceled';
  return [200, intentObject(intent)];
}

/** A running stand-in: where it listens, the keys it takes, what it has received, and how to stop it. */
export interface StripeStandIn {
  /** Its API base, e.g. http://127.0.0.1:40123 (the provider's `apiBase`, or STRIPE_API_URL). */
  base: string;
  secretKey: string;
  publishableKey: string;
  /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_API_URL for a server process pointing at it. */
  env: Record<'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_URL', string>;
  /** Its Stripe account: every request received, and the objects in it (a test may add or change them). */
  state: StripeState;
  /** The last request received for this method and path; throws when there was none. */
  last(method: string, path: string): Recorded;
  close(): Promise<void>;
}

/** Starts a stand-in on a free loopback port, keeping its account in `state` (a new, empty one by default). */
export async function openStripeStandIn(state: StripeState = stripeState()): Promise<StripeStandIn> {
  const server = createServer(handler(state));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    secretKey: STANDIN_SECRET_KEY,
    publishableKey: STANDIN_PUBLISHABLE_KEY,
    env: {
      STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STANDIN_PUBLISHABLE_KEY,
      STRIPE_API_URL: base,
    },
    state,
    last: (method, path) => lastRequest(state, method, path),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
