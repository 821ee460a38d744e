/**
 * Query keys and hooks of the adverts area: the user's adverts (each one waiting for approval read again
 * every 10 seconds), creating an advert, the impressions price, and the purchase steps.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Advert, ImpressionsPayment } from './adverts';
import { advertMethods } from './adverts';
import { READ, useAppDataProvider } from './queries';

const ALL = ['adverts'] as const;

export const advertKeys = {
  all: ALL,
  list: () => [...ALL, 'list'] as const,
  one: (id: string) => [...ALL, 'one', id] as const,
  price: () => [...ALL, 'price'] as const,
};

/**
 * How often an advert whose impressions wait for approval is read again (ours: the specification says
 * pending adverts are refreshed one by one, not what triggers it).
 */
export const PENDING_ADVERT_POLL_MS = 10_000;

const waiting = (advert: Advert) => advert.pendingimpressions > 0 && !advert.approved;

/**
 * The user's adverts; each one waiting for approval is read again on its own every 10 seconds while it waits,
 * and the list shows the newest copy.
 */
export function useAdverts() {
  const dataProvider = useAppDataProvider(advertMethods);
  const list = useQuery({
    ...READ,
    queryKey: advertKeys.list(),
    queryFn: ({ signal }) => dataProvider.listAdverts({ signal }),
  });
  const pending = (list.data ?? []).filter(waiting);
  const fresh = useQueries({
    queries: pending.map((advert) => ({
      ...READ,
      queryKey: advertKeys.one(advert._id),
      queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.getAdvert(advert._id, { signal }),
      refetchInterval: (query: { state: { data?: Advert } }) =>
        !query.state.data || waiting(query.state.data) ? PENDING_ADVERT_POLL_MS : false,
      refetchIntervalInBackground: false,
    })),
  });
  const newest = new Map<string, Advert>();
  for (const result of fresh) if (result.data) newest.set(result.data._id, result.data);
  const adverts = list.data?.map((advert) => newest.get(advert._id) ?? advert);
  return { ...list, data: adverts };
}

/** Reads one advert again (after a purchase) and puts it into the list. */
export function useRefreshAdvert() {
  const dataProvider = useAppDataProvider(advertMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.getAdvert(id),
    onSuccess: (advert) => {
      queryClient.setQueryData<Advert[]>(advertKeys.list(), (list) =>
        list?.map((item) => (item._id === advert._id ? advert : item)),
      );
      queryClient.setQueryData(advertKeys.one(advert._id), advert);
    },
  });
}

/** Creates an advert; the list is read again whether it succeeded or not (single-target-and-flows.md §8). */
export function useCreateAdvert() {
  const dataProvider = useAppDataProvider(advertMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) => dataProvider.createAdvert(name, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: advertKeys.list() }),
  });
}

/** The price of impressions and the card form to show; read when the purchase dialog opens. */
export function useAdvertPrice() {
  const dataProvider = useAppDataProvider(advertMethods);
  return useQuery({
    ...READ,
    queryKey: advertKeys.price(),
    queryFn: ({ signal }) => dataProvider.getAdvertPrice({ signal }),
    staleTime: 0,
  });
}

export function usePurchaseImpressions() {
  const dataProvider = useAppDataProvider(advertMethods);
  return useMutation({
    mutationFn: ({ advertid, quantity }: { advertid: string; quantity: number }) =>
      dataProvider.purchaseImpressions(advertid, quantity),
  });
}

export function useAttachPaymentMethod() {
  const dataProvider = useAppDataProvider(advertMethods);
  return useMutation({
    mutationFn: (body: ImpressionsPayment) => dataProvider.attachImpressionsPaymentMethod(body),
  });
}

export function useFinishPayment() {
  const dataProvider = useAppDataProvider(advertMethods);
  return useMutation({
    mutationFn: (body: ImpressionsPayment) => dataProvider.finishImpressionsPayment(body),
  });
}

export function useCreateLocalPaymentMethod() {
  const dataProvider = useAppDataProvider(advertMethods);
  return useMutation({ mutationFn: (number: string) => dataProvider.createLocalPaymentMethod(number) });
}

export function useAuthenticateLocalPayment() {
  const dataProvider = useAppDataProvider(advertMethods);
  return useMutation({
    mutationFn: ({ clientsecret, confirm }: { clientsecret: string; confirm: boolean }) =>
      dataProvider.authenticateLocalPayment(clientsecret, confirm),
  });
}
