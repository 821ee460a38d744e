/**
 * The generic collections whose records staff can edit (and create, and delete) from the record page: those whose writable
 * document has a contract schema (`AdminRecordInput_<collection>`) and write operations. Each entry names the
 * schema the form loads and the typed data-provider methods it calls (through `useCreateRecord` /
 * `useUpdateRecord` / `useDeleteRecord`); failures are the form's to show (no toast).
 */
import type { components } from '../../../common/api/schema';
import type { CollectionName } from '../../api/types';
import type { RecordCreate, RecordRemove, RecordUpdate } from '../../dataProvider/collections.queries';
import type { FormSchemaName } from '../../forms/schemas.gen';

type Schemas = components['schemas'];

export interface RecordWrites {
  /** The contract schema of the writable document. */
  schema: FormSchemaName;
  /** Field order of the form, when not the schema's. */
  order?: string[];
  /** Creates a record; absent when the collection cannot be created from the console. */
  create?: RecordCreate;
  /** Replaces the writable fields of the record read at `version` (its `timestamp`). */
  update: RecordUpdate;
  /** Deletes the record read at `version`; absent when the collection's records cannot be deleted here. */
  remove?: RecordRemove;
}

// The form validates the fields against the same contract schema before they are sent.
export const RECORD_WRITES: Partial<Record<CollectionName, RecordWrites>> = {
  stringmatches: {
    schema: 'AdminRecordInput_stringmatches',
    create: (dataProvider, fields) =>
      dataProvider.createAdminStringmatch(fields as Schemas['AdminRecordInput_stringmatches']),
    update: (dataProvider, id, version, fields) =>
      dataProvider.updateAdminStringmatch(id, version, fields as Schemas['AdminRecordInput_stringmatches']),
    remove: (dataProvider, id, version) => dataProvider.deleteAdminStringmatch(id, version),
  },
  events: {
    schema: 'AdminRecordInput_events',
    update: (dataProvider, id, version, fields) =>
      dataProvider.updateAdminEvent(id, version, fields as Schemas['AdminRecordInput_events']),
    remove: (dataProvider, id, version) => dataProvider.deleteAdminEvent(id, version),
  },
  locations: {
    schema: 'AdminRecordInput_locations',
    update: (dataProvider, id, version, fields) =>
      dataProvider.updateAdminLocation(id, version, fields as Schemas['AdminRecordInput_locations']),
    remove: (dataProvider, id, version) => dataProvider.deleteAdminLocation(id, version),
  },
  plots: {
    schema: 'AdminRecordInput_plots',
    update: (dataProvider, id, version, fields) =>
      dataProvider.updateAdminPlot(id, version, fields as Schemas['AdminRecordInput_plots']),
    remove: (dataProvider, id, version) => dataProvider.deleteAdminPlot(id, version),
  },
  files: {
    schema: 'AdminRecordInput_files',
    update: (dataProvider, id, version, fields) =>
      dataProvider.updateAdminFile(id, version, fields as Schemas['AdminRecordInput_files']),
    remove: (dataProvider, id, version) => dataProvider.deleteAdminFile(id, version),
  },
};

/** The write operations of `collection`, or undefined when its records are read-only in the console. */
export function recordWrites(collection: CollectionName): RecordWrites | undefined {
  return RECORD_WRITES[collection];
}
