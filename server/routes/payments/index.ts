/**
 * Paid plans through the payments provider (owner-console.md §4 plan upgrade flow, §7 billing calls), the local
 * provider's checkout and billing-portal pages, and the staff mail outbox. The billing calls name their
 * metaverse in the body; the contract declares the role each needs there (`x-domain-role` from `body.domain`).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { findPrice, isPlanType, planEntry, type Price } from '../../providers/payments/catalogue.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { grantedDomain, type DomainAccess } from '../../authz/index.ts';
import { syncPlan } from '../metaverses/metaverses.ts';
import { publicOrigin } from '../../plugins/public-origin.ts';
import { METAVERSE_TEXTS as T } from '../metaverses/texts.ts';
import type { HandlerMap } from '../types.ts';

/** The price of `plan` with id `priceId`; enterprise and free have none here. */
function priceFor(plan: string, priceId: string): Price {
  if (!isPlanType(plan) || !planEntry(plan)?.annual) throw badRequest(T.planNotOffered);
  const price = findPrice(priceId);
  if (!price || price.plan !== plan) throw badRequest(T.unknownPrice);
  return price;
}

/** The subscription linked to the domain; none when it was never bought or sync unlinked a cancelled one. */
async function subscriptionOf(app: FastifyInstance, access: DomainAccess) {
  const linked = access.domain.stripesubscription;
  return linked ? app.payments.provider.findSubscription(access.domain.id, linked) : null;
}

function local(app: FastifyInstance) {
  const ledger = app.payments.local;
  if (!ledger) throw notFound(T.localPaymentsOnly);
  return ledger;
}

async function portalView(app: FastifyInstance, user: UserDoc, id: string) {
  const payments = app.repos.payments;
  const session = await payments.portalSession(id);
  if (!session || session.user_id !== user.id) throw notFound(T.portalNotFound);
  const subs = await payments.subscriptionsOfUser(user.id);
  const charges = await payments.chargesOfUser(user.id);
  return {
    returnUrl: session.return_url,
    subscriptions: subs.map((sub) => {
      const price = findPrice(sub.price_id);
      return {
        id: sub.id,
        domain: sub.uri ?? '(deleted)',
        plan: price?.plan ?? sub.price_id,
        interval: price?.interval ?? '',
        status: sub.status,
        periodEnd: sub.period_end.toISOString(),
        charges: charges
          .filter((charge) => charge.subscription_id === sub.id)
          .map((charge) => ({
            ts: charge.ts.toISOString(),
            amount: charge.amount,
            currency: charge.currency,
            description: charge.description,
          })),
      };
    }),
  };
}

