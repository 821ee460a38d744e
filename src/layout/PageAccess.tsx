import type { ReactNode } from 'react';
import { useAuthenticated } from 'react-admin';
import type { Permission } from '../../common/permissions';
import type { Access } from '../pages';
import { TermsGate } from '../owner/terms/TermsGate';
import { SignedInAdminPage, StaffOnly, inAdminArea } from '../staff/collections/StaffOnly';

function SignedInOnly({ children }: { children: ReactNode }) {
  useAuthenticated();
  return <TermsGate>{children}</TermsGate>;
}

/**
 * A page behind the access its registry entry declares: visitors are sent to sign in from signed-in pages, and
 * told "Invalid user" on the admin area's pages (staff-and-agents.md §8); signed-in users without a staff role see
 * "Invalid Permission" on staff pages, and staff without the permission a staff page needs are told so.
 */
export function PageAccess({
  access,
  permission,
  path,
  children,
}: {
  access: Access;
  permission?: Permission;
  /** The page's route pattern. */
  path: string;
  children: ReactNode;
}) {
  if (access === 'staff') return <StaffOnly permission={permission}>{children}</StaffOnly>;
  if (access === 'signed-in' && inAdminArea(path)) return <SignedInAdminPage>{children}</SignedInAdminPage>;
  if (access === 'signed-in') return <SignedInOnly>{children}</SignedInOnly>;
  return children;
}
