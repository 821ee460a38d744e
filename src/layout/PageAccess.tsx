import type { ReactNode } from 'react';
import { useAuthenticated } from 'react-admin';
import type { Permission } from '../../common/permissions';
import type { Access } from '../pages';
import { TermsGate } from '../owner/terms/TermsGate';
import { StaffOnly } from '../staff/collections/StaffOnly';

function SignedInOnly({ children }: { children: ReactNode }) {
  useAuthenticated();
  return <TermsGate>{children}</TermsGate>;
}

/**
 * A page behind the access its registry entry declares: visitors are sent to sign in from signed-in and staff
 * pages, signed-in users without a staff role see "Invalid Permission" on staff pages, and staff without the
 * permission a staff page needs are told so.
 */
export function PageAccess({
  access,
  permission,
  children,
}: {
  access: Access;
  permission?: Permission;
  children: ReactNode;
}) {
  if (access === 'staff') return <StaffOnly permission={permission}>{children}</StaffOnly>;
  if (access === 'signed-in') return <SignedInOnly>{children}</SignedInOnly>;
  return children;
}
