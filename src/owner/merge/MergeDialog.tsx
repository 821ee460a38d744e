import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useMergeOptions } from '../../dataProvider/drives.queries';
import { useRequestAccountMerge } from '../../dataProvider/flows.queries';
import { MERGE_TEXTS } from './texts';

/** The failure text of a reason; anything unknown reads as the unknown error. */
export function mergeFailureText(reason: string | undefined): string {
  const failures: Record<string, string> = MERGE_TEXTS.failures;
  return (reason && failures[reason]) || MERGE_TEXTS.failures.other;
}

/**
 * Merge Accounts: checking, then can-merge (the accounts found, and Send Merge Email, which mails the
 * confirmation link of `/acceptmergerequest`) or the failure reason's message.
 */
export function MergeDialog({ onClose }: { onClose: () => void }) {
  const check = useMergeOptions();
  const options = check.data;
  const send = useRequestAccountMerge();

  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-title">
      <DialogTitle id="merge-title">{MERGE_TEXTS.title}</DialogTitle>
      <DialogContent>
        {check.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden="true" />
            <DialogContentText>{MERGE_TEXTS.checking}</DialogContentText>
          </Stack>
        )}
        {check.isError && <DialogContentText role="alert">{MERGE_TEXTS.failures.other}</DialogContentText>}
        {options?.canMerge && (
          <>
            <DialogContentText>{MERGE_TEXTS.canMerge(options.email)}</DialogContentText>
            <List dense>
              {options.accounts.map((account) => (
                <ListItem key={account.id}>
                  <ListItemText primary={account.nickname || account.name} secondary={account.name} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {options && !options.canMerge && (
          <DialogContentText role="alert">{mergeFailureText(options.failReason)}</DialogContentText>
        )}
        {send.isSuccess && (
          <DialogContentText role="status">{MERGE_TEXTS.sent(send.data.email)}</DialogContentText>
        )}
        {send.isError && <DialogContentText role="alert">{MERGE_TEXTS.sendFailed}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MERGE_TEXTS.close}</Button>
        {options?.canMerge && !send.isSuccess && (
          <Button variant="contained" disabled={send.isPending} onClick={() => send.mutate()}>
            {MERGE_TEXTS.send}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