export const paymentsHandlers = {
  async createUpgradeSession(request) {
    const app = request.server;
    const user = signedInUser(request);
    const access = grantedDomain(request);
    const price = priceFor(request.body.plan, request.body.priceId);
    // A second subscription would bill the metaverse twice: a subscribed one changes plan through the quote (owner-console.md §4).
    const current = await subscriptionOf(app, access);
    if (current && current.status !== 'canceled') throw badRequest(T.alreadySubscribed);
    const origin = publicOrigin(request);
    const back = `${origin}/domains/${encodeURIComponent(access.domain.uri)}`;
    const checkout = await app.payments.provider.createCheckout({
      userId: user.id,
      ...(user.email && { email: user.email }),
      domainId: access.domain.id,
      price,
      successUrl: `${back}?checkout=success`,
      cancelUrl: `${back}/upgrade`,
    });
    return checkout;
  },

  async getUpgradeProration(request) {
    const app = request.server;
    const access = grantedDomain(request);
    const price = priceFor(request.body.plan, request.body.priceId);
    const subscription = await subscriptionOf(app, access);
    if (!subscription) return { error: 'no_subscription' as const };
    if (subscription.status === 'canceled') return { error: 'subscription_canceled' as const };
    const quote = await app.payments.provider.quote(subscription.id, price, new Date());
    return { lines: { data: quote.lines }, total: quote.total, currency: quote.currency };
  },

  async upgradeSubscription(request) {
    const app = request.server;
    const access = grantedDomain(request);
    const price = priceFor(request.body.plan, request.body.priceId);
    const subscription = await subscriptionOf(app, access);
    if (!subscription) return { error: 'no_subscription' as const };
    if (subscription.status === 'canceled') return { error: 'subscription_canceled' as const };
    await app.payments.provider.changePrice(subscription.id, price, new Date());
    return {};
  },

  async cancelSubscription(request) {
    const app = request.server;
    const access = grantedDomain(request);
    const subscription = await subscriptionOf(app, access);
    if (!subscription) return { error: 'no_subscription' as const };
    if (subscription.status === 'canceled') return { error: 'subscription_canceled' as const };
    await app.payments.provider.cancel(subscription.id);
    return {};
  },

  async needsBillingInfo(request) {
    const user = signedInUser(request);
    return { required: await request.server.payments.provider.needsBillingInfo(user.id, user.email) };
  },

  async createPortalSession(request) {
    const user = signedInUser(request);
    const returnUrl = request.body.return_url;
    // Only addresses of this console (or paths on it) are accepted, so the portal cannot bounce users elsewhere.
    const origin = publicOrigin(request);
    if (!returnUrl.startsWith('/') && !returnUrl.startsWith(`${origin}/`) && returnUrl !== origin)
      throw badRequest(T.portalReturnElsewhere);
    return { url: await request.server.payments.provider.createPortal(user.id, user.email, returnUrl) };
  },

  async getLocalCheckout(request) {
    const app = request.server;
    const user = signedInUser(request);
    const checkout = await local(app).checkout(request.params.id);
    if (!checkout || checkout.user_id !== user.id) throw notFound(T.checkoutNotFound);
    const domain = await app.repos.domains.findByKey(checkout.domain_id);
    const price = findPrice(checkout.price_id);
    if (!domain || !price) throw notFound(T.checkoutNotFound);
    return {
      id: checkout.id,
      status: checkout.status,
      domain: { uri: domain.uri, name: domain.name },
      plan: price.plan,
      interval: price.interval,
      amount: price.amount,
      currency: price.currency,
      cancelUrl: checkout.cancel_url,
    };
  },

  async payLocalCheckout(request) {
    const app = request.server;
    const user = signedInUser(request);
    const ledger = local(app);
    const checkout = await ledger.checkout(request.params.id);
    if (!checkout || checkout.user_id !== user.id) throw notFound(T.checkoutNotFound);
    if (checkout.status !== 'open') throw badRequest(T.checkoutClosed);
    const domain = await app.repos.domains.findByKey(checkout.domain_id);
    if (!domain) throw notFound(MESSAGES.domainNotFound);
    // Two checkouts opened before either was paid must not leave the metaverse with two subscriptions.
    const active = await app.payments.provider.findSubscription(domain.id, undefined);
    if (active && active.status !== 'canceled') throw badRequest(T.alreadySubscribed);
    await ledger.completeCheckout(checkout.id, new Date());
    // Stripe would tell us through a webhook; the local ledger knows at once, so the plan is set now.
    await syncPlan(app, { ...domain, stripesubscription: undefined });
    return { url: checkout.success_url };
  },

  async getLocalPortal(request) {
    local(request.server);
    return portalView(request.server, signedInUser(request), request.params.id);
  },

  async updateLocalPaymentMethod(request) {
    const app = request.server;
    local(app);
    const user = signedInUser(request);
    const view = await portalView(app, user, request.params.id);
    await app.repos.payments.reactivatePastDue(user.id);
    return {
      ...view,
      subscriptions: view.subscriptions.map((sub) => ({
        ...sub,
        status: sub.status === 'past_due' ? ('active' as const) : sub.status,
      })),
    };
  },

  async listOutbox(request) {
    const { first, count, to } = request.query;
    const page = await request.server.repos.mailOutbox.list({
      offset: first ?? 0,
      limit: count ?? 30,
      ...(to && { to }),
    });
    return { total: page.total, messages: page.entries };
  },
} satisfies HandlerMap;
