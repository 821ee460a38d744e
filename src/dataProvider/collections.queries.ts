/**
 * Query keys and hooks of the generic staff collection pages beyond their reads (react-admin's `useGetList` and
 * `useGetOne` read the records): the collection's field map, the staff user's saved searches, and the record
 * writes of the record page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { RECORDS_CHANNEL, type RecordChange } from '../../common/realtime';
import { listenToChannel } from '../api/channel';
import type { components } from '../../common/api/schema';
import type { AdminDocument, CollectionName } from '../api/types';
import { collectionResource } from './index';
import { READ, useAppDataProvider } from './queries';
import { collectionWriteMethods } from './collections';
import type { AreaProvider } from './index';
import { statsMethods } from './stats';

type SavedSearchList = components['schemas']['SavedSearchList'];

const ALL = ['collections'] as const;

export const collectionKeys = {
  all: ALL,
  spec: (collection: CollectionName) => [...ALL, collection, 'spec'] as const,
  savedSearches: (collection: CollectionName) => [...ALL, collection, 'savedSearches'] as const,
};

/** The field map of a collection (names and types of its fields). */
export function useAdminSpec(collection: CollectionName) {
  const dataProvider = useAppDataProvider(collectionWriteMethods);
  return useQuery({
    ...READ,
    queryKey: collectionKeys.spec(collection),
    queryFn: ({ signal }) => dataProvider.getAdminSpec(collection, { signal }),
  });
}

/** The saved searches of a collection, read each time `enabled` turns true (the menu opens). */
export function useSavedSearches(collection: CollectionName, enabled: boolean) {
  const dataProvider = useAppDataProvider(statsMethods);
  return useQuery({
    ...READ,
    queryKey: collectionKeys.savedSearches(collection),
    queryFn: ({ signal }) => dataProvider.listSavedSearches(collection, { signal }),
    enabled,
  });
}

/** Saves the page's state under a name; the new search heads the list. */
export function useCreateSavedSearch(collection: CollectionName) {
  const dataProvider = useAppDataProvider(statsMethods);
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
  const dataProvider = useAppDataProvider(statsMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.deleteSavedSearch(id),
    onSuccess: (reply) =>
      queryClient.setQueryData<SavedSearchList>(collectionKeys.savedSearches(collection), {
        searches: reply.searches.filter((search) => search.collection === collection),
      }),
  });
}

/** The fields of a record as the record form edits them. */
export type RecordFields = Record<string, unknown>;

/** The data provider a record write is given: the collection writes' methods. */
export type RecordWriteProvider = AreaProvider<typeof collectionWriteMethods>;

/** Creates a record of one collection through its typed data-provider method. */
export type RecordCreate = (
  dataProvider: RecordWriteProvider,
  fields: RecordFields,
) => Promise<AdminDocument>;

/** Replaces the writable fields of a record read at `version` through its typed data-provider method. */
export type RecordUpdate = (
  dataProvider: RecordWriteProvider,
  id: string,
  version: string,
  fields: RecordFields,
) => Promise<AdminDocument>;

/** Deletes a record read at `version` through its typed data-provider method. */
export type RecordRemove = (
  dataProvider: RecordWriteProvider,
  id: string,
  version: string,
) => Promise<AdminDocument>;

/**
 * The collection's lists and records (react-admin's keys start with the resource name) are read again, so the
 * list and the record page show the write.
 */
function useInvalidateCollection(collection: CollectionName) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [collectionResource(collection)] });
}

/** Creates a record of `collection`; the reply is the new record. */
export function useCreateRecord(collection: CollectionName, create: RecordCreate) {
  const dataProvider = useAppDataProvider(collectionWriteMethods);
  const invalidate = useInvalidateCollection(collection);
  return useMutation({
    mutationFn: (fields: RecordFields) => create(dataProvider, fields),
    onSuccess: invalidate,
  });
}

/** Saves a record of `collection` read at `version`; the reply is the saved record. */
export function useUpdateRecord(collection: CollectionName, update: RecordUpdate) {
  const dataProvider = useAppDataProvider(collectionWriteMethods);
  const invalidate = useInvalidateCollection(collection);
  return useMutation({
    mutationFn: ({ id, version, fields }: { id: string; version: string; fields: RecordFields }) =>
      update(dataProvider, id, version, fields),
    onSuccess: invalidate,
  });
}

/** Deletes a record of `collection` read at `version`; the reply is the record as it was. */
export function useDeleteRecord(collection: CollectionName, remove: RecordRemove | undefined) {
  const dataProvider = useAppDataProvider(collectionWriteMethods);
  const invalidate = useInvalidateCollection(collection);
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: string }) => {
      if (!remove) throw new Error(`Records of ${collection} cannot be deleted here.`);
      return remove(dataProvider, id, version);
    },
    onSuccess: invalidate,
  });
}

/** What deleting the record would take with it, read when the delete confirmation opens (never cached). */
export function useDeleteCascade(collection: CollectionName, id: string) {
  const dataProvider = useAppDataProvider(collectionWriteMethods);
  return useQuery({
    queryKey: [...ALL, collection, 'cascade', id],
    queryFn: () => dataProvider.getAdminDeleteCascade(collection, id),
    gcTime: 0,
    staleTime: 0,
  });
}

/**
 * The changes of a collection's records heard on the realtime channel since the page opened or last called
 * `clear` (after it read the records again): anyone's writes, this user's included (a caller tells its own by
 * the version it reads back). After the channel reconnects, changes made while it was down were not heard,
 * so one `many` change stands for them.
 */
export function useCollectionChanges(collection: CollectionName) {
  const [changes, setChanges] = useState<RecordChange[]>([]);
  useEffect(
    () =>
      listenToChannel(
        RECORDS_CHANNEL,
        (messages) => {
          const mine = messages.filter((change) => change.c === collection);
          if (mine.length > 0) setChanges((current) => [...current, ...mine]);
        },
        () => setChanges((current) => [...current, { c: collection, ev: 'many' }]),
      ),
    [collection],
  );
  const clear = useCallback(() => setChanges([]), []);
  return { changes, clear };
}

/** A bulk action on records of `collection` (delete, or set one field); the collection is read again after. */
export function useBulkRecords(collection: CollectionName) {
  const dataProvider = useAppDataProvider(collectionWriteMethods);
  const invalidate = useInvalidateCollection(collection);
  return useMutation({
    mutationFn: (body: components['schemas']['AdminBulkRequest']) =>
      dataProvider.bulkAdminRecords(collection, body),
    onSettled: invalidate,
  });
}
