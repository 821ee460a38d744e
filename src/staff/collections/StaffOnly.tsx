import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAuthenticated } from 'react-admin';
import type { Permission } from '../../../common/permissions';
import { holdsPermission } from '../../authProvider/canAccess';
import { PageProblem } from '../../components/PageProblem';
import { useSession } from '../../authProvider/useSession';
import { TermsGate } from '../../owner/terms/TermsGate';
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
 * signed-in users see "Invalid Permission". A page that needs a `permission` besides says so to staff without
 * it, instead of a page whose every call would be refused. The server refuses their calls as well. Staff who
 * have not accepted the terms see the terms gate.
 */
export function StaffOnly({ children, permission }: { children: ReactNode; permission?: Permission }) {
  useAuthenticated();
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  if (!holdsPermission(session.user, 'administrator')) return <InvalidPermission />;
  if (permission && !holdsPermission(session.user, permission))
    return <PageProblem>{COLLECTION_TEXTS.pageNeedsPermission(permission)}</PageProblem>;
  return <TermsGate>{children}</TermsGate>;
}
