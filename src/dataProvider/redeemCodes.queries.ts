/** Query keys and hooks of the staff redeem code pages. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedeemCodeCreate, RedeemUsage } from './redeemCodes';
import { redeemCodeMethods } from './redeemCodes';
import { READ, useAppDataProvider } from './queries';

const ALL = ['redeemCodes'] as const;

export const redeemCodeKeys = {
  all: ALL,
  list: (usage: RedeemUsage, first: number, count: number) => [...ALL, 'list', usage, first, count] as const,
  uses: (code: string) => [...ALL, 'uses', code] as const,
};

/** A page of codes of one usage. */
export function useRedeemCodes(usage: RedeemUsage, first: number, count: number) {
  const dataProvider = useAppDataProvider(redeemCodeMethods);
  return useQuery({
    ...READ,
    queryKey: redeemCodeKeys.list(usage, first, count),
    queryFn: ({ signal }) => dataProvider.listRedeemCodes(usage, first, count, { signal }),
  });
}

/** Who redeemed a code. */
export function useRedeemCodeUses(code: string) {
  const dataProvider = useAppDataProvider(redeemCodeMethods);
  return useQuery({
    ...READ,
    queryKey: redeemCodeKeys.uses(code),
    queryFn: ({ signal }) => dataProvider.listRedeemCodeUses(code, { signal }),
  });
}

/** Creates codes; every list is read again. */
export function useCreateRedeemCodes() {
  const dataProvider = useAppDataProvider(redeemCodeMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemCodeCreate) => dataProvider.createRedeemCodes(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redeemCodeKeys.all }),
  });
}

/** Every code of a usage, for the CSV export (a read on demand). */
export function useExportRedeemCodes() {
  const dataProvider = useAppDataProvider(redeemCodeMethods);
  return useMutation({
    mutationFn: async (usage: RedeemUsage) => {
      const first = await dataProvider.listRedeemCodes(usage, 0, 1000);
      const codes = [...first.codes];
      while (codes.length < first.total) {
        const next = await dataProvider.listRedeemCodes(usage, codes.length, 1000);
        if (next.codes.length === 0) break;
        codes.push(...next.codes);
      }
      return codes;
    },
  });
}
