/**
 * Typed custom methods of the staff record pages (domain, location, plot, building, voice request, autotest,
 * child product) and the pickers' lookups. Spread into the app's data provider.
 */
import { api, data, hideErrors, raw } from '../api/client';
import type { AdminDocument, CollectionName } from '../api/types';
import type { paths } from '../../common/api/schema';
import type { Signal } from './queries';

type Json<P extends keyof paths, M extends 'get' | 'post' | 'delete'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

export type AdminDocumentList = Json<'/v2/admin/domains/{id}/locations', 'get'>;
export type StoreList = Json<'/v2/admin/domains/{id}/infiniverse/stores', 'get'>;
export type LocationSlotList = Json<'/v2/admin/locations/{id}/slots', 'get'>;
export type Teleport = Json<'/v2/admin/buildings/{id}/teleport', 'post'>;
export type HistoricalStats = Json<'/v2/autotest/historicalstats', 'get'>;
export type ChildProduct = Json<'/v2/admin/childproducts/{id}', 'get'>;
export type ChildProductList = Json<'/v2/admin/childproducts', 'get'>;
export type UserMatches = Json<'/v2/users/find', 'get'>;
export type AdminBlob = Json<'/v2/admin/blobs', 'post'>;
export type AutotestFilters = NonNullable<paths['/v2/autotest/tests']['get']['parameters']['query']>;

const id = (value: string, signal?: AbortSignal) => ({ params: { path: { id: value } }, signal });

export const adminRecordsMethods = {
  /**
   * Stores an image for a record's image field (`x-blob: image`); failures are the field's to show. A file the
   * browser does not call an image goes as plain bytes, so the server judges it and says why it refuses it.
   */
  uploadAdminBlob: (file: File): Promise<AdminBlob> =>
    data(
      api.POST('/v2/admin/blobs', {
        headers: {
          ...hideErrors,
          'content-type': file.type.startsWith('image/') ? file.type : 'application/octet-stream',
          'x-shapevr-name': file.name,
        },
        ...raw(file),
      }),
    ),
  domainLocations: (domainId: string, { signal }: Signal = {}) =>
    data(api.GET('/v2/admin/domains/{id}/locations', id(domainId, signal))),
  domainStores: (domainId: string, { signal }: Signal = {}) =>
    data(api.GET('/v2/admin/domains/{id}/infiniverse/stores', id(domainId, signal))),
  /** Staff delete of a metaverse record; the confirm dialog shows a refusal, so no toast. */
  deleteAdminDomain: (domainId: string) =>
    data(api.DELETE('/v2/admin/domains/{id}', { ...id(domainId), headers: hideErrors })),
  resetDomainTrial: (domainId: string) => data(api.POST('/v2/admin/domains/{id}/trialreset', id(domainId))),
  setDomainCustomPlan: (domainId: string) =>
    data(api.POST('/v2/admin/domains/{id}/setcustomplan', id(domainId))),
  setDomainTrialPlan: (domainId: string) =>
    data(api.POST('/v2/admin/domains/{id}/settrialplan', id(domainId))),
  /** Changes a record's owner; the picker dialog shows a refusal, so no toast. */
  setOwner: (recordId: string, owner: string) =>
    data(api.POST('/v2/admin/setowner', { body: { id: recordId, owner }, headers: hideErrors })),
  locationSlots: (locationId: string, { signal }: Signal = {}) =>
    data(api.GET('/v2/admin/locations/{id}/slots', id(locationId, signal))),
  regeneratePlot: (plotId: string) => data(api.POST('/v2/admin/plots/{id}/regenerate', id(plotId))),
  /** Makes a location a building's store; the picker dialog shows a refusal, so no toast. */
  assignStore: (buildingId: string, destination: string) =>
    data(
      api.POST('/v2/admin/buildings/{id}/assignstore', {
        ...id(buildingId),
        body: { destination },
        headers: hideErrors,
      }),
    ),
  teleportToBuilding: (buildingId: string) =>
    data(api.POST('/v2/admin/buildings/{id}/teleport', id(buildingId))),
  /** The raw recording of a voice request (16-bit PCM at 48000 Hz). */
  async witAudio(requestId: string, { signal }: Signal = {}): Promise<Uint8Array> {
    const reply = await data(
      api.GET('/v2/wit/audio/{id}', {
        ...id(requestId),
        parseAs: 'arrayBuffer',
        signal,
        headers: hideErrors,
      }),
    );
    return new Uint8Array(reply as unknown as ArrayBuffer);
  },
  autotests: (filters: AutotestFilters) =>
    data(api.GET('/v2/autotest/tests', { params: { query: filters } })),
  autotestHistory: (filters: Omit<AutotestFilters, 'position'>, { signal }: Signal = {}) =>
    data(api.GET('/v2/autotest/historicalstats', { params: { query: filters }, signal })),
  childProducts: ({ signal }: Signal = {}) => data(api.GET('/v2/admin/childproducts', { signal })),
  childProduct: (productId: string, { signal }: Signal = {}) =>
    data(api.GET('/v2/admin/childproducts/{id}', id(productId, signal))),
  /** Users whose id, name, nickname or email is `text`; failures are the picker's to show. */
  findUsers: (text: string, { signal }: Signal = {}) =>
    data(api.GET('/v2/users/find', { params: { query: { text } }, signal, headers: hideErrors })),
  /**
   * The first record of a collection whose value of one of `fields` is `text` exactly (a picker's lookup: a
   * location by id or path, a building by id or name, a metaverse by id, uri or name), or null; failures are the
   * picker's to show.
   */
  async findRecord(
    collection: CollectionName,
    fields: readonly string[],
    text: string,
    { signal }: Signal = {},
  ): Promise<AdminDocument | null> {
    const reply = await data(
      api.GET('/v2/admin/{collection}', {
        params: {
          path: { collection },
          query: { count: 1, query: JSON.stringify({ $or: fields.map((field) => ({ [field]: text })) }) },
        },
        signal,
        headers: hideErrors,
      }),
    );
    return reply.documents[0] ?? null;
  },
};
