import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { APPROVALS_TEXTS as T } from './texts';

interface RejectDialogProps {
  title: string;
  label: string;
  help: string;
  /** Adverts need a reason (§5): Reject stays disabled until one is typed. */
  required: boolean;
  busy: boolean;
  onCancel(): void;
  onReject(text: string): void;
}

/** Asks for the rejection message (storefronts) or the required reason (adverts). */
export function RejectDialog({ title, label, help, required, busy, onCancel, onReject }: RejectDialogProps) {
  const [text, setText] = useState('');
  const blocked = busy || (required && text.trim() === '');
  return (
    <Dialog open onClose={onCancel} aria-labelledby="reject-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="reject-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={label}
          helperText={help}
          required={required}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button color="error" variant="contained" disabled={blocked} onClick={() => onReject(text.trim())}>
          {T.reject}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
