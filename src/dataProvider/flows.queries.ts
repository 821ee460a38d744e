/**
 * Hooks of the flows pages: the terms gate, accepting invites, merging and linking accounts (nothing here is a
 * cached read; a merge or link changes every metaverse list, so they drop the metaverse queries).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUse, LinkAccept, TermsAcceptance } from './flows';
import { flowMethods } from './flows';
import { metaverseKeys } from './metaverses.queries';
import { accountChanged, balanceChanged, useAppDataProvider } from './queries';

/** Accepts the terms; the gate hands the reply (the user) to the session. */
export function useAcceptTerms() {
  const dataProvider = useAppDataProvider(flowMethods);
  return useMutation({ mutationFn: (body: TermsAcceptance) => dataProvider.setTermsAndConditions(body) });
}

/** Joins a metaverse through an invite; the user's metaverses are read again afterwards. */
export function useAcceptInvite() {
  const dataProvider = useAppDataProvider(flowMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUse) => dataProvider.useInvite(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metaverseKeys.all }),
  });
}

/** Mails the merge confirmation link (the Merge Accounts dialog's Send). */
export function useRequestAccountMerge() {
  const dataProvider = useAppDataProvider(flowMethods);
  return useMutation({ mutationFn: () => dataProvider.requestAccountMerge() });
}

/** Confirms a merge request from its link. */
export function useAcceptAccountMerge() {
  const dataProvider = useAppDataProvider(flowMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secret: string) => dataProvider.acceptAccountMerge(secret),
    onSuccess: () => {
      balanceChanged();
      return queryClient.invalidateQueries({ queryKey: metaverseKeys.all });
    },
  });
}

/** Asks to link the signed-in account into another address's account. */
export function useRequestAccountLink() {
  const dataProvider = useAppDataProvider(flowMethods);
  return useMutation({ mutationFn: (email: string) => dataProvider.requestAccountLink(email) });
}

/** Confirms a link request from `/linkaccounts`. */
export function useAcceptAccountLink() {
  const dataProvider = useAppDataProvider(flowMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkAccept) => dataProvider.acceptAccountLink(body),
    onSuccess: () => {
      balanceChanged();
      return queryClient.invalidateQueries({ queryKey: metaverseKeys.all });
    },
  });
}

/** Redeems a code; the user's record, metaverses and balance change, so they and the metaverse queries are read again. */
export function useRedeemCode(userId: string) {
  const dataProvider = useAppDataProvider(flowMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => dataProvider.redeemCode(userId, code),
    onSuccess: () => {
      accountChanged();
      return queryClient.invalidateQueries({ queryKey: metaverseKeys.all });
    },
  });
}
