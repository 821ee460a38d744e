import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { APPROVALS_TEXTS as T } from './texts';

interface RejectDialogProps {
  title: string;
  label: string;
  help: string;
  /** Adverts need a reason (staff-and-agents.md §5): Reject stays disabled until one is typed. */
  required: boolean;
  onCancel(): void;
  /** Rejects with the text; a refusal's reason is shown in the dialog (staff-and-agents.md §8: a red alert with the message). */
  onReject(text: string): Promise<unknown>;
}

/** Asks for the rejection message (storefronts) or the required reason (adverts). */
export function RejectDialog({ title, label, help, required, onCancel, onReject }: RejectDialogProps) {
  const [text, setText] = useState('');
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={T.reject}
      cancelLabel={T.cancel}
      destructive
      confirmDisabled={required && text.trim() === ''}
      onClose={onCancel}
      onConfirm={() => onReject(text.trim())}
    >
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
    </ConfirmDialog>
  );
}
