/**
 * The editing state every mission event form shares: the record as last saved (null until a new one is created),
 * its version for the stale-edit check, and create / update / delete through the area's write hook (which
 * refreshes the product's lists). `formProps` are the RecordForm props that follow from it: mode, Save, Delete,
 * Back to the child product, New, and Reload after a refused stale edit; for a user who may not change the record
 * (`mayChange` false), the form read-only with Back alone.
 */
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import type { MissionEventProvider } from '../../../dataProvider/missionEvents.queries';
import { useMissionEventWrite } from '../../../dataProvider/missionEvents.queries';
import type { RecordFormProps } from '../../../forms/RecordForm';
import { useNavigateTo } from '../../../layout/navigation';
import { paths } from '../../../paths';
import { MISSION_EVENT_TEXTS as T } from './texts';

interface Versioned {
  timestamp: string;
}

export interface RecordWrites<R, I> {
  /** The record's id as its operations take it. */
  idOf: (record: R) => string;
  create: (dp: MissionEventProvider, productId: string, fields: I) => Promise<R>;
  update: (dp: MissionEventProvider, productId: string, id: string, version: string, fields: I) => Promise<R>;
  remove: (dp: MissionEventProvider, productId: string, id: string, version: string) => Promise<unknown>;
  /** The page of a new record of this kind (the New button). */
  newPath: (productId: string) => string;
}

export function useVersionedRecord<R extends Versioned, I>(
  productId: string,
  initial: R | null,
  writes: RecordWrites<R, I>,
  onDeleted: () => void,
  mayChange: boolean,
) {
  const navigate = useNavigateTo();
  const [stored, setStored] = useState<R | null>(initial);
  const version = useRef(initial?.timestamp ?? '');
  const create = useMissionEventWrite(productId, (dp, fields: I) => writes.create(dp, productId, fields));
  const update = useMissionEventWrite(productId, (dp, args: { id: string; fields: I }) =>
    writes.update(dp, productId, args.id, version.current, args.fields),
  );
  const remove = useMissionEventWrite(productId, (dp, id: string) =>
    writes.remove(dp, productId, id, version.current),
  );

  /** Creates the record, or updates the stored one, and keeps what the server answered. */
  async function save(fields: I): Promise<R> {
    const saved = stored
      ? await update.mutateAsync({ id: writes.idOf(stored), fields })
      : await create.mutateAsync(fields);
    version.current = saved.timestamp;
    setStored(saved);
    return saved;
  }

  const formProps = {
    mode: stored ? 'existing' : 'new',
    submitVerb: 'update',
    onDelete: mayChange && stored ? () => remove.mutateAsync(writes.idOf(stored)) : undefined,
    onDeleted,
    onBack: () => navigate(paths.admin.childProduct(productId)),
    onNew: mayChange && initial ? () => navigate(writes.newPath(productId)) : undefined,
    readOnly: !mayChange,
    conflictAction: <Button onClick={() => window.location.reload()}>{T.reload}</Button>,
  } satisfies Partial<RecordFormProps>;

  return { stored, save, formProps };
}
