import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useState } from 'react';
import { NavAnchor } from '../../layout/navigation';
import {
  hostCheckboxDisabled,
  managerCheckboxDisabled,
  withPermission,
  type RoleContext,
} from '../../lib/memberRules';
import { MEMBERS_TEXTS as T } from './texts';
import { paths } from '../../paths';

export interface EditPermissionsDialogProps {
  name: string;
  permissions: string[];
  context: RoleContext;
  uri: string;
  onClose: () => void;
  onSave: (permissions: string[]) => Promise<void>;
}

/** Manager and Host checkboxes; a plan without roles shows Upgrade instead of Save (owner-console.md §5, §6). */
export function EditPermissionsDialog({
  name,
  permissions,
  context,
  uri,
  onClose,
  onSave,
}: EditPermissionsDialogProps) {
  const [current, setCurrent] = useState(permissions);
  const [busy, setBusy] = useState(false);
  const toggle = (permission: string, on: boolean) =>
    setCurrent((list) => withPermission(list, permission, on));
  const save = async () => {
    setBusy(true);
    try {
      await onSave(current);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-permissions-title">
      <DialogTitle id="edit-permissions-title">
        {T.editTitle}: {name}
      </DialogTitle>
      <DialogContent>
        {!context.canManageRoles && <DialogContentText>{T.rolesNeedPlan}</DialogContentText>}
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox
                checked={current.includes('manage_domain')}
                disabled={managerCheckboxDisabled(context)}
                onChange={(event) => toggle('manage_domain', event.target.checked)}
              />
            }
            label={T.manager}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={current.includes('host')}
                disabled={hostCheckboxDisabled(context)}
                onChange={(event) => toggle('host', event.target.checked)}
              />
            }
            label={T.host}
          />
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        {context.canManageRoles ? (
          <Button variant="contained" disabled={busy} onClick={() => void save()}>
            {T.save}
          </Button>
        ) : (
          <Button variant="contained" component={NavAnchor} href={paths.domain.upgrade(uri)}>
            {T.upgrade}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
