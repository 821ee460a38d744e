/**
 * react-admin's data provider over the typed client: the generic staff collections (resources named
 * `admin/{collection}`) and typed custom methods for the user's own pages. Pages do not call it directly:
 * they use the react-query hooks of `<area>.queries.ts` (the pattern is described in `./queries.ts`).
 */
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
} from 'react-admin';
import { api, data, hideErrors, uploadRaw, type UploadOptions } from '../api/client';
import { earlyFetch } from '../authProvider/contextRead';
import type { adminUsersMethods } from './adminUsers';
import type { adminRecordsMethods } from './adminRecords';
import type { missionEventMethods } from './missionEvents';
import type { statsMethods } from './stats';
import type { adminPagesMethods } from './adminPages';
import type { driveMethods } from './drives';
import type { paymentsMethods } from './payments';
import type { flowMethods } from './flows';
import type { redeemCodeMethods } from './redeemCodes';
import type { metaverseMethods } from './metaverses';
import type { entityMethods } from './entities';
import type { collectionWriteMethods } from './collections';
import type { publicMethods } from './public';
import type { missionMethods } from './missions';
import type { advertMethods } from './adverts';
import type { agentMethods } from './agents';
import type { streamingMethods } from './streaming';
import type { targetMethods } from './targets';
import type { homeOfferMethods } from './homeOffers';
import type { targetStyleMethods } from './targetStyles';
import type { liveMapMethods } from './liveMap';
import type { mvbotMethods } from './mvbots';
import type { AdminSpec, CollectionName, User, UserUpdate } from '../api/types';
import { COLLECTIONS } from '../../common/api/collections';
import type { Signal } from './queries';

const PREFIX = 'admin/';

/** The react-admin resource name of a collection. */
export function collectionResource(collection: CollectionName): string {
  return `${PREFIX}${collection}`;
}

/** The collection behind a resource name, or null when the resource is not a staff collection. */
export function resourceCollection(resource: string): CollectionName | null {
  if (!resource.startsWith(PREFIX)) return null;
  const name = resource.slice(PREFIX.length);
  return (COLLECTIONS as readonly string[]).includes(name) ? (name as CollectionName) : null;
}

function requireCollection(resource: string): CollectionName {
  const collection = resourceCollection(resource);
  if (!collection) throw new Error(`Unknown resource: ${resource}`);
  return collection;
}

/** `filter.query` is the collection query object (see `src/lib/searchMode.ts`). */
export interface CollectionFilter {
  query?: Record<string, unknown>;
}

/**
 * A collection list's cursors, in `meta` of its getList result: the pages after and before the one read. Pass
 * one back as `meta.cursor` (with the same sort) to read that page by position instead of by offset.
 * `totalCapped`: the total is where the count of a large collection's search stopped, and more match.
 */
export interface ListCursors {
  next: string | null;
  prev: string | null;
  totalCapped: boolean;
}

function unsupported(method: string): Promise<never> {
  return Promise.reject(new Error(`${method} is not offered by the API for these resources.`));
}

async function getList<RecordType extends RaRecord>(
  resource: string,
  params: GetListParams,
): Promise<GetListResult<RecordType>> {
  const collection = requireCollection(resource);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 30 };
  const filter = (params.filter ?? {}) as CollectionFilter;
  const cursor = (params.meta as { cursor?: string } | undefined)?.cursor;
  const query =
    filter.query && Object.keys(filter.query).length > 0 ? JSON.stringify(filter.query) : undefined;
  const reply = await data(
    api.GET('/v2/admin/{collection}', {
      params: {
        path: { collection },
        query: {
          first: (page - 1) * perPage,
          count: perPage,
          sort: params.sort?.field || 'timestamp',
          order: params.sort?.order === 'ASC' ? 1 : -1,
          query,
          ...(cursor && { cursor }),
        },
      },
      signal: params.signal,
      // A page opening a visit may have had this very read asked for early (staff/collections/openingRead.ts).
      fetch: earlyFetch,
    }),
  );
  const cursors: ListCursors = { next: reply.next, prev: reply.prev, totalCapped: reply.totalCapped };
  return { data: reply.documents as RecordType[], total: reply.total, meta: cursors };
}

