import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMarketingEmails } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { toCsv } from '../../../common/csv';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { saveCsv } from '../../components/download';
import { PermissionNote } from '../../components/PermissionNote';
import { BUILD_TEXTS as T } from './texts';

const COLUMNS = ['id', 'name', 'nickname', 'email', 'created', 'timestamp'] as const;

/**
 * "Save Marketing Emails": the contacts as CSV, cells guarded against spreadsheet formulas. Offered only with
 * admin_read_entities; without it the section says so.
 */
export function MarketingExport() {
  const allowed = useHoldsPermission('admin_read_entities');
  const marketingEmails = useMarketingEmails();
  const busy = marketingEmails.isPending;
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setError(null);
    try {
      const contacts = await marketingEmails.mutateAsync();
      saveCsv(toCsv(COLUMNS, contacts), T.fileName);
      setDone(T.downloaded(contacts.length));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="build-misc-heading">
      <Typography variant="h5" component="h2" id="build-misc-heading">
        {T.misc}
      </Typography>
      <Typography color="text.secondary">{T.marketingHelp}</Typography>
      {allowed ? (
        <div>
          <Button variant="outlined" disabled={busy} onClick={() => void save()}>
            {T.marketing}
          </Button>
        </div>
      ) : (
        <PermissionNote action={T.marketing} permission="admin_read_entities" />
      )}
      {done && <Typography role="status">{done}</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
