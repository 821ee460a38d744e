import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MEMBERS_TEXTS as T } from './texts';

export interface RemoveMemberDialogProps {
  name: string;
  onClose: () => void;
  /** Removes the member; a rejection's reason is shown in the dialog. */
  onConfirm: (block: boolean) => Promise<void>;
}

/** Removes a member, optionally blocking them. */
export function RemoveMemberDialog({ name, onClose, onConfirm }: RemoveMemberDialogProps) {
  const [block, setBlock] = useState(false);
  return (
    <ConfirmDialog
      open
      title={T.removeTitle}
      confirmLabel={T.remove}
      cancelLabel={T.cancel}
      destructive
      onClose={onClose}
      onConfirm={() => onConfirm(block)}
    >
      <DialogContentText>{T.removeText(name)}</DialogContentText>
      <FormControlLabel
        control={<Checkbox checked={block} onChange={(event) => setBlock(event.target.checked)} />}
        label={T.block}
      />
    </ConfirmDialog>
  );
}
