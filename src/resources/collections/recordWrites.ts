/**
 * The generic collections whose records staff can edit (and create, and delete) from the record page: those
 * whose writable document has a contract schema (`AdminRecordInput_<collection>`) and write operations. Each entry names the
 * schema the form loads and the typed calls it makes; failures are the form's to show (no toast).
 */
import { api, data, hideErrors } from '../../api/client';
import type { components } from '../../../common/api/schema';
import type { AdminDocument, CollectionName } from '../../api/types';
import type { FormSchemaName } from '../../forms/schemas.gen';

type Schemas = components['schemas'];
type Fields = Record<string, unknown>;

export interface RecordWrites {
  /** The contract schema of the writable document. */
  schema: FormSchemaName;
  /** Field order of the form, when not the schema's. */
  order?: string[];
  /** Creates a record; absent when the collection cannot be created from the console. */
  create?: (fields: Fields) => Promise<AdminDocument>;
  /** Replaces the writable fields of the record read at `version` (its `timestamp`). */
  update: (id: string, version: string, fields: Fields) => Promise<AdminDocument>;
  /** Deletes the record read at `version`; absent when the collection's records cannot be deleted here. */
  remove?: (id: string, version: string) => Promise<AdminDocument>;
}

const pathOf = (id: string, version: string) => ({ path: { id }, header: { 'If-Match': version } });

export const RECORD_WRITES: Partial<Record<CollectionName, RecordWrites>> = {
  stringmatches: {
    schema: 'AdminRecordInput_stringmatches',
    create: (fields) =>
      data(
        api.POST('/v2/admin/stringmatches', {
          body: fields as Schemas['AdminRecordInput_stringmatches'],
          headers: hideErrors,
        }),
      ),
    update: (id, version, fields) =>
      data(
        api.PUT('/v2/admin/stringmatches/{id}', {
          params: pathOf(id, version),
          body: fields as Schemas['AdminRecordInput_stringmatches'],
          headers: hideErrors,
        }),
      ),
    remove: (id, version) =>
      data(api.DELETE('/v2/admin/stringmatches/{id}', { params: pathOf(id, version), headers: hideErrors })),
  },
  events: {
    schema: 'AdminRecordInput_events',
    update: (id, version, fields) =>
      data(
        api.PUT('/v2/admin/events/{id}', {
          params: pathOf(id, version),
          body: fields as Schemas['AdminRecordInput_events'],
          headers: hideErrors,
        }),
      ),
  },
};

/** The write operations of `collection`, or undefined when its records are read-only in the console. */
export function recordWrites(collection: CollectionName): RecordWrites | undefined {
  return RECORD_WRITES[collection];
}
