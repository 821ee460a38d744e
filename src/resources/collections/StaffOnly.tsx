import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAuthenticated } from 'react-admin';
import { holdsPermission } from '../../authProvider/canAccess';
import { useSession } from '../../authProvider/useSession';
import { TermsGate } from '../../custom/terms/TermsGate';
import { COLLECTION_TEXTS } from './texts';

/** The page a signed-in user without the needed permission sees. */
export function InvalidPermission() {
  return (
    <Typography variant="h5" component="h1">
      {COLLECTION_TEXTS.invalidPermission}
    </Typography>
  );
}

/**
 * Admin pages need administrator or superuser (staff-and-agents.md §6): visitors are sent to sign in, other
 * signed-in users see "Invalid Permission". The server refuses their calls as well. Staff who have not accepted
 * the terms see the terms gate.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  useAuthenticated();
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  if (!holdsPermission(session.user, 'administrator')) return <InvalidPermission />;
  return <TermsGate>{children}</TermsGate>;
}
