/** Query keys and hooks of the statistics dashboard. */
import { useQuery } from '@tanstack/react-query';
import { SPENDER_WINDOWS, spenderRange } from '../lib/stats';
import { READ, useAppDataProvider } from './queries';

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
