import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { COLLECTION_WRITES, type CollectionWrites } from '../../../common/api/collections';
import type { CollectionName } from '../../api/types';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { paths } from '../../paths';
import { RecordPicker } from '../pickers';
import { RecordEditor } from './recordEditorLoader';
import { recordWrites } from './recordWrites';
import { COLLECTION_TEXTS as T } from './texts';

/**
 * The collections whose records are created on a metaverse's own page (the spec's Create New Location and Create
 * Event, which set the URL name, template and place): New asks which metaverse and opens that page. It is offered
 * to superusers, whom the console lets manage every metaverse (owner-console.md §2.2).
 */
const CREATED_ON_A_METAVERSE_PAGE: Partial<
  Record<CollectionName, { what: string; page: (uri: string) => string }>
> = {
  locations: { what: 'location', page: (uri) => paths.domain.createLocation(uri) },
  events: { what: 'event', page: (uri) => paths.domain.createEvent(uri) },
};

/** New on such a list: a metaverse picker, then that metaverse's creation page. */
function NewInAMetaverse({ what, page }: { what: string; page: (uri: string) => string }) {
  const [picking, setPicking] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <div>
        <Button variant="contained" onClick={() => setPicking(true)}>
          {T.new}
        </Button>
      </div>
      <RecordPicker
        kind="domain"
        open={picking}
        title={T.newIn(what)}
        onClose={() => setPicking(false)}
        onConfirm={async (domain) => {
          await navigate(page(String(domain.uri)));
        }}
      />
    </>
  );
}

/**
 * Under a collection's title: how its records are written, as the contract declares (x-collection-writes). A
 * read-only collection says why and where its records change; a writable one offers New to staff who may write
 * (a form of the record's schema in a dialog; the new record's page opens once it is stored), or says where
 * new records come from when they are not created here, with New leading there when that is a metaverse's page.
 */
export function CollectionWritesBar({ collection }: { collection: CollectionName }) {
  const declared: CollectionWrites = COLLECTION_WRITES[collection];
  const canWrite = useHoldsPermission('admin_write_entities');
  // The creation pages are a metaverse's managers'; of staff, the console lets a superuser manage any metaverse.
  const managesAny = useHoldsPermission('superuser');
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
    const elsewhere = CREATED_ON_A_METAVERSE_PAGE[collection];
    return declared.createdBy ? (
      <>
        <Typography variant="body2">
          {T.createdElsewhere} {declared.createdBy}
        </Typography>
        {managesAny && elsewhere && <NewInAMetaverse {...elsewhere} />}
      </>
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
