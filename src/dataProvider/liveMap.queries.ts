/** Query keys and hooks of the live map and building-world regeneration. */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DISTRICT_LOADERS } from '../../common/map';
import { createLimiter } from '../lib/limiter';
import type { MapDistrict } from './liveMap';
import { liveMapMethods } from './liveMap';
import { errorText, READ, useAppDataProvider } from './queries';

/** How often the regeneration status is read (staff-and-agents.md §9). */
export const REGENERATION_REFRESH_MS = 30_000;
/** How long after Start or Stop the status is read again. */
export const REGENERATION_AFTER_ACTION_MS = 1_000;

const ALL = ['liveMap'] as const;

export const liveMapKeys = {
  all: ALL,
  regeneration: () => [...ALL, 'regeneration'] as const,
  latest: () => [...ALL, 'latest'] as const,
  district: (latest: string, postcode: string) => [...ALL, 'district', latest, postcode] as const,
};

/** Map data is read once per release and kept while the page is open. */
const MAP_DATA = { ...READ, staleTime: Infinity, gcTime: 10 * 60_000 } as const;
/** Up to 10 district loaders at once (staff-and-agents.md §9). */
const districtLoaders = createLimiter(DISTRICT_LOADERS);

/** The map data's release name, and whether reading it failed (logged, and shown by the page). */
export function useMapLatest(): { latest: string | undefined; failed: boolean } {
  const dataProvider = useAppDataProvider(liveMapMethods);
  const query = useQuery({
    ...MAP_DATA,
    queryKey: liveMapKeys.latest(),
    queryFn: ({ signal }) => dataProvider.getMapLatest({ signal }),
  });
  useEffect(() => {
    if (query.error) console.error('Failed to fetch latest', errorText(query.error));
  }, [query.error]);
  return { latest: query.data, failed: query.isError };
}

/**
 * The districts of `postcodes` loaded so far (at most 10 load at once), and how many could not be loaded
 * (each failure logged; the page says how many).
 */
export function useMapDistricts(
  latest: string | undefined,
  postcodes: readonly string[],
): { districts: MapDistrict[]; failed: number } {
  const dataProvider = useAppDataProvider(liveMapMethods);
  return useQueries({
    queries: postcodes.map((postcode) => ({
      ...MAP_DATA,
      queryKey: liveMapKeys.district(latest ?? '', postcode),
      enabled: latest !== undefined,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        districtLoaders(() => dataProvider.getMapDistrict(latest ?? '', postcode, { signal })).catch(
          (error: unknown) => {
            console.error(`Failed to load district ${postcode}`, errorText(error));
            throw error;
          },
        ),
    })),
    combine: (results) => ({
      districts: results.flatMap((result) => (result.data ? [result.data] : [])),
      failed: results.filter((result) => result.isError).length,
    }),
  });
}

/** The regeneration status, read every 30 seconds. */
export function useRegenerationStatus() {
  const dataProvider = useAppDataProvider(liveMapMethods);
  return useQuery({
    ...READ,
    queryKey: liveMapKeys.regeneration(),
    queryFn: ({ signal }) => dataProvider.getRegenerationStatus({ signal }),
    refetchInterval: REGENERATION_REFRESH_MS,
  });
}

/** Start or Stop; the status is read again one second after either. */
export function useRegenerationAction(action: 'start' | 'stop') {
  const dataProvider = useAppDataProvider(liveMapMethods);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<{ message: string }> =>
      action === 'start' ? dataProvider.startRegeneration() : dataProvider.stopRegeneration(),
    onSettled: () => {
      setTimeout(
        () => void client.invalidateQueries({ queryKey: liveMapKeys.regeneration() }),
        REGENERATION_AFTER_ACTION_MS,
      );
    },
  });
}
