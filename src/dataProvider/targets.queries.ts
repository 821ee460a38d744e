/**
 * Hooks of the single-target manage page's writes. The reply is the new entity (or metaverse), written into the
 * page's own key, and the lists showing it are read again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityTypes } from '../../common/entityRules';
import type { Domain } from '../api/types';
import type { Entity } from './entities';
import { entityKeys } from './entities.queries';
import { metaverseKeys } from './metaverses.queries';
import { useAppDataProvider } from './queries';
import type { DiscoveryImage, EntityImage, EventCreate, LocationCreate, TargetUpdate } from './targets';
import { targetMethods } from './targets';

export const targetKeys = {
  oculusEvent: (id: string) => ['targets', 'oculusEvent', id] as const,
};

/** Keeps an entity's new state: under the key the page was opened with, and its lists read again. */
function useEntityReply(domain: string, types: EntityTypes, key: string) {
  const queryClient = useQueryClient();
  return (entity: Entity) => {
    queryClient.setQueryData(entityKeys.entity(domain, types, key), (old: Entity | undefined) => ({
      ...entity,
      deletable: old?.deletable,
    }));
    void queryClient.invalidateQueries({ queryKey: entityKeys.pages(domain, types) });
  };
}

/** Saves fields of an entity (the autosave's call). */
export function useUpdateEntity(domain: string, types: EntityTypes, key: string) {
  const dataProvider = useAppDataProvider(targetMethods);
  const onSuccess = useEntityReply(domain, types, key);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TargetUpdate }) =>
      dataProvider.updateEntity(domain, types, id, changes),
    onSuccess,
  });
}

/** Changes a location's template. */
export function useSetLocationTemplate(domain: string, key: string) {
  const dataProvider = useAppDataProvider(targetMethods);
  const onSuccess = useEntityReply(domain, 'locations', key);
  return useMutation({
    mutationFn: ({ id, template }: { id: string; template: string }) =>
      dataProvider.setLocationTemplate(domain, id, template),
    onSuccess,
  });
}

/** Stores or clears one image of an entity. */
export function useEntityImage(domain: string, types: EntityTypes, key: string) {
  const dataProvider = useAppDataProvider(targetMethods);
  const onSuccess = useEntityReply(domain, types, key);
  return useMutation({
    mutationFn: ({ id, image, file }: { id: string; image: EntityImage; file: File | null }) =>
      file
        ? dataProvider.uploadEntityImage(domain, types, id, image, file)
        : dataProvider.clearEntityImage(domain, types, id, image as DiscoveryImage),
    onSuccess,
  });
}

/** Stores the metaverse's icon, banner or a discovery image, or clears a discovery image (no file). */
export function useDomainImage(domainId: string) {
  const dataProvider = useAppDataProvider(targetMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, file }: { image: EntityImage; file: File | null }) =>
      file
        ? dataProvider.uploadDomainImage(domainId, image, file)
        : dataProvider.clearDomainImage(domainId, image as DiscoveryImage),
    onSuccess: (updated: Domain) => {
      void queryClient.invalidateQueries({ queryKey: metaverseKeys.domain(updated.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: metaverseKeys.domain(updated.uri), exact: true });
      void queryClient.invalidateQueries({ queryKey: metaverseKeys.mine() });
    },
  });
}

/** Creates a location; the metaverse's location lists are read again. */
export function useCreateLocation(domain: string) {
  const dataProvider = useAppDataProvider(targetMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationCreate) => dataProvider.createLocation(domain, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.pages(domain, 'locations') }),
  });
}

/** Asks for a free URL name for a new event (a read on demand). */
export function useSuggestEventName(domain: string) {
  const dataProvider = useAppDataProvider(targetMethods);
  return useMutation({ mutationFn: (slug: string) => dataProvider.suggestEventName(domain, slug) });
}

/** Creates an event; the metaverse's event lists are read again. */
export function useCreateEvent(domain: string) {
  const dataProvider = useAppDataProvider(targetMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventCreate) => dataProvider.createEvent(domain, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKeys.pages(domain, 'events') }),
  });
}

/** Submits a location for approval; the page shows the pending location. */
export function useRequestLocationApproval(domain: string, key: string) {
  const dataProvider = useAppDataProvider(targetMethods);
  const onSuccess = useEntityReply(domain, 'locations', key);
  return useMutation({
    mutationFn: (id: string) => dataProvider.requestLocationApproval(domain, id),
    onSuccess,
  });
}

/** The headset-platform event with this id, asked for only when `id` is not empty (the lookup is debounced by the caller). */
export function useOculusEvent(id: string) {
  const dataProvider = useAppDataProvider(targetMethods);
  return useQuery({
    queryKey: targetKeys.oculusEvent(id),
    queryFn: ({ signal }) => dataProvider.getOculusEvent(id, { signal }),
    enabled: id !== '',
    retry: false,
    staleTime: 0,
  });
}
