/**
 * Edit and New on the generic record page, loaded lazily with the forms (rjsf and the contract's schemas).
 * Edit sends the version read (the record's `timestamp`); a record changed meanwhile is refused (409) and the
 * form offers to reload it. New creates the record and opens its page; Clone is New starting from a record's
 * writable fields. Delete (where the collection has it)
 * asks for a confirmation, sends the version read too, and goes back to the collection's list.
 */
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminDocument, CollectionName } from '../../api/types';
import { useCreateRecord, useDeleteRecord, useUpdateRecord } from '../../dataProvider/collections.queries';
import { RecordForm, type FormData } from '../../forms/RecordForm';
import { FORM_SCHEMAS } from '../../forms/schemas.gen';
import { DeleteCascade } from './DeleteCascade';
import type { RecordWrites } from './recordWrites';
import { COLLECTION_TEXTS } from './texts';
import { paths } from '../../paths';

export interface RecordEditorProps {
  collection: CollectionName;
  writes: RecordWrites;
  /** The record as read; null for a new one. */
  record: AdminDocument | null;
  /** For a new record: the record whose writable fields it starts from (Clone). */
  template?: AdminDocument;
  /** Closes the editor. */
  onBack: () => void;
  /** Switches to a new record. */
  onNew?: () => void;
  /** Reads the record again and starts the form over from it (to see someone else's change). */
  onReload: () => void;
}

const notCreatable = () => Promise.reject(new Error(COLLECTION_TEXTS.cannotCreate));

/** The writable fields of a record, as the form edits them. */
function writableFields(record: AdminDocument, fields: readonly string[]): FormData {
  return Object.fromEntries(fields.filter((field) => record[field] !== undefined).map((f) => [f, record[f]]));
}

export default function RecordEditor({
  collection,
  writes,
  record,
  template,
  onBack,
  onNew,
  onReload,
}: RecordEditorProps) {
  const navigate = useNavigate();
  const schema = FORM_SCHEMAS[writes.schema];
  const version = useRef(typeof record?.timestamp === 'string' ? record.timestamp : '');
  const source = record ?? template;
  const initial = source ? writableFields(source, Object.keys(schema.properties)) : {};
  const label = record
    ? COLLECTION_TEXTS.editRecord
    : template
      ? COLLECTION_TEXTS.cloneRecord
      : COLLECTION_TEXTS.newRecord;
  // A save reads the collection's records again, so the page's sections show the new values.
  const create = useCreateRecord(collection, writes.create ?? notCreatable);
  const update = useUpdateRecord(collection, writes.update);
  const deletion = useDeleteRecord(collection, writes.remove);

  async function submit(fields: FormData): Promise<AdminDocument> {
    if (!record) {
      const created = await create.mutateAsync(fields);
      navigate(`/admin/${collection}/${encodeURIComponent(created.id)}`);
      return created;
    }
    const saved = await update.mutateAsync({ id: record.id, version: version.current, fields });
    if (typeof saved.timestamp === 'string') version.current = saved.timestamp;
    return saved;
  }

  const remove =
    record && writes.remove
      ? () => deletion.mutateAsync({ id: record.id, version: version.current })
      : undefined;

  return (
    <RecordForm
      schema={schema}
      uiSchema={writes.order ? { 'ui:order': writes.order } : undefined}
      formData={initial}
      mode={record ? 'existing' : 'new'}
      submitVerb="update"
      onSubmit={submit}
      onDelete={remove}
      deleteDetails={record && <DeleteCascade collection={collection} id={record.id} />}
      onDeleted={() => navigate(paths.admin.collection(collection))}
      onBack={onBack}
      onNew={record ? onNew : undefined}
      label={label}
      conflictAction={<Button onClick={onReload}>{COLLECTION_TEXTS.reload}</Button>}
    />
  );
}
