/**
 * Who may change the mission tools of a child product. Any signed-in user reads them: the mission and avatar
 * pages accept any present user (staff-and-agents.md §6), and the game shows players this content anyway. Mission
 * buttons need admin_missions (staff-and-agents.md §6), as the server's writes do; without it a page shows its
 * tables read-only and says why once.
 */
import Alert from '@mui/material/Alert';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { MISSION_TEXTS as T } from './texts';

/** Whether the signed-in user may create, change and delete mission tool records (admin_missions). */
export function useMayChangeMissions(): boolean {
  return useHoldsPermission('admin_missions');
}

/** Said once on a mission tool page the user may read but not change. */
export function ReadOnlyNotice() {
  return <Alert severity="info">{T.readOnly}</Alert>;
}
