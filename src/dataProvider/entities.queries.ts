/** Query keys and hooks of the entity lists and pages (locations, events, plots, landmarks) and the Knowledge Base. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityTypes } from '../../common/entityRules';
import type { Entity, EntityListQuery, SupportDoc } from './entities';
import { entityMethods } from './entities';
import { driveMethods } from './drives';
import { READ, useAppDataProvider } from './queries';

const ALL = ['entities'] as const;

type When = 'upcoming' | 'past' | undefined;

export const entityKeys = {
  all: ALL,
  /** Every list page of a metaverse's entities of a type. */
  pages: (domain: string, types: EntityTypes) => [...ALL, domain, types, 'page'] as const,
  /** One page of a list with its count. */
  page: (domain: string, types: EntityTypes, when: When, query: EntityListQuery) =>
    [...ALL, domain, types, 'page', when ?? 'all', query] as const,
  /** One entity by the id or name the page was opened with. */
  entity: (domain: string, types: EntityTypes, id: string) => [...ALL, domain, types, 'entity', id] as const,
  /** The Knowledge Base's public documents of a metaverse. */
  supportDocs: (domain: string) => [...ALL, domain, 'supportdocs'] as const,
};

export interface EntityPage {
  rows: Entity[];
  total: number;
}

/**
 * One page of a list and the list's count, asked together (either failing fails the page). The rows shown
 * stay until the next page has arrived.
 */
export function useEntityPage(domain: string, types: EntityTypes, when: When, query: EntityListQuery) {
  const dataProvider = useAppDataProvider(entityMethods);
  return useQuery({
    ...READ,
    queryKey: entityKeys.page(domain, types, when, query),
    queryFn: async ({ signal }): Promise<EntityPage> => {
      const [rows, total] = await Promise.all([
        dataProvider.listEntities(domain, types, { ...query, ...(when && { when }) }, { signal }),
        dataProvider.countEntities(domain, types, when, { signal }),
      ]);
      return { rows, total };
    },
    placeholderData: keepPreviousData,
  });
}

/** The first 100 locations of a metaverse by display name: what a choice of location offers. */
const LOCATION_CHOICES = { first: 0, count: 100, order: 1, specific_sort: 'nickname' } as const;

/**
 * The locations a user chooses from (an event's place, a door's location) or checks a new name against (Create
 * New Location).
 */
export function useLocationChoices(domain: string) {
  return useEntityPage(domain, 'locations', undefined, LOCATION_CHOICES);
}

/** One entity by id or name (asked for only when `enabled`). */
export function useEntity(domain: string, types: EntityTypes, id: string, enabled = true) {
  const dataProvider = useAppDataProvider(entityMethods);
  return useQuery({
    ...READ,
    enabled,
    queryKey: entityKeys.entity(domain, types, id),
    queryFn: ({ signal }) => dataProvider.getEntity(domain, types, id, { signal }),
  });
}

/**
 * Deletes an entity; the lists of its type are read again, whether or not it went (the deleted record's own
 * page is left, so it is not asked for again).
 */
export function useDeleteEntity(domain: string, types: EntityTypes) {
  const dataProvider = useAppDataProvider(entityMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.deleteEntity(domain, types, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entityKeys.pages(domain, types) }),
  });
}

/** How often the Knowledge Base is read again while a document is being indexed. */
const INDEXING_REFRESH_MS = 3000;

/** The Knowledge Base's public documents; read again every few seconds while one is being indexed. */
export function useSupportDocs(domain: string) {
  const dataProvider = useAppDataProvider(entityMethods);
  return useQuery({
    ...READ,
    queryKey: entityKeys.supportDocs(domain),
    queryFn: ({ signal }) => dataProvider.listSupportDocs(domain, { signal }),
    refetchInterval: (query: { state: { data?: SupportDoc[] } }) =>
      query.state.data?.some((doc) => doc.index?.status === 'queued') ? INDEXING_REFRESH_MS : false,
  });
}

/** Stores a document in the Knowledge Base (the server refuses any other file); the list is read again. */
export function useUploadSupportDoc(domain: string) {
  const dataProvider = useAppDataProvider(driveMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => dataProvider.uploadContent(domain, file, 'documents'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entityKeys.supportDocs(domain) }),
  });
}

/** Removes a Knowledge Base document; the list is read again whether or not it went. */
export function useDeleteSupportDoc(domain: string) {
  const dataProvider = useAppDataProvider(driveMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.deleteContent(domain, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entityKeys.supportDocs(domain) }),
  });
}
