/**
 * Query keys and hooks of the generic staff collection page beyond its list (react-admin's `useGetList`
 * reads the records): the collection's field map and the staff user's saved searches.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../common/api/schema';
import type { CollectionName } from '../api/types';
import { READ, useAppDataProvider } from './queries';

type SavedSearchList = components['schemas']['SavedSearchList'];

const ALL = ['collections'] as const;

export const collectionKeys = {
  all: ALL,
  spec: (collection: CollectionName) => [...ALL, collection, 'spec'] as const,
  savedSearches: (collection: CollectionName) => [...ALL, collection, 'savedSearches'] as const,
};

/** The field map of a collection (names and types of its fields). */
export function useAdminSpec(collection: CollectionName) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: collectionKeys.spec(collection),
    queryFn: ({ signal }) => dataProvider.getAdminSpec(collection, { signal }),
  });
}

/** The saved searches of a collection, read each time `enabled` turns true (the menu opens). */
export function useSavedSearches(collection: CollectionName, enabled: boolean) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: collectionKeys.savedSearches(collection),
    queryFn: ({ signal }) => dataProvider.listSavedSearches(collection, { signal }),
    enabled,
  });
}

/** Saves the page's state under a name; the new search heads the list. */
export function useCreateSavedSearch(collection: CollectionName) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, state }: { name: string; state: string }) =>
      dataProvider.createSavedSearch({ name, collection, state }),
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearchList>(collectionKeys.savedSearches(collection), (current) => ({
        searches: [saved, ...(current?.searches ?? [])],
      })),
  });
}

/** Deletes a saved search; the reply is the remaining list. */
export function useDeleteSavedSearch(collection: CollectionName) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.deleteSavedSearch(id),
    onSuccess: (reply) =>
      queryClient.setQueryData<SavedSearchList>(collectionKeys.savedSearches(collection), {
        searches: reply.searches.filter((search) => search.collection === collection),
      }),
  });
}
