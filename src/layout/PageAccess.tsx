import type { ReactNode } from 'react';
import { useAuthenticated } from 'react-admin';
import type { Access } from '../pages';
import { TermsGate } from '../custom/terms/TermsGate';
import { StaffOnly } from '../resources/collections/StaffOnly';

function SignedInOnly({ children }: { children: ReactNode }) {
  useAuthenticated();
  return <TermsGate>{children}</TermsGate>;
}

/**
 * A page behind the access its registry entry declares: visitors are sent to sign in from signed-in and staff
 * pages, and signed-in users without a staff role see "Invalid Permission" on staff pages.
 */
export function PageAccess({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'staff') return <StaffOnly>{children}</StaffOnly>;
  if (access === 'signed-in') return <SignedInOnly>{children}</SignedInOnly>;
  return children;
}
