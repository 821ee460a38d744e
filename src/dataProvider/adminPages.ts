/**
 * Typed custom methods of the staff pages (staff-and-agents.md §2.4, §2.7, §2.8, §2.12 and the pages the
 * specification leaves open), spread into the console's data provider. Approval decisions report their
 * failures on the page (a red alert), so those calls do not toast.
 */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';
import type { CollectionName } from '../api/types';
import type { Signal } from './queries';

type Schemas = components['schemas'];

export type PendingStorefront = Schemas['PendingStorefront'];
export type PendingAdvert = Schemas['PendingAdvert'];
export type Advert = Schemas['Advert'];
export type FeaturedItem = Schemas['FeaturedItem'];
export type FeaturedList = Schemas['FeaturedList'];
export type BuildConfig = Schemas['BuildConfig'];
export type MarketingContact = Schemas['MarketingContact'];
export type HeadsetEvent = Schemas['HeadsetEvent'];
export type CollectionCounts = Schemas['CollectionCounts'];
export type EscrowPage = Schemas['EscrowPage'];

/** One page of a generic collection with a query object (the events tabs, landmarks and plots). */
export interface CollectionQuery {
  query?: Record<string, unknown>;
  first?: number;
  count?: number;
  sort?: string;
  order?: 1 | -1;
}

export const adminPagesMethods = {
  listPendingStorefronts({ signal }: Signal = {}): Promise<Schemas['PendingStorefrontList']> {
    return data(api.GET('/v2/admin/approvals/pending', { headers: hideErrors, signal }));
  },
  approveStorefront(id: string): Promise<PendingStorefront> {
    return data(
      api.POST('/v2/admin/approvals/{id}/approve', { params: { path: { id } }, headers: hideErrors }),
    );
  },
  rejectStorefront(id: string, message: string): Promise<PendingStorefront> {
    return data(
      api.POST('/v2/admin/approvals/{id}/reject', {
        params: { path: { id } },
        body: { message },
        headers: hideErrors,
      }),
    );
  },
  listPendingAdverts({ signal }: Signal = {}): Promise<Schemas['PendingAdvertList']> {
    return data(api.GET('/v2/admin/adverts/pending', { headers: hideErrors, signal }));
  },
  approveAdvert(id: string): Promise<Advert> {
    return data(
      api.POST('/v2/admin/adverts/{id}/approve', { params: { path: { id } }, headers: hideErrors }),
    );
  },
  rejectAdvert(id: string, rejectionreason: string): Promise<Advert> {
    return data(
      api.POST('/v2/admin/adverts/{id}/reject', {
        params: { path: { id } },
        body: { rejectionreason },
        headers: hideErrors,
      }),
    );
  },
  getFeatured({ signal }: Signal = {}): Promise<FeaturedList> {
    return data(api.GET('/v2/admin/featured', { signal }));
  },
  saveFeatured(featured: string[]): Promise<FeaturedList> {
    return data(api.POST('/v2/admin/featured', { body: { featured }, headers: hideErrors }));
  },
  lookupFeaturedItem(text: string): Promise<FeaturedItem> {
    return data(api.GET('/v2/admin/featured/lookup', { params: { query: { text } }, headers: hideErrors }));
  },
  getBuildConfig({ signal }: Signal = {}): Promise<BuildConfig> {
    return data(api.GET('/v2/admin/build', { signal }));
  },
  saveBuildConfig(config: BuildConfig): Promise<BuildConfig> {
    return data(api.POST('/v2/admin/build', { body: config, headers: hideErrors }));
  },
  listMarketingEmails(): Promise<MarketingContact[]> {
    return data(api.GET('/v2/admin/marketingemails')).then((reply) => reply.documents);
  },
  listOculusEvents({ signal }: Signal = {}): Promise<HeadsetEvent[]> {
    return data(api.GET('/v2/admin/oculusevents', { signal })).then((reply) => reply.documents);
  },
  getCollectionCounts({ signal }: Signal = {}): Promise<CollectionCounts> {
    return data(api.GET('/v2/admin/counts', { signal }));
  },
  listEscrows(archived: boolean, first: number, count: number, { signal }: Signal = {}): Promise<EscrowPage> {
    return data(api.GET('/v2/admin/escrows', { params: { query: { archived, first, count } }, signal }));
  },
  /** A generic collection page filtered by a query object (`GET /v2/admin/{collection}`). */
  queryCollection(
    collection: CollectionName,
    options: CollectionQuery,
    { signal }: Signal = {},
  ): Promise<Schemas['AdminPage']> {
    const { query, first = 0, count = 30, sort = 'timestamp', order = -1 } = options;
    return data(
      api.GET('/v2/admin/{collection}', {
        params: {
          path: { collection },
          query: { first, count, sort, order, ...(query && { query: JSON.stringify(query) }) },
        },
        signal,
      }),
    );
  },
};
