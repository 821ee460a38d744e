/**
 * The frame of a mission tool form: back link, title, the loaded record (or its not-found text), the form. Any
 * signed-in user may read a stored record (staff-and-agents.md §6); to a user without admin_missions the frame
 * says once that changes need the mission tools permission, shows a stored record's form read-only and offers no
 * form for a new one.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useChildProduct } from '../../../dataProvider/adminRecords.queries';
import { errorText } from '../../../dataProvider/queries';
import { FORM_TEXTS } from '../../../forms/editState';
import { NavAnchor } from '../../../layout/navigation';
import { paths } from '../../../paths';
import { ReadOnlyNotice, useMayChangeMissions } from '../../missions/missionChanges';
import { MISSION_EVENT_TEXTS as T } from './texts';

export interface Loaded<D> {
  isError: boolean;
  error: unknown;
  data?: D;
}

/**
 * Renders `children` with the record (null for a new one), an `onDeleted` that replaces the form, and whether the
 * user may change it.
 */
export function FormFrame<D>({
  productId,
  title,
  load,
  children,
}: {
  productId: string;
  title: string;
  /** The stored record's read, or null for a new record. */
  load: Loaded<D> | null;
  children: (record: D | null, onDeleted: () => void, mayChange: boolean) => ReactNode;
}) {
  const product = useChildProduct(productId);
  const mayChange = useMayChangeMissions();
  const [deleted, setDeleted] = useState(false);
  const productName = product.data?.name ?? productId;
  let body: ReactNode;
  if (deleted) {
    body = (
      <Typography role="status" sx={{ color: 'success.main', fontWeight: 600 }}>
        {FORM_TEXTS.deleted}
      </Typography>
    );
  } else if (load === null) body = mayChange ? children(null, () => setDeleted(true), true) : null;
  else if (load.isError) body = <Alert severity="error">{errorText(load.error)}</Alert>;
  else if (load.data === undefined) body = <Typography>{T.loading}</Typography>;
  else body = children(load.data, () => setDeleted(true), mayChange);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Link component={NavAnchor} href={paths.admin.childProduct(productId)}>
        {T.backTo(productName)}
      </Link>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {!mayChange && <ReadOnlyNotice />}
      {body}
    </Stack>
  );
}
