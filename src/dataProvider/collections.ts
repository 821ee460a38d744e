/**
 * Typed custom methods of the generic staff record page's writes: the collections whose records staff can edit
 * (and create, and delete) there. Failures are the form's to show, so none of them toasts. Spread into the app's data
 * provider.
 */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';
import type { AdminDocument, CollectionName } from '../api/types';

type Schemas = components['schemas'];

/** The record read at `version` (its `timestamp`): a write to a record changed since is refused (409). */
const versioned = (id: string, version: string) => ({ path: { id }, header: { 'If-Match': version } });

export const collectionWriteMethods = {
  /** Creates a string match (`POST /v2/admin/stringmatches`). */
  createAdminStringmatch(fields: Schemas['AdminRecordInput_stringmatches']): Promise<AdminDocument> {
    return data(api.POST('/v2/admin/stringmatches', { body: fields, headers: hideErrors }));
  },
  /** Replaces the writable fields of a string match read at `version`. */
  updateAdminStringmatch(
    id: string,
    version: string,
    fields: Schemas['AdminRecordInput_stringmatches'],
  ): Promise<AdminDocument> {
    return data(
      api.PUT('/v2/admin/stringmatches/{id}', {
        params: versioned(id, version),
        body: fields,
        headers: hideErrors,
      }),
    );
  },
  /** Replaces the writable fields of an event read at `version`. */
  updateAdminEvent(
    id: string,
    version: string,
    fields: Schemas['AdminRecordInput_events'],
  ): Promise<AdminDocument> {
    return data(
      api.PUT('/v2/admin/events/{id}', { params: versioned(id, version), body: fields, headers: hideErrors }),
    );
  },
  /** Deletes a string match read at `version`; the reply is the record as it was. */
  deleteAdminStringmatch(id: string, version: string): Promise<AdminDocument> {
    return data(
      api.DELETE('/v2/admin/stringmatches/{id}', { params: versioned(id, version), headers: hideErrors }),
    );
  },
  /** Replaces the writable fields of a location read at `version`. */
  updateAdminLocation(
    id: string,
    version: string,
    fields: Schemas['AdminRecordInput_locations'],
  ): Promise<AdminDocument> {
    return data(
      api.PUT('/v2/admin/locations/{id}', {
        params: versioned(id, version),
        body: fields,
        headers: hideErrors,
      }),
    );
  },
  /** Deletes a location read at `version` with what goes with it; the reply is the record as it was. */
  deleteAdminLocation(id: string, version: string): Promise<AdminDocument> {
    return data(
      api.DELETE('/v2/admin/locations/{id}', { params: versioned(id, version), headers: hideErrors }),
    );
  },
  /** Replaces the writable fields of a plot read at `version`. */
  updateAdminPlot(
    id: string,
    version: string,
    fields: Schemas['AdminRecordInput_plots'],
  ): Promise<AdminDocument> {
    return data(
      api.PUT('/v2/admin/plots/{id}', { params: versioned(id, version), body: fields, headers: hideErrors }),
    );
  },
  /** Deletes a plot read at `version` with what goes with it; the reply is the record as it was. */
  deleteAdminPlot(id: string, version: string): Promise<AdminDocument> {
    return data(api.DELETE('/v2/admin/plots/{id}', { params: versioned(id, version), headers: hideErrors }));
  },
  /** Replaces the writable fields of a file read at `version`. */
  updateAdminFile(
    id: string,
    version: string,
    fields: Schemas['AdminRecordInput_files'],
  ): Promise<AdminDocument> {
    return data(
      api.PUT('/v2/admin/files/{id}', { params: versioned(id, version), body: fields, headers: hideErrors }),
    );
  },
  /** Deletes a file read at `version` with what goes with it; the reply is the record as it was. */
  deleteAdminFile(id: string, version: string): Promise<AdminDocument> {
    return data(api.DELETE('/v2/admin/files/{id}', { params: versioned(id, version), headers: hideErrors }));
  },
  /** Deletes an event read at `version` with its styles; the reply is the record as it was. */
  deleteAdminEvent(id: string, version: string): Promise<AdminDocument> {
    return data(api.DELETE('/v2/admin/events/{id}', { params: versioned(id, version), headers: hideErrors }));
  },
  /** What deleting a record would take with it (nothing is changed). */
  getAdminDeleteCascade(collection: CollectionName, id: string): Promise<Schemas['AdminDeleteCascade']> {
    return data(
      api.GET('/v2/admin/{collection}/{id}/cascade', {
        params: { path: { collection, id } },
        headers: hideErrors,
      }),
    );
  },
  /** Deletes several records, or sets one field on them; the reply says which were written and which refused. */
  bulkAdminRecords(
    collection: CollectionName,
    body: Schemas['AdminBulkRequest'],
  ): Promise<Schemas['AdminBulkResult']> {
    return data(
      api.POST('/v2/admin/{collection}/bulk', {
        params: { path: { collection } },
        body,
        headers: hideErrors,
      }),
    );
  },
};
