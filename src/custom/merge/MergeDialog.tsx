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
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { MergeOptions } from '../../dataProvider/drives';
import { MERGE_TEXTS } from './texts';

type State = { kind: 'checking' } | { kind: 'done'; options: MergeOptions } | { kind: 'failed' };

/** The failure text of a reason; anything unknown reads as the unknown error. */
export function mergeFailureText(reason: string | undefined): string {
  const failures: Record<string, string> = MERGE_TEXTS.failures;
  return (reason && failures[reason]) || MERGE_TEXTS.failures.other;
}

/** Merge Accounts: checking, then can-merge (the accounts found) or the failure reason's message. */
export function MergeDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<State>({ kind: 'checking' });
  useEffect(() => {
    let live = true;
    dataProvider.checkMergeOptions().then(
      (options) => live && setState({ kind: 'done', options }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);

  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-title">
      <DialogTitle id="merge-title">{MERGE_TEXTS.title}</DialogTitle>
      <DialogContent>
        {state.kind === 'checking' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden="true" />
            <DialogContentText>{MERGE_TEXTS.checking}</DialogContentText>
          </Stack>
        )}
        {state.kind === 'failed' && (
          <DialogContentText role="alert">{MERGE_TEXTS.failures.other}</DialogContentText>
        )}
        {state.kind === 'done' && state.options.canMerge && (
          <>
            <DialogContentText>{MERGE_TEXTS.canMerge(state.options.email)}</DialogContentText>
            <List dense>
              {state.options.accounts.map((account) => (
                <ListItem key={account.id}>
                  <ListItemText primary={account.nickname || account.name} secondary={account.name} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {state.kind === 'done' && !state.options.canMerge && (
          <DialogContentText role="alert">{mergeFailureText(state.options.failReason)}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MERGE_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
