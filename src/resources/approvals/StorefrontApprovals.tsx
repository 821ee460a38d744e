import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { PendingStorefront } from '../../dataProvider/adminPages';
import { RejectDialog } from './RejectDialog';
import { APPROVALS_TEXTS as T } from './texts';
import { usePendingList } from './usePendingList';

const keyOf = (item: PendingStorefront) => item.id;

/** Pending storefront and joke locations with Approve and Reject (with a message). */
export function StorefrontApprovals() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(
    () => dataProvider.listPendingStorefronts().then((reply) => reply.documents),
    [dataProvider],
  );
  const { items, error, setError, remove } = usePendingList(load, keyOf);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PendingStorefront | null>(null);

  const decide = async (item: PendingStorefront, action: () => Promise<unknown>) => {
    setBusy(item.id);
    setError(null);
    try {
      await action();
      remove(item.id);
      setRejecting(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="storefronts-heading">
      <Typography variant="h5" component="h2" id="storefronts-heading">
        {T.storefronts}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {items === null && !error && <Typography>{T.loading}</Typography>}
      {items?.length === 0 && <Typography>{T.noStorefronts}</Typography>}
      {items && items.length > 0 && (
        <Table size="small" aria-labelledby="storefronts-heading">
          <TableHead>
            <TableRow>
              <TableCell>{T.name}</TableCell>
              <TableCell>{T.metaverse}</TableCell>
              <TableCell>{T.owner}</TableCell>
              <TableCell>{T.template}</TableCell>
              <TableCell>{T.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.nickname || item.name}</TableCell>
                <TableCell>{item.domainuri ?? item.domain}</TableCell>
                <TableCell>{item.ownernickname ?? item.owner}</TableCell>
                <TableCell>{item.template}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={busy !== null}
                      aria-label={T.approveLabel(item.nickname || item.name)}
                      onClick={() => void decide(item, () => dataProvider.approveStorefront(item.id))}
                    >
                      {T.approve}
                    </Button>
                    <Button
                      color="error"
                      size="small"
                      disabled={busy !== null}
                      aria-label={T.rejectLabel(item.nickname || item.name)}
                      onClick={() => setRejecting(item)}
                    >
                      {T.reject}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rejecting && (
        <RejectDialog
          title={T.rejectStorefrontTitle(rejecting.nickname || rejecting.name)}
          label={T.message}
          help={T.messageHelp}
          required={false}
          busy={busy !== null}
          onCancel={() => setRejecting(null)}
          onReject={(message) =>
            void decide(rejecting, () => dataProvider.rejectStorefront(rejecting.id, message))
          }
        />
      )}
    </Stack>
  );
}
