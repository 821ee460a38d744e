/**
 * Hooks of the home/offers card. Switching offers writes the reply into the slot's key; answering an offer reads
 * the offers again (and the slot, which an accepted offer moves to its sender).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { HomeSlot } from './homeOffers';
import { homeOfferMethods } from './homeOffers';
import { balanceChanged, READ, useAppDataProvider } from './queries';

const ALL = ['homeOffers'] as const;
export const homeOfferKeys = {
  all: () => ALL,
  slot: (domain: string, location: string) => [...ALL, 'slot', domain, location] as const,
  offers: (buildingguid: string, slot: number) => [...ALL, 'offers', buildingguid, slot] as const,
  picture: (userId: string) => [...ALL, 'picture', userId] as const,
};

/** The slot leading to the user's home; an error when the user does not own it. */
export function useHomeSlot(domain: string, location: string) {
  const dataProvider = useAppDataProvider(homeOfferMethods);
  return useQuery({
    ...READ,
    queryKey: homeOfferKeys.slot(domain, location),
    queryFn: ({ signal }) => dataProvider.getHomeSlot(domain, location, { signal }),
  });
}

/** Turns offers for the home on or off; the reply is the slot. */
export function useSetAllowOffers(domain: string, location: string) {
  const dataProvider = useAppDataProvider(homeOfferMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allow: boolean) => dataProvider.setHomeAllowOffers(domain, location, allow),
    onSuccess: (slot: HomeSlot) => queryClient.setQueryData(homeOfferKeys.slot(domain, location), slot),
  });
}

/** The offers received for the slot. */
export function useReceivedOffers(slot: HomeSlot | undefined) {
  const dataProvider = useAppDataProvider(homeOfferMethods);
  return useQuery({
    ...READ,
    queryKey: homeOfferKeys.offers(slot?.buildingguid ?? '', slot?.slot ?? -1),
    queryFn: ({ signal }) => dataProvider.listReceivedOffers(slot!.buildingguid, slot!.slot, { signal }),
    enabled: slot !== undefined,
  });
}

/**
 * Accepts or declines an offer. After a decline the offers and the slot are read again. After an acceptance the
 * balance is, but the slot and its offers are only marked stale: the apartment is the sender's now, so reading
 * them again at once would be refused (403) while the page moves on to the metaverse.
 */
export function useRespondToOffer() {
  const dataProvider = useAppDataProvider(homeOfferMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ escrowid, accept, amount }: { escrowid: string; accept: boolean; amount: number }) =>
      dataProvider.respondToOffer(escrowid, accept, amount),
    onSuccess: (_reply, { accept }) => {
      if (accept) balanceChanged();
    },
    onSettled: (_reply, error, { accept }) =>
      queryClient.invalidateQueries({
        queryKey: homeOfferKeys.all(),
        refetchType: accept && !error ? 'none' : 'active',
      }),
  });
}

/** A URL of the user's profile picture while it is shown, or undefined when they have none (or it is loading). */
export function useUserPictureUrl(userId: string): string | undefined {
  const dataProvider = useAppDataProvider(homeOfferMethods);
  const picture = useQuery({
    ...READ,
    queryKey: homeOfferKeys.picture(userId),
    queryFn: ({ signal }) => dataProvider.getUserPicture(userId, { signal }),
  });
  const url = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : undefined), [picture.data]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
