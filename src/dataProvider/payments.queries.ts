/** Query keys and hooks of the payments area's reads: the staff mail outbox. */
import { useQuery } from '@tanstack/react-query';
import { READ, useAppDataProvider } from './queries';

const ALL = ['payments'] as const;

export const paymentKeys = {
  all: ALL,
  outbox: (first: number, count: number, to: string | undefined) =>
    [...ALL, 'outbox', first, count, to] as const,
};

/** A page of the mail outbox, optionally only messages to an address. */
export function useOutbox(first: number, count: number, applied: { to?: string }) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: paymentKeys.outbox(first, count, applied.to),
    queryFn: ({ signal }) => dataProvider.listOutbox(first, count, applied.to, { signal }),
  });
}
