/** Query keys and hooks of the statistics dashboard, and the collection export. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CollectionName } from '../api/types';
import { lastDayWindow, SPENDER_WINDOWS, spenderRange, STATS_TIMESLICE_MS } from '../lib/stats';
import { READ, useAppDataProvider } from './queries';
import type { ExportRequest } from './stats';
import { statsMethods } from './stats';

const ALL = ['stats'] as const;

export const statsKeys = {
  all: ALL,
  graphs: (from: number, now: number, includeDev: boolean) =>
    [...ALL, 'graphs', from, now, includeDev] as const,
  spenders: (days: number, includeDev: boolean) => [...ALL, 'spenders', days, includeDev] as const,
};

/**
 * The inventory and building-world transaction totals per hour since `from`, and the purchases of the 24 hours
 * before `now` (one slice), read together.
 */
export function useStatsSeries(from: number, now: number, includeDev: boolean) {
  const dataProvider = useAppDataProvider(statsMethods);
  return useQuery({
    ...READ,
    queryKey: statsKeys.graphs(from, now, includeDev),
    queryFn: ({ signal }) => {
      const day = lastDayWindow(now);
      return Promise.all([
        dataProvider.getInventoryTotals(from, includeDev, STATS_TIMESLICE_MS, { signal }),
        dataProvider.getInfiniverseTotals(from, undefined, { signal }),
        dataProvider.getInventoryTotals(day.from, includeDev, day.timeslice, { signal }),
      ]);
    },
  });
}

/** The biggest spenders of one window, ending `now`. */
export function useBiggestSpenders(
  window: (typeof SPENDER_WINDOWS)[number],
  now: number,
  includeDev: boolean,
) {
  const dataProvider = useAppDataProvider(statsMethods);
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
  const dataProvider = useAppDataProvider(statsMethods);
  return useMutation({
    mutationFn: (request: ExportRequest) => dataProvider.exportCollection(collection, request),
  });
}