async function getOne<RecordType extends RaRecord>(
  resource: string,
  params: GetOneParams<RecordType>,
): Promise<GetOneResult<RecordType>> {
  const collection = requireCollection(resource);
  const reply = await data(
    api.GET('/v2/admin/{collection}/{id}', {
      params: { path: { collection, id: String(params.id) } },
      signal: params.signal,
    }),
  );
  return { data: reply as RecordType };
}

const custom = {
  /** The field map of a collection (`GET /v2/admin/{collection}/adminspec`). */
  getAdminSpec(collection: CollectionName, { signal }: Signal = {}): Promise<AdminSpec> {
    return data(api.GET('/v2/admin/{collection}/adminspec', { params: { path: { collection } }, signal }));
  },
  /** Updates fields of the signed-in user's record, e.g. the nickname. */
  updateUser(userId: string, update: UserUpdate): Promise<User> {
    return data(api.POST('/v2/users/{id}', { params: { path: { id: userId } }, body: update }));
  },
  /** Sets the profile picture; failures are shown by the dialog, not as toasts. */
  uploadProfilePicture(file: Blob, options: Omit<UploadOptions, 'quiet'> = {}): Promise<User> {
    return uploadRaw('/v2/profilepicture', file, { ...options, quiet: true });
  },
  /** Replaces the user's banner. */
  uploadBanner(userId: string, file: Blob, options: UploadOptions = {}): Promise<User> {
    return uploadRaw(`/v2/users/${encodeURIComponent(userId)}/banner`, file, options);
  },
  /** Unlinks a connected identity; a failure only stops the caller's spinner (no toast). */
  unlinkAccount(connection: string): Promise<User> {
    return data(api.POST('/entity/unlinkaccount', { body: { connection }, headers: hideErrors }));
  },
  /** Ends every session of the signed-in user, this one included. */
  async signOutEverywhere(): Promise<void> {
    await data(api.POST('/v2/me/signouteverywhere'));
  },
};

/** The methods of every area (`<area>.ts`), each joined to the data provider by its query hooks. */
export type AreaMethods = typeof adminUsersMethods &
  typeof adminRecordsMethods &
  typeof missionEventMethods &
  typeof statsMethods &
  typeof adminPagesMethods &
  typeof driveMethods &
  typeof paymentsMethods &
  typeof flowMethods &
  typeof redeemCodeMethods &
  typeof metaverseMethods &
  typeof entityMethods &
  typeof collectionWriteMethods &
  typeof publicMethods &
  typeof missionMethods &
  typeof advertMethods &
  typeof agentMethods &
  typeof streamingMethods &
  typeof targetMethods &
  typeof homeOfferMethods &
  typeof targetStyleMethods &
  typeof liveMapMethods &
  typeof mvbotMethods;

/** The data provider with the methods every page has (react-admin's reads and the account's own calls). */
export type CoreDataProvider = DataProvider & typeof custom;

/** `T` without its index signature (react-admin's `DataProvider` lets any name be called, as `any`). */
type Named<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/** What a query hook may call: the core methods and those of the areas it names (`AreaProvider<typeof …>`). */
export type AreaProvider<Areas = unknown> = Named<CoreDataProvider> & Areas;

/** The data provider with every area's methods: what the component tests' fake providers stand in for. */
export type AppDataProvider = CoreDataProvider & AreaMethods;

/**
 * The console's data provider. An area's methods join it when a page's query hooks first ask for them
 * (`useAppDataProvider(areaMethods)`), so each page's file carries only the areas it uses.
 */
export const dataProvider: CoreDataProvider = {
  getList,
  getOne,
  getMany: () => unsupported('getMany'),
  getManyReference: () => unsupported('getManyReference'),
  update: () => unsupported('update'),
  updateMany: () => unsupported('updateMany'),
  create: () => unsupported('create'),
  delete: () => unsupported('delete'),
  deleteMany: () => unsupported('deleteMany'),
  supportAbortSignal: true,
  ...custom,
};
