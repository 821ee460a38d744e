import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { COLLECTION_WRITES, type CollectionWrites } from '../../../common/api/collections';
import type { CollectionName } from '../../api/types';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { RecordEditor } from './recordEditorLoader';
import { recordWrites } from './recordWrites';
import { COLLECTION_TEXTS as T } from './texts';

/**
 * Under a collection's title: how its records are written, as the contract declares (x-collection-writes). A
 * read-only collection says why and where its records change; a writable one offers New to staff who may write
 * (a form of the record's schema in a dialog; the new record's page opens once it is stored), or says where
 * new records come from when they are not created here.
 */
export function CollectionWritesBar({ collection }: { collection: CollectionName }) {
  const declared: CollectionWrites = COLLECTION_WRITES[collection];
  const canWrite = useHoldsPermission('admin_write_entities');
  const writes = canWrite ? recordWrites(collection) : undefined;
  const [creating, setCreating] = useState(false);
  const titleId = useId();
  if (declared.readOnly) {
    return (
      <Alert severity="info">
        {T.readOnly} {declared.readOnly}
      </Alert>
    );
  }
  if (!writes?.create) {
    return declared.createdBy ? (
      <Typography variant="body2">
        {T.createdElsewhere} {declared.createdBy}
      </Typography>
    ) : null;
  }
  return (
    <>
      <div>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {T.new}
        </Button>
      </div>
      <Dialog
        open={creating}
        onClose={() => setCreating(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>{T.newRecord}</DialogTitle>
        <DialogContent>
          <Suspense fallback={<CircularProgress aria-label={T.loading} />}>
            <RecordEditor
              collection={collection}
              writes={writes}
              record={null}
              onBack={() => setCreating(false)}
              onReload={() => undefined}
            />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
