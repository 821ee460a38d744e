/** Query keys and hooks of the staff pages outside the collections: dashboard counts, escrows. */
import { useQuery } from '@tanstack/react-query';
import { READ, useAppDataProvider } from './queries';

const ALL = ['adminPages'] as const;

export const adminPageKeys = {
  all: ALL,
  counts: () => [...ALL, 'counts'] as const,
  escrows: (archived: boolean, first: number, count: number) =>
    [...ALL, 'escrows', archived, first, count] as const,
};

/** How many records each collection holds. */
export function useCollectionCounts() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.counts(),
    queryFn: ({ signal }) => dataProvider.getCollectionCounts({ signal }),
  });
}

/** A page of the open or archived escrows. */
export function useEscrows(archived: boolean, first: number, count: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.escrows(archived, first, count),
    queryFn: ({ signal }) => dataProvider.listEscrows(archived, first, count, { signal }),
  });
}
