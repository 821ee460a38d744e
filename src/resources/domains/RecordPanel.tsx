import { useSession } from '../../authProvider/useSession';

/** Whether the signed-in staff user holds `permission` (a superuser holds them all). */
export function useStaffCan(permission: string): boolean {
  const session = useSession();
  if (session.status !== 'authenticated') return false;
  const held = session.user.permissions ?? [];
  return held.includes('superuser') || held.includes(permission);
}
