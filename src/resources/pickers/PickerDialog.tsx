import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PICKER_TEXTS } from './texts';
import { usePickerLookup, type PickerLookup } from '../../dataProvider/adminRecords.queries';

export interface PickerDialogProps<T> {
  open: boolean;
  title: string;
  label: string;
  notFound: string;
  /** Cleans the text as it is typed (e.g. drops characters the picker refuses). */
  clean?: (text: string) => string;
  isValid: (text: string) => boolean;
  lookup: PickerLookup<T>;
  describe: (value: T) => string;
  onConfirm: (value: T) => void;
  onClose: () => void;
  /** True while the caller applies the choice. */
  busy?: boolean;
}

/** A dialog that finds one record from typed text; Confirm stays disabled until it is found. */
export function PickerDialog<T>(props: PickerDialogProps<T>) {
  const { open, title, label, notFound, clean, isValid, lookup, describe, onConfirm, onClose, busy } = props;
  const [text, setText] = useState('');
  const state = usePickerLookup(lookup, text, open && isValid(text));
  const status =
    state.status === 'loading'
      ? PICKER_TEXTS.loading
      : state.status === 'found'
        ? PICKER_TEXTS.found(describe(state.value))
        : text
          ? notFound
          : '';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="picker-title" fullWidth maxWidth="xs">
      <DialogTitle id="picker-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={label}
          value={text}
          onChange={(event) => setText(clean ? clean(event.target.value) : event.target.value)}
        />
        <Typography role="status" aria-live="polite" sx={{ minHeight: 24, mt: 1 }}>
          {status}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{PICKER_TEXTS.cancel}</Button>
        <Button
          variant="contained"
          disabled={state.status !== 'found' || busy}
          onClick={() => state.status === 'found' && onConfirm(state.value)}
        >
          {PICKER_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
