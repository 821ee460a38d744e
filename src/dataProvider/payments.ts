/**
 * Typed custom methods for plans and payments (owner-console.md §4 plan upgrade flow, §7 billing calls), the
 * local payments provider's checkout and portal pages, and the staff mail outbox.
 */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Signal } from './queries';

type Schemas = components['schemas'];
export type PlanOffers = Schemas['PlanOffers'];
export type PlanOffer = Schemas['PlanOffer'];
export type PlanTemplate = Schemas['Template'];
export type UpgradeRequest = Schemas['UpgradeRequest'];
export type ProrationQuote = Schemas['ProrationQuote'];
export type UpgradeResult = Schemas['UpgradeResult'];
export type LocalCheckout = Schemas['LocalCheckout'];
export type LocalPortal = Schemas['LocalPortal'];
export type OutboxPage = Schemas['OutboxPage'];
export type OutboxMessage = OutboxPage['messages'][number];

export const paymentsMethods = {
  /** Plan offers and templates for the plan page. */
  getUpgradePlans(
    domain: string,
    context: 'upgrade' | 'change',
    { signal }: Signal = {},
  ): Promise<PlanOffers> {
    return data(
      api.GET('/v2/domains/{domain}/getwebupgradeplans', {
        params: { path: { domain }, query: { context } },
        signal,
      }),
    );
  },
  /** Starts a card checkout (owner only); the browser goes to the reply's url. */
  createUpgradeSession(body: UpgradeRequest) {
    return data(api.POST('/v2/stripe/createupgradesession', { body }));
  },
  /** The proration quote; its failure is handled by the flow (a new checkout), so no toast. */
  getUpgradeProration(body: UpgradeRequest): Promise<ProrationQuote> {
    return data(api.POST('/v2/stripe/getupgradeproration', { body, headers: hideErrors }));
  },
  upgradeSubscription(body: UpgradeRequest): Promise<UpgradeResult> {
    return data(api.POST('/v2/stripe/upgrade', { body }));
  },
  cancelSubscription(domain: string): Promise<UpgradeResult> {
    return data(api.POST('/v2/stripe/cancel', { body: { domain, newPlan: 'free' } }));
  },
  /** Sets the plan from the payments provider's subscription. */
  syncSubscription(domain: string) {
    return data(api.POST('/v2/domains/{domain}/stripe/sync', { params: { path: { domain } } }));
  },
  /** Changes the plan directly to one without a price. */
  setPlan(domain: string, newPlan: 'free') {
    return data(api.POST('/v2/domains/{domain}/plan', { params: { path: { domain } }, body: { newPlan } }));
  },
  /** A billing-portal page; the browser goes there. */
  async createPortalSession(returnUrl: string): Promise<string> {
    const reply = await data(api.POST('/v2/stripe/createportalsession', { body: { return_url: returnUrl } }));
    return reply.url;
  },
  getLocalCheckout(id: string, { signal }: Signal = {}): Promise<LocalCheckout> {
    return data(api.GET('/v2/payments/checkout/{id}', { params: { path: { id } }, signal }));
  },
  /** Pays a local checkout; replies where to go next. */
  async payLocalCheckout(id: string): Promise<string> {
    return (await data(api.POST('/v2/payments/checkout/{id}/pay', { params: { path: { id } } }))).url;
  },
  getLocalPortal(id: string, { signal }: Signal = {}): Promise<LocalPortal> {
    return data(api.GET('/v2/payments/portal/{id}', { params: { path: { id } }, signal }));
  },
  updateLocalPaymentMethod(id: string): Promise<LocalPortal> {
    return data(api.POST('/v2/payments/portal/{id}/paymentmethod', { params: { path: { id } } }));
  },
  /** A page of the mail outbox, newest first, optionally only messages to an address. */
  listOutbox(first: number, count: number, to?: string, { signal }: Signal = {}): Promise<OutboxPage> {
    return data(
      api.GET('/v2/admin/mail/outbox', { params: { query: { first, count, ...(to && { to }) } }, signal }),
    );
  },
};
