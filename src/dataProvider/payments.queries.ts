/**
 * Query keys and hooks of the payments area: the billing-info question, the billing portal, the local payments
 * provider's checkout and portal pages, and the staff mail outbox.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingInfoRequired } from '../authProvider/session';
import type { FlowEvent } from '../lib/upgradeFlow';
import { metaverseKeys } from './metaverses.queries';
import type { UpgradeRequest } from './payments';
import { paymentsMethods } from './payments';
import { READ, useAppDataProvider } from './queries';

const ALL = ['payments'] as const;

export const paymentKeys = {
  all: ALL,
  outbox: (first: number, count: number, to: string | undefined) =>
    [...ALL, 'outbox', first, count, to] as const,
  /** Whether the user is to be asked to update their billing info. */
  billingInfo: (userId: string) => [...ALL, 'billingInfo', userId] as const,
  localCheckout: (id: string) => [...ALL, 'localCheckout', id] as const,
  localPortal: (id: string) => [...ALL, 'localPortal', id] as const,
  /** The plan page's offers and templates for a metaverse. */
  upgradePlans: (domain: string, context: 'upgrade' | 'change') =>
    [...ALL, 'upgradePlans', domain, context] as const,
};

/** A page of the mail outbox, optionally only messages to an address. */
export function useOutbox(first: number, count: number, applied: { to?: string }) {
  const dataProvider = useAppDataProvider(paymentsMethods);
  return useQuery({
    ...READ,
    queryKey: paymentKeys.outbox(first, count, applied.to),
    queryFn: ({ signal }) => dataProvider.listOutbox(first, count, applied.to, { signal }),
  });
}

/**
 * Whether to ask "Update Your Billing Info": answered by the session's context, which asks the server once per
 * browser session (quietly, a failure means no question), kept for the page's life; `dismiss` answers it for
 * the rest of the page's life.
 */
export function useBillingInfoQuestion(userId: string) {
  const queryClient = useQueryClient();
  const key = paymentKeys.billingInfo(userId);
  const question = useQuery({
    ...READ,
    queryKey: key,
    queryFn: () => billingInfoRequired(userId),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return {
    open: question.data === true,
    dismiss: () => queryClient.setQueryData(key, false),
  };
}

/** Opens the billing portal (POST /v2/stripe/createportalsession); it returns to the current page. */
export function useBillingPortal() {
  const dataProvider = useAppDataProvider(paymentsMethods);
  const portal = useMutation({
    mutationFn: () =>
      dataProvider.createPortalSession(`${window.location.pathname}${window.location.search}`),
    onSuccess: (url) => window.location.assign(url),
  });
  // Still opening while the browser leaves for the portal.
  return { open: () => portal.mutate(), opening: portal.isPending || portal.isSuccess };
}

/** A checkout of the local payments provider. */
export function useLocalCheckout(id: string) {
  const dataProvider = useAppDataProvider(paymentsMethods);
  return useQuery({
    ...READ,
    queryKey: paymentKeys.localCheckout(id),
    queryFn: ({ signal }) => dataProvider.getLocalCheckout(id, { signal }),
  });
}

/** Pays a local checkout; the browser goes where the reply says. */
export function usePayLocalCheckout() {
  const dataProvider = useAppDataProvider(paymentsMethods);
  return useMutation({
    mutationFn: (id: string) => dataProvider.payLocalCheckout(id),
    onSuccess: (url) => window.location.assign(url),
  });
}

/** The local payments provider's billing portal. */
export function useLocalPortal(id: string) {
  const dataProvider = useAppDataProvider(paymentsMethods);
  return useQuery({
    ...READ,
    queryKey: paymentKeys.localPortal(id),
    queryFn: ({ signal }) => dataProvider.getLocalPortal(id, { signal }),
  });
}

/** Updates the portal's payment method; the reply is the portal as it now is. */
export function useUpdateLocalPaymentMethod(id: string) {
  const dataProvider = useAppDataProvider(paymentsMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataProvider.updateLocalPaymentMethod(id),
    onSuccess: (portal) => queryClient.setQueryData(paymentKeys.localPortal(id), portal),
  });
}

/** The plan page's offers and templates; nothing is asked while `domain` is undefined. */
export function useUpgradePlans(domain: string | undefined, context: 'upgrade' | 'change') {
  const dataProvider = useAppDataProvider(paymentsMethods);
  return useQuery({
    ...READ,
    queryKey: paymentKeys.upgradePlans(domain ?? '', context),
    queryFn: ({ signal }) => dataProvider.getUpgradePlans(domain ?? '', context, { signal }),
    enabled: domain !== undefined,
  });
}

/** A call of the plan upgrade flow (src/lib/upgradeFlow.ts). */
export type PlanCall =
  | { kind: 'checkout' | 'quote' | 'upgrade'; request: UpgradeRequest }
  | { kind: 'cancel' | 'setPlan' | 'sync'; domain: string };

/**
 * Makes one call of the plan upgrade flow and answers with the flow's next event. A call that changes the plan
 * has the metaverses read again.
 */
export function usePlanCall() {
  const dataProvider = useAppDataProvider(paymentsMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (call: PlanCall): Promise<FlowEvent> => {
      switch (call.kind) {
        case 'checkout':
          return {
            type: 'checkoutCreated',
            url: (await dataProvider.createUpgradeSession(call.request)).url,
          };
        case 'quote': {
          const reply = await dataProvider.getUpgradeProration(call.request);
          const quote =
            reply.lines && reply.total !== undefined && reply.currency
              ? { lines: reply.lines.data, total: reply.total, currency: reply.currency }
              : undefined;
          return { type: 'quoted', ...(reply.error && { error: reply.error }), ...(quote && { quote }) };
        }
        case 'upgrade': {
          const reply = await dataProvider.upgradeSubscription(call.request);
          return { type: 'upgraded', ...(reply.error && { error: reply.error }) };
        }
        case 'cancel': {
          const reply = await dataProvider.cancelSubscription(call.domain);
          return { type: 'canceled', ...(reply.error && { error: reply.error }) };
        }
        case 'setPlan':
          await dataProvider.setPlan(call.domain, 'free');
          return { type: 'planSet' };
        case 'sync':
          await dataProvider.syncSubscription(call.domain);
          return { type: 'synced' };
      }
    },
    onSuccess: (_event, call) =>
      call.kind === 'checkout' || call.kind === 'quote'
        ? undefined
        : queryClient.invalidateQueries({ queryKey: metaverseKeys.all }),
  });
}
