import type { Permission } from '../../common/permissions';
import { holdsPermission } from './canAccess';
import { useSession } from './useSession';

/** Whether the signed-in user may act with `permission` (`holdsPermission`); false while signed out. */
export function useHoldsPermission(permission: Permission): boolean {
  const session = useSession();
  return session.status === 'authenticated' && holdsPermission(session.user, permission);
}
