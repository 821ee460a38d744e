import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Domain } from '../../api/types';
import { canConfirmDelete } from '../../lib/domainRules';
import { MANAGE_TEXTS as T } from './texts';

export interface DeleteDomainDialogProps {
  domain: Domain;
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}

/** Deleting a metaverse: the confirm button needs the typed URI (owner-console.md §4). */
export function DeleteDomainDialog({ domain, open, onClose, onConfirm }: DeleteDomainDialogProps) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setTyped('');
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-domain-title">
      <DialogTitle id="delete-domain-title">{T.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{T.deleteWarning(domain.name)}</DialogContentText>
        <TextField
          label={T.deletePrompt(domain.uri)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{T.cancel}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!canConfirmDelete(typed, domain.uri) || busy}
          onClick={() => void confirm()}
        >
          {T.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
