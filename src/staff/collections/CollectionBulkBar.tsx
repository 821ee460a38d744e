import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import type { components } from '../../../common/api/schema';
import { reportSuccess } from '../../api/errors';
import type { AdminDocument, CollectionName } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useBulkRecords } from '../../dataProvider/collections.queries';
import { preloadable } from '../../lib/preloadable';
import { recordWrites } from './recordWrites';
import { COLLECTION_TEXTS as T } from './texts';

type BulkResult = components['schemas']['AdminBulkResult'];

// The field choice needs the collection's schema, which loads with the forms only when it is opened.
const BulkSetDialog = preloadable(async () => (await import('./BulkSetDialog')).default);

/**
 * Bulk actions on the selected records of a list page (for staff who may write them): select the page, then
 * Delete selected or Set a field, each after a confirmation; what changed is a toast, and what the server left
 * as it was stays listed here with each reason.
 */
export function CollectionBulkBar({
  collection,
  rows,
  selected,
  onSelected,
}: {
  collection: CollectionName;
  rows: readonly AdminDocument[];
  selected: ReadonlySet<string>;
  onSelected: (next: ReadonlySet<string>) => void;
}) {
  const writes = recordWrites(collection);
  const bulk = useBulkRecords(collection);
  const [dialog, setDialog] = useState<'delete' | 'set' | null>(null);
  const [refused, setRefused] = useState<BulkResult['refused']>([]);
  if (!writes) return null;
  const chosen = rows.filter((row) => selected.has(row.id));
  const records = chosen.map((row) => ({ id: row.id, version: String(row.timestamp ?? '') }));
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));

  async function run(body: Omit<components['schemas']['AdminBulkRequest'], 'records'>) {
    const result = await bulk.mutateAsync({ ...body, records });
    reportSuccess(T.bulkDone(result.changed.length));
    setRefused(result.refused);
    onSelected(new Set(result.refused.map((item) => item.id)));
    setDialog(null);
  }

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          label={T.selectPage}
          control={
            <Checkbox
              checked={allOnPage}
              onChange={(event) => onSelected(new Set(event.target.checked ? rows.map((row) => row.id) : []))}
            />
          }
        />
        <Typography role="status">{T.selected(chosen.length)}</Typography>
        {writes.remove && (
          <Button
            color="error"
            variant="outlined"
            disabled={chosen.length === 0}
            onClick={() => setDialog('delete')}
          >
            {T.deleteSelected}
          </Button>
        )}
        <Button variant="outlined" disabled={chosen.length === 0} onClick={() => setDialog('set')}>
          {T.setField}
        </Button>
      </Stack>
      {refused.length > 0 && (
        <Alert severity="warning" onClose={() => setRefused([])}>
          {T.bulkRefused(refused.length)}
          <List dense>
            {refused.map((item) => (
              <ListItem key={item.id}>{T.bulkRefusedItem(item.id, item.reason)}</ListItem>
            ))}
          </List>
        </Alert>
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={T.bulkDeleteTitle(chosen.length)}
        confirmLabel={T.deleteSelected}
        destructive
        onClose={() => setDialog(null)}
        onConfirm={() => run({ action: 'delete' })}
      >
        <DialogContentText>{T.bulkDeleteBody}</DialogContentText>
      </ConfirmDialog>
      {dialog === 'set' && (
        <Suspense fallback={null}>
          <BulkSetDialog
            schema={writes.schema}
            count={chosen.length}
            onClose={() => setDialog(null)}
            onApply={(field, value) => run({ action: 'set', field, value })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
