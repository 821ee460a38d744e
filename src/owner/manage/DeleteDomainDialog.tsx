import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Domain } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { canConfirmDelete } from '../../lib/domainRules';
import { MANAGE_TEXTS as T } from './texts';

export interface DeleteDomainDialogProps {
  domain: Domain;
  open: boolean;
  onClose: () => void;
  /** Deletes the metaverse; a rejection's reason is shown in the dialog. */
  onConfirm: () => Promise<void>;
}

/** Deleting a metaverse: the confirm button needs the typed URI (owner-console.md §4). */
export function DeleteDomainDialog({ domain, open, onClose, onConfirm }: DeleteDomainDialogProps) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={T.deleteTitle}
      confirmLabel={T.deleteConfirm}
      cancelLabel={T.cancel}
      destructive
      confirmDisabled={!canConfirmDelete(typed, domain.uri)}
      onClose={close}
      onConfirm={onConfirm}
    >
      <DialogContentText sx={{ mb: 2 }}>{T.deleteWarning(domain.name)}</DialogContentText>
      <TextField
        label={T.deletePrompt(domain.uri)}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        fullWidth
        autoFocus
      />
    </ConfirmDialog>
  );
}
