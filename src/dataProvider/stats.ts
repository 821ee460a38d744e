/**
 * Typed custom methods of the statistics dashboard (staff-and-agents.md §7 "Statistics"), the collection CSV
 * export and the saved searches of the collection pages, spread into the console's data provider.
 */
import { api, data } from '../api/client';
import type { components } from '../../common/api/schema';
import type { CollectionName } from '../api/types';
import type { Signal } from './queries';

type Schemas = components['schemas'];

/** One row of the biggest spenders: the user, their purchases and the MetaCoin spent. */
export type Spender = Schemas['BiggestSpenders']['results'][number];

/** What the collection page exports: its search, sort and visible columns. */
export interface ExportRequest {
  sort: string;
  order: 1 | -1;
  /** The query object as JSON text, or undefined for everything. */
  query?: string;
  fields: readonly string[];
}

export const statsMethods = {
  getInventoryTotals(
    from: number,
    devtransactions = false,
    timeslice = 3_600_000,
    { signal }: Signal = {},
  ): Promise<Schemas['StatsTotals']> {
    return data(
      api.GET('/v2/admin/stats/inventorytransactions/totals', {
        params: { query: { from, devtransactions, timeslice } },
        signal,
      }),
    );
  },
  getInfiniverseTotals(
    from: number,
    type?: string,
    { signal }: Signal = {},
  ): Promise<Schemas['StatsTotals']> {
    return data(
      api.GET('/v2/admin/stats/infiniversetransactions/totals', {
        params: { query: { from, timeslice: 3_600_000, ...(type && { type }) } },
        signal,
      }),
    );
  },
  getBiggestSpenders(
    from: number,
    to: number,
    devtransactions = false,
    { signal }: Signal = {},
  ): Promise<Schemas['BiggestSpenders']> {
    return data(
      api.GET('/v2/admin/stats/biggestspenders', {
        params: { query: { from, to, devtransactions } },
        signal,
      }),
    );
  },
  /** The CSV of a collection's current search, as a file to save. */
  exportCollection(collection: CollectionName, request: ExportRequest): Promise<Blob> {
    return data(
      api.GET('/v2/admin/export/{collection}', {
        params: {
          path: { collection },
          query: {
            sort: request.sort,
            order: request.order,
            fields: request.fields.join(','),
            ...(request.query && { query: request.query }),
          },
        },
        parseAs: 'blob',
      }),
    );
  },
  listSavedSearches(
    collection: CollectionName,
    { signal }: Signal = {},
  ): Promise<Schemas['SavedSearchList']> {
    return data(api.GET('/v2/admin/savedsearches', { params: { query: { collection } }, signal }));
  },
  createSavedSearch(search: Schemas['SavedSearchCreate']): Promise<Schemas['SavedSearch']> {
    return data(api.POST('/v2/admin/savedsearches', { body: search }));
  },
  deleteSavedSearch(id: string): Promise<Schemas['SavedSearchList']> {
    return data(api.DELETE('/v2/admin/savedsearches/{id}', { params: { path: { id } } }));
  },
};
