import Typography from '@mui/material/Typography';
import type { Permission } from '../../common/permissions';
import { COMPONENT_TEXTS } from './texts';

/**
 * Said in place of a control the signed-in staff user may never use (the control is left out): which
 * permission it needs, so nothing is disabled without a reason.
 */
export function PermissionNote({ action, permission }: { action: string; permission: Permission }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {COMPONENT_TEXTS.needsPermission(action, permission)}
    </Typography>
  );
}
