import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { MEMBERS_TEXTS as T } from './texts';

export interface RemoveMemberDialogProps {
  name: string;
  onClose: () => void;
  onConfirm: (block: boolean) => Promise<void>;
}

/** Removes a member, optionally blocking them. */
export function RemoveMemberDialog({ name, onClose, onConfirm }: RemoveMemberDialogProps) {
  const [block, setBlock] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(block);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="remove-member-title">
      <DialogTitle id="remove-member-title">{T.removeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.removeText(name)}</DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={block} onChange={(event) => setBlock(event.target.checked)} />}
          label={T.block}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          {T.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
