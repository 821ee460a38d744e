import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Permission } from '../../../common/permissions';
import { holdsPermission } from '../../authProvider/canAccess';
import { PageProblem } from '../../components/PageProblem';
import { useSession } from '../../authProvider/useSession';
import { HEADER_TEXTS } from '../../layout/texts';
import { useSignInHere } from '../../owner/login/returnState';
import { TermsGate } from '../../owner/terms/TermsGate';
import { routes } from '../../paths';
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
 * The admin area (`/admin/…` and the child products' `/missionevents/{id}`), whose pages say "Invalid user" when
 * nobody is signed in (staff-and-agents.md §8) instead of sending the visitor to sign in.
 */
export function inAdminArea(path: string): boolean {
  return path === routes.admin || path.startsWith(`${routes.admin}/`) || path.startsWith('/missionevents/');
}

/** An admin page opened with nobody signed in: "Invalid user", and Log In, which comes back to this page. */
export function InvalidUser() {
  const signIn = useSignInHere();
  return (
    <Stack spacing={2} sx={{ m: 2, alignItems: 'flex-start' }}>
      <Typography variant="h5" component="h1">
        {COLLECTION_TEXTS.invalidUser}
      </Typography>
      <Typography>{COLLECTION_TEXTS.invalidUserHelp}</Typography>
      <Button variant="contained" onClick={signIn}>
        {HEADER_TEXTS.logIn}
      </Button>
    </Stack>
  );
}

/** A page of the admin area any signed-in user may open (the mission tools): "Invalid user" for nobody. */
export function SignedInAdminPage({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status !== 'authenticated') return <InvalidUser />;
  return <TermsGate>{children}</TermsGate>;
}

/**
 * Admin pages need administrator or superuser (staff-and-agents.md §6): with nobody signed in they say "Invalid
 * user", other signed-in users see "Invalid Permission". A page that needs a `permission` besides says so to staff
 * without it, instead of a page whose every call would be refused. The server refuses their calls as well. Staff
 * who have not accepted the terms see the terms gate.
 */
export function StaffOnly({ children, permission }: { children: ReactNode; permission?: Permission }) {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status !== 'authenticated') return <InvalidUser />;
  if (!holdsPermission(session.user, 'administrator')) return <InvalidPermission />;
  if (permission && !holdsPermission(session.user, permission))
    return <PageProblem>{COLLECTION_TEXTS.pageNeedsPermission(permission)}</PageProblem>;
  return <TermsGate>{children}</TermsGate>;
}
