import type { ReactNode } from 'react';
import { useHoldsPermission } from '../../../authProvider/useHoldsPermission';
import { InvalidPermission, StaffOnly } from '../../collections/StaffOnly';

/** Mission tool pages need admin_missions besides administrator (staff-and-agents.md §6): others see "Invalid Permission". */
export function MissionsOnly({ children }: { children: ReactNode }) {
  return (
    <StaffOnly>
      <MissionsPermission>{children}</MissionsPermission>
    </StaffOnly>
  );
}

function MissionsPermission({ children }: { children: ReactNode }) {
  const allowed = useHoldsPermission('admin_missions');
  return allowed ? children : <InvalidPermission />;
}
