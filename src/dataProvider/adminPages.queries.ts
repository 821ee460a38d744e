/**
 * Query keys and hooks of the staff pages outside the collections: dashboard counts, escrows, build numbers, the
 * featured list and its events.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDocument } from '../api/types';
import { EVENTS_PAGE, eventTabQuery, type EventTab } from '../lib/eventTabs';
import { DATA_TEXTS } from './texts';
import type { BuildConfig, HeadsetEvent, PendingAdvert, PendingStorefront } from './adminPages';
import { adminPagesMethods } from './adminPages';
import { READ, useAppDataProvider } from './queries';

const ALL = ['adminPages'] as const;

export const adminPageKeys = {
  all: ALL,
  counts: () => [...ALL, 'counts'] as const,
  escrows: (archived: boolean, first: number, count: number) =>
    [...ALL, 'escrows', archived, first, count] as const,
  build: () => [...ALL, 'build'] as const,
  /** The featured list and what is read from it. */
  featured: () => [...ALL, 'featured'] as const,
  featuredEvents: () => [...ALL, 'featured', 'events'] as const,
  /** The storefronts and adverts waiting for a decision. */
  pendingStorefronts: () => [...ALL, 'pending', 'storefronts'] as const,
  pendingAdverts: () => [...ALL, 'pending', 'adverts'] as const,
  /** A tab of the staff events page. */
  eventsTab: (tab: EventTab) => [...ALL, 'events', tab] as const,
  /** A page of the landmarks or plots of every metaverse, or of the one whose uri is `target`. */
  targetEntities: (collection: 'locations' | 'plots', type: string, target: string, first: number) =>
    [...ALL, 'targetEntities', collection, type, target, first] as const,
};

/** How many records each collection holds. */
export function useCollectionCounts() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.counts(),
    queryFn: ({ signal }) => dataProvider.getCollectionCounts({ signal }),
  });
}

/** A page of the open or archived escrows. */
export function useEscrows(archived: boolean, first: number, count: number) {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.escrows(archived, first, count),
    queryFn: ({ signal }) => dataProvider.listEscrows(archived, first, count, { signal }),
  });
}

/** The build numbers below which the app warns or refuses to start. */
export function useBuildConfig() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.build(),
    queryFn: ({ signal }) => dataProvider.getBuildConfig({ signal }),
  });
}

/** Saves the build numbers; the reply is the stored configuration. */
export function useSaveBuildConfig() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: BuildConfig) => dataProvider.saveBuildConfig(config),
    onSuccess: (saved) => queryClient.setQueryData(adminPageKeys.build(), saved),
  });
}

/** The featured list, in its order. */
export function useFeatured() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.featured(),
    queryFn: ({ signal }) => dataProvider.getFeatured({ signal }),
  });
}

/** Saves the featured list's order; the reply is the stored list, and what is read from it is read again. */
export function useSaveFeatured() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => dataProvider.saveFeatured(ids),
    onSuccess: (list) => {
      queryClient.setQueryData(adminPageKeys.featured(), list);
      void queryClient.invalidateQueries({ queryKey: adminPageKeys.featuredEvents() });
    },
  });
}

/** An event of the featured list with its dates. */
export interface FeaturedEvent {
  id: string;
  label: string;
  path: string;
  startdate?: string;
  enddate?: string;
  published?: boolean;
}

/** The events of the featured list, in its order, with their dates read from the events collection. */
export function useFeaturedEvents() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.featuredEvents(),
    queryFn: async ({ signal }): Promise<FeaturedEvent[]> => {
      const list = await dataProvider.getFeatured({ signal });
      const featured = list.items.filter((item) => item.type === 'event');
      if (featured.length === 0) return [];
      const page = await dataProvider.queryCollection(
        'events',
        { query: { id: { $in: featured.map((item) => item.id) } }, count: featured.length },
        { signal },
      );
      const docs = new Map(page.documents.map((doc) => [doc.id, doc]));
      return featured.map((item): FeaturedEvent => {
        const doc = docs.get(item.id) ?? { id: item.id };
        return {
          id: item.id,
          label: item.nickname || item.name,
          path: item.uri,
          ...(typeof doc.startdate === 'string' && { startdate: doc.startdate }),
          ...(typeof doc.enddate === 'string' && { enddate: doc.enddate }),
          ...(typeof doc.published === 'boolean' && { published: doc.published }),
        };
      });
    },
  });
}

