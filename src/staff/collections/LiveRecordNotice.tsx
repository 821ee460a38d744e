import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminDocument, CollectionName } from '../../api/types';
import { useCollectionChanges } from '../../dataProvider/collections.queries';
import { listChangedElsewhere, recordChangedElsewhere } from '../../lib/recordChanges';
import { COLLECTION_TEXTS as T } from './texts';

const RECORD_TEXT = {
  changed: T.changedElsewhere,
  deleted: T.deletedElsewhere,
  maybe: T.maybeChangedElsewhere,
} as const;

/**
 * On a record's page: someone else changed or deleted the record while it was open (the realtime channel's
 * records channel), with Reload. Quiet while this page writes or reads the record, so its own save never shows.
 */
export function LiveRecordNotice({
  collection,
  record,
  fetching,
  onReload,
}: {
  collection: CollectionName;
  record: AdminDocument;
  fetching: boolean;
  onReload: () => Promise<unknown>;
}) {
  const live = useCollectionChanges(collection);
  const writing = useIsMutating() > 0;
  const change =
    writing || fetching ? null : recordChangedElsewhere(live.changes, record.id, record.timestamp);
  if (!change) return null;
  return (
    <Alert
      severity="warning"
      action={
        change !== 'deleted' && (
          <Button color="inherit" onClick={() => void onReload().then(live.clear)}>
            {T.reload}
          </Button>
        )
      }
    >
      {RECORD_TEXT[change]}
    </Alert>
  );
}

/**
 * Above a list: how many of its records changed elsewhere since it was read, as a chip that reads the page again.
 * The count starts over whenever the page is read again (`readAt`).
 */
export function LiveListChip({
  collection,
  rows,
  fetching,
  readAt,
  onRefresh,
}: {
  collection: CollectionName;
  rows: readonly AdminDocument[];
  fetching: boolean;
  /** When the page was last read. */
  readAt: number;
  onRefresh: () => Promise<unknown>;
}) {
  const live = useCollectionChanges(collection);
  const { clear } = live;
  useEffect(clear, [readAt, clear]);
  const { count, many } = listChangedElsewhere(live.changes, rows);
  if (fetching || (count === 0 && !many)) return null;
  return (
    <div>
      <Chip
        color="warning"
        label={count > 0 ? T.listChanged(count) : T.listChangedMany}
        onClick={() => void onRefresh().then(live.clear)}
      />
    </div>
  );
}
