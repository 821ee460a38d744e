/** Hooks of the flows pages: the terms gate and the accept-invite page (nothing here is a cached read). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUse, TermsAcceptance } from './flows';
import { metaverseKeys } from './metaverses.queries';
import { useAppDataProvider } from './queries';

/** Accepts the terms; the gate hands the reply (the user) to the session. */
export function useAcceptTerms() {
  const dataProvider = useAppDataProvider();
  return useMutation({ mutationFn: (body: TermsAcceptance) => dataProvider.setTermsAndConditions(body) });
}

/** Joins a metaverse through an invite; the user's metaverses are read again afterwards. */
export function useAcceptInvite() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUse) => dataProvider.useInvite(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metaverseKeys.all }),
  });
}
