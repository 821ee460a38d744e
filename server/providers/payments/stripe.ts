/**
 * The Stripe payments provider (official SDK), used when STRIPE_SECRET_KEY is set. The catalogue's price ids
 * must exist in the Stripe account. Subscriptions carry the domain id in their metadata so sync can find them.
 */
import type Stripe from 'stripe';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';
import {
  CardRefusal,
  type CardIntent,
  type CardIntentStatus,
  type CardPayments,
  type PaymentsProvider,
  type SubscriptionState,
} from './types.ts';

export interface StripeOptions {
  secretKey: string;
  /** The key Stripe Elements loads with in the console. */
  publishableKey?: string;
  /** Another API base (STRIPE_API_URL: a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

/** Stripe's own API, where the SDK goes without `apiBase` (its default host, on 443). */
export const STRIPE_API_URL = 'https://api.stripe.com';

/** The SDK, read on first use: a server on the local ledger never loads it. */
const stripeSdk = loadOnFirstUse('The Stripe client', async () => (await import('stripe')).default);

function state(subscription: Stripe.Subscription): SubscriptionState {
  const status = subscription.status;
  return {
    id: subscription.id,
    status:
      status === 'active' || status === 'trialing'
        ? 'active'
        : status === 'canceled'
          ? 'canceled'
          : 'past_due',
    priceId: subscription.items.data[0]?.price.id ?? '',
  };
}

/** Words for the card holder when Stripe gives none. */
const STRIPE_TEXTS = {
  refused: 'The card payment could not be completed.',
} as const;

function cardIntent(intent: Stripe.PaymentIntent): CardIntent {
  const failure = intent.last_payment_error?.message;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as CardIntentStatus,
    amount: intent.amount,
    ...(failure && { failure }),
  };
}

/**
 * A card error's message is written by Stripe for the card holder ("Your card was declined."); it is passed
 * on. Any other failure (network, keys, a request Stripe refused) is not a card refusal and propagates.
 */
async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof (await stripeSdk()).errors.StripeCardError) {
      throw new CardRefusal(error.message || STRIPE_TEXTS.refused);
    }
    throw error;
  }
}

/** Card payment intents with manual capture, confirmed on the server with a payment method from Elements. */
function stripeCards(stripe: () => Promise<Stripe>): CardPayments {
  return {
    async createIntent(request) {
      const intent = await (
        await stripe()
      ).paymentIntents.create({
        amount: request.amount,
        currency: request.currency,
        capture_method: 'manual',
        allowed_payment_method_types: ['card'],
        description: request.description,
        metadata: { ...request.metadata, user: request.userId },
      });
      return cardIntent(intent);
    },
    async updateIntent(id, amount) {
      return cardIntent(await (await stripe()).paymentIntents.update(id, { amount }));
    },
    async confirmIntent(id, paymentMethodId, returnUrl) {
      return refusing(async () =>
        cardIntent(
          await (
            await stripe()
          ).paymentIntents.confirm(id, { payment_method: paymentMethodId, return_url: returnUrl }),
        ),
      );
    },
    async retrieveIntent(id) {
      return cardIntent(await (await stripe()).paymentIntents.retrieve(id));
    },
    async captureIntent(id) {
      await refusing(async () => (await stripe()).paymentIntents.capture(id));
    },
    async cancelIntent(id) {
      const intent = await (await stripe()).paymentIntents.retrieve(id);
      if (intent.status === 'canceled' || intent.status === 'succeeded') return;
      await (await stripe()).paymentIntents.cancel(id);
    },
  };
}

export function createStripePayments(options: StripeOptions): PaymentsProvider {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = loadOnFirstUse(
    'The Stripe client',
    async () =>
      new (await stripeSdk())(options.secretKey, {
        maxNetworkRetries: 1,
        ...(base && {
          host: base.hostname,
          // An address without a port means its scheme's (the SDK's own default is 443, whatever the scheme).
          port: base.port ? Number(base.port) : base.protocol === 'http:' ? 80 : 443,
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }),
      }),
  );

  async function customerOf(userId: string, email?: string): Promise<string | undefined> {
    const found = await (
      await stripe()
    ).customers.search({ query: `metadata['user']:'${userId}'`, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    if (email === undefined) return undefined;
    const created = await (await stripe()).customers.create({ email, metadata: { user: userId } });
    return created.id;
  }

  async function items(subscriptionId: string): Promise<Stripe.SubscriptionItem> {
    const subscription = await (await stripe()).subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Subscription ${subscriptionId} has no items`);
    return item;
  }

  return {
    cards: stripeCards(stripe),

    async createCheckout(request) {
      const customer = await customerOf(request.userId, request.email);
      const session = await (
        await stripe()
      ).checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: request.price.id, quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.domainId,
        ...(customer && { customer }),
        subscription_data: { metadata: { domain: request.domainId, user: request.userId } },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },

    async findSubscription(domainId, subscriptionId) {
      if (subscriptionId) return state(await (await stripe()).subscriptions.retrieve(subscriptionId));
      const found = await (
        await stripe()
      ).subscriptions.search({
        query: `metadata['domain']:'${domainId}'`,
        limit: 1,
      });
      return found.data[0] ? state(found.data[0]) : null;
    },

    async quote(subscriptionId, price, now) {
      const item = await items(subscriptionId);
      const invoice = await (
        await stripe()
      ).invoices.createPreview({
        subscription: subscriptionId,
        subscription_details: {
          items: [{ id: item.id, price: price.id }],
          proration_behavior: 'always_invoice',
          proration_date: Math.floor(now.getTime() / 1000),
        },
      });
      return {
        lines: invoice.lines.data.map((line) => ({
          amount: line.amount,
          currency: line.currency,
          description: line.description ?? '',
        })),
        total: invoice.total,
        currency: invoice.currency,
      };
    },

    async changePrice(subscriptionId, price, now) {
      const item = await items(subscriptionId);
      await (
        await stripe()
      ).subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: 'always_invoice',
        proration_date: Math.floor(now.getTime() / 1000),
      });
    },

    async cancel(subscriptionId) {
      await (await stripe()).subscriptions.cancel(subscriptionId);
    },

    async needsBillingInfo(userId) {
      const customer = await customerOf(userId);
      if (!customer) return false;
      const overdue = await (await stripe()).subscriptions.list({ customer, status: 'past_due', limit: 1 });
      return overdue.data.length > 0;
    },

    async createPortal(userId, email, returnUrl) {
      const customer = await customerOf(userId, email);
      if (!customer) throw new Error('No Stripe customer for this user');
      const session = await (
        await stripe()
      ).billingPortal.sessions.create({ customer, return_url: returnUrl });
      return session.url;
    },
  };
}
