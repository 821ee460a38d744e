import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
  /** Applies the choice; a rejection's reason is shown in the dialog. */
  onConfirm: (value: T) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog that finds one record from typed text; Confirm stays disabled until it is found. */
export function PickerDialog<T>(props: PickerDialogProps<T>) {
  const { open, title, label, notFound, clean, isValid, lookup, describe, onConfirm, onClose } = props;
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
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={PICKER_TEXTS.confirm}
      cancelLabel={PICKER_TEXTS.cancel}
      confirmDisabled={state.status !== 'found'}
      onClose={onClose}
      onConfirm={() => state.status === 'found' && onConfirm(state.value)}
    >
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
    </ConfirmDialog>
  );
}