/** The rows of a tab of the staff events page: the headset events, or the events the tab selects now. */
export type EventsTabRows =
  { kind: 'events'; rows: AdminDocument[] } | { kind: 'oculus'; rows: HeadsetEvent[] };

/** A tab of the staff events page. */
export function useEventsTab(tab: EventTab) {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.eventsTab(tab),
    queryFn: async ({ signal }): Promise<EventsTabRows> =>
      tab === 'oculus'
        ? { kind: 'oculus', rows: await dataProvider.listOculusEvents({ signal }) }
        : {
            kind: 'events',
            rows: (
              await dataProvider.queryCollection(
                'events',
                { ...EVENTS_PAGE, query: eventTabQuery(tab, new Date()) },
                { signal },
              )
            ).documents,
          },
  });
}

/**
 * A page (by nickname) of the entities of a type in a collection: of every metaverse, or of the one whose uri is
 * `target` (an unknown uri fails with a message naming it).
 */
export function useTargetEntities(
  collection: 'locations' | 'plots',
  type: string,
  target: string,
  first: number,
  count: number,
) {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.targetEntities(collection, type, target, first),
    queryFn: async ({ signal }) => {
      const query: Record<string, unknown> = { type };
      if (target) {
        const domains = await dataProvider.queryCollection(
          'domains',
          { query: { uri: target }, count: 1 },
          { signal },
        );
        const domain = domains.documents[0];
        if (!domain) throw new Error(DATA_TEXTS.unknownTarget(target));
        query.domain = domain.id;
      }
      return dataProvider.queryCollection(
        collection,
        { query, first, count, sort: 'nickname', order: 1 },
        { signal },
      );
    },
  });
}

/** A decision on a pending item: approve, or reject with a text (a message or a reason). */
export type Decision = { approve: true } | { approve: false; text: string };

/** The storefront and joke locations waiting for a decision. */
export function usePendingStorefronts() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.pendingStorefronts(),
    queryFn: async ({ signal }) => (await dataProvider.listPendingStorefronts({ signal })).documents,
  });
}

/** Approves or rejects a storefront; a decided storefront leaves the list (staff-and-agents.md §4). */
export function useDecideStorefront() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      decision.approve
        ? dataProvider.approveStorefront(id)
        : dataProvider.rejectStorefront(id, decision.text),
    onSuccess: (_reply, { id }) =>
      queryClient.setQueryData<PendingStorefront[]>(adminPageKeys.pendingStorefronts(), (items) =>
        items?.filter((item) => item.id !== id),
      ),
  });
}

/** The adverts waiting for a decision. */
export function usePendingAdverts() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useQuery({
    ...READ,
    queryKey: adminPageKeys.pendingAdverts(),
    queryFn: async ({ signal }) => (await dataProvider.listPendingAdverts({ signal })).documents,
  });
}

/** Approves or rejects (with a reason) an advert; a decided advert leaves the list (staff-and-agents.md §4). */
export function useDecideAdvert() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      decision.approve ? dataProvider.approveAdvert(id) : dataProvider.rejectAdvert(id, decision.text),
    onSuccess: (_reply, { id }) =>
      queryClient.setQueryData<PendingAdvert[]>(adminPageKeys.pendingAdverts(), (items) =>
        items?.filter((item) => item._id !== id),
      ),
  });
}

/** Finds a metaverse, location or event to feature by id, uri or path (asked when the staff user submits). */
export function useLookupFeaturedItem() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useMutation({ mutationFn: (text: string) => dataProvider.lookupFeaturedItem(text) });
}

/** The marketing contacts, read when the staff user asks for the export. */
export function useMarketingEmails() {
  const dataProvider = useAppDataProvider(adminPagesMethods);
  return useMutation({ mutationFn: () => dataProvider.listMarketingEmails() });
}
