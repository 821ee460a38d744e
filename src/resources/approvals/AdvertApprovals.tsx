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
import type { PendingAdvert } from '../../dataProvider/adminPages';
import { RejectDialog } from './RejectDialog';
import { APPROVALS_TEXTS as T } from './texts';
import { usePendingList } from './usePendingList';

const keyOf = (item: PendingAdvert) => item._id;

/** Pending adverts with Approve and Reject (a reason is required); failures show in a red alert (§8). */
export function AdvertApprovals() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(
    () => dataProvider.listPendingAdverts().then((reply) => reply.documents),
    [dataProvider],
  );
  const { items, error, setError, remove } = usePendingList(load, keyOf);
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PendingAdvert | null>(null);

  const decide = async (item: PendingAdvert, action: () => Promise<unknown>) => {
    setBusy(item._id);
    setError(null);
    try {
      await action();
      remove(item._id);
      setRejecting(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="adverts-heading">
      <Typography variant="h5" component="h2" id="adverts-heading">
        {T.adverts}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {items === null && !error && <Typography>{T.loading}</Typography>}
      {items?.length === 0 && <Typography>{T.noAdverts}</Typography>}
      {items && items.length > 0 && (
        <Table size="small" aria-labelledby="adverts-heading">
          <TableHead>
            <TableRow>
              <TableCell>{T.image}</TableCell>
              <TableCell>{T.name}</TableCell>
              <TableCell>{T.submitted}</TableCell>
              <TableCell align="right">{T.impressions}</TableCell>
              <TableCell>{T.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item._id}>
                <TableCell>
                  <img
                    src={item.iconurl}
                    alt={T.advertImage(item.name)}
                    width={96}
                    height={54}
                    style={{ objectFit: 'cover', display: 'block' }}
                  />
                </TableCell>
                <TableCell>{item.name}</TableCell>
                <TableCell>{new Date(item.timestamp).toLocaleString()}</TableCell>
                <TableCell align="right">{item.pendingimpressions.toLocaleString()}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={busy !== null}
                      aria-label={T.approveLabel(item.name)}
                      onClick={() => void decide(item, () => dataProvider.approveAdvert(item._id))}
                    >
                      {T.approve}
                    </Button>
                    <Button
                      color="error"
                      size="small"
                      disabled={busy !== null}
                      aria-label={T.rejectLabel(item.name)}
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
          title={T.rejectAdvertTitle(rejecting.name)}
          label={T.reason}
          help={T.reasonHelp}
          required
          busy={busy !== null}
          onCancel={() => setRejecting(null)}
          onReject={(reason) =>
            void decide(rejecting, () => dataProvider.rejectAdvert(rejecting._id, reason))
          }
        />
      )}
    </Stack>
  );
}
