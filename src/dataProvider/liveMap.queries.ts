/** Query keys and hooks of the live map and building-world regeneration. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { READ, useAppDataProvider } from './queries';

/** How often the regeneration status is read (staff-and-agents.md §9). */
export const REGENERATION_REFRESH_MS = 30_000;
/** How long after Start or Stop the status is read again. */
export const REGENERATION_AFTER_ACTION_MS = 1_000;

const ALL = ['liveMap'] as const;

export const liveMapKeys = {
  all: ALL,
  regeneration: () => [...ALL, 'regeneration'] as const,
};

/** The regeneration status, read every 30 seconds. */
export function useRegenerationStatus() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: liveMapKeys.regeneration(),
    queryFn: ({ signal }) => dataProvider.getRegenerationStatus({ signal }),
    refetchInterval: REGENERATION_REFRESH_MS,
  });
}

/** Start or Stop; the status is read again one second after either. */
export function useRegenerationAction(action: 'start' | 'stop') {
  const dataProvider = useAppDataProvider();
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
