/** Query keys and hooks of the statistics dashboard, and the collection export. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CollectionName } from '../api/types';
import { SPENDER_WINDOWS, spenderRange } from '../lib/stats';
import { READ, useAppDataProvider } from './queries';
import type { ExportRequest } from './stats';

const ALL = ['stats'] as const;

export const statsKeys = {
  all: ALL,
  graphs: (from: number, includeDev: boolean) => [...ALL, 'graphs', from, includeDev] as const,
  spenders: (days: number, includeDev: boolean) => [...ALL, 'spenders', days, includeDev] as const,
};

/** The inventory and building-world transaction totals since `from`, read together. */
export function useStatsSeries(from: number, includeDev: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: statsKeys.graphs(from, includeDev),
    queryFn: ({ signal }) =>
      Promise.all([
        dataProvider.getInventoryTotals(from, includeDev, { signal }),
        dataProvider.getInfiniverseTotals(from, undefined, { signal }),
      ]),
  });
}

/** The biggest spenders of one window, ending `now`. */
export function useBiggestSpenders(
  window: (typeof SPENDER_WINDOWS)[number],
  now: number,
  includeDev: boolean,
) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: statsKeys.spenders(window.days, includeDev),
    queryFn: ({ signal }) => {
      const { from, to } = spenderRange(window, now);
      return dataProvider.getBiggestSpenders(from, to, includeDev, { signal });
    },
  });
}

/** A collection as a CSV file, streamed by the server for the list's search, sort and columns. */
export function useExportCollection(collection: CollectionName) {
  const dataProvider = useAppDataProvider();
  return useMutation({
    mutationFn: (request: ExportRequest) => dataProvider.exportCollection(collection, request),
  });
}
