/** Query keys and hooks of the mission event tools of a child product (configs, cycles, mission events). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AreaProvider } from './index';
import type { MissionEventDirection } from './missionEvents';
import { missionEventMethods } from './missionEvents';
import { READ, useAppDataProvider } from './queries';

const ALL = ['missionEvents'] as const;

export const missionEventKeys = {
  all: ALL,
  product: (productId: string) => [...ALL, productId] as const,
  configs: (productId: string) => [...ALL, productId, 'configs'] as const,
  config: (productId: string, name: string) => [...ALL, productId, 'config', name] as const,
  cycles: (productId: string) => [...ALL, productId, 'cycles'] as const,
  cycle: (productId: string, id: string) => [...ALL, productId, 'cycle', id] as const,
  events: (productId: string, direction: MissionEventDirection) =>
    [...ALL, productId, 'events', direction] as const,
  event: (productId: string, id: string) => [...ALL, productId, 'event', id] as const,
};

export function useMissionEventConfigs(productId: string) {
  const dataProvider = useAppDataProvider(missionEventMethods);
  return useQuery({
    ...READ,
    queryKey: missionEventKeys.configs(productId),
    queryFn: ({ signal }) => dataProvider.missionEventConfigs(productId, { signal }),
  });
}

export function useMissionEventConfig(productId: string, name: string) {
  const dataProvider = useAppDataProvider(missionEventMethods);
  return useQuery({
    ...READ,
    queryKey: missionEventKeys.config(productId, name),
    queryFn: ({ signal }) => dataProvider.missionEventConfig(productId, name, { signal }),
  });
}

export function useMissionEventCycles(productId: string) {
  const dataProvider = useAppDataProvider(missionEventMethods);
  return useQuery({
    ...READ,
    queryKey: missionEventKeys.cycles(productId),
    queryFn: ({ signal }) => dataProvider.missionEventCycles(productId, { signal }),
  });
}

export function useMissionEventCycle(productId: string, id: string) {
  const dataProvider = useAppDataProvider(missionEventMethods);
  return useQuery({
    ...READ,
    queryKey: missionEventKeys.cycle(productId, id),
    queryFn: ({ signal }) => dataProvider.missionEventCycle(productId, id, { signal }),
  });
}

export function useMissionEvents(productId: string, direction: MissionEventDirection) {
  const dataProvider = useAppDataProvider(missionEventMethods);
  return useQuery({
    ...READ,
    queryKey: missionEventKeys.events(productId, direction),
    queryFn: ({ signal }) => dataProvider.missionEvents(productId, direction, { signal }),
  });
}

export function useMissionEvent(productId: string, id: string) {
  const dataProvider = useAppDataProvider(missionEventMethods);
  return useQuery({
    ...READ,
    queryKey: missionEventKeys.event(productId, id),
    queryFn: ({ signal }) => dataProvider.missionEvent(productId, id, { signal }),
  });
}

/**
 * A write of the product's mission event tools (`write` calls one typed method); a success reads the product's
 * configs, cycles and events again.
 */
/** The data provider a mission event write is given. */
export type MissionEventProvider = AreaProvider<typeof missionEventMethods>;

export function useMissionEventWrite<A, R>(
  productId: string,
  write: (dp: MissionEventProvider, args: A) => Promise<R>,
) {
  const dataProvider = useAppDataProvider(missionEventMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => write(dataProvider, args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: missionEventKeys.product(productId) }),
  });
}
