import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
  /** Saves the permissions; a refusal's reason is shown in the dialog. */
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
  const toggle = (permission: string, on: boolean) =>
    setCurrent((list) => withPermission(list, permission, on));
  return (
    <ConfirmDialog
      open
      title={`${T.editTitle}: ${name}`}
      confirmLabel={context.canManageRoles ? T.save : T.upgrade}
      confirmHref={context.canManageRoles ? undefined : paths.domain.upgrade(uri)}
      cancelLabel={T.cancel}
      onClose={onClose}
      onConfirm={() => onSave(current)}
    >
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
    </ConfirmDialog>
  );
}
