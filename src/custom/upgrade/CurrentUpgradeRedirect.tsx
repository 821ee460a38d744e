import { useAuthenticated } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../authProvider/useSession';
import { NotFound } from '../../layout/NotFound';

/** `/upgrade` (the sidebar's Upgrade link): the plan page of the current metaverse. */
export function CurrentUpgradeRedirect() {
  useAuthenticated();
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  if (!session.currentDomain) return <NotFound />;
  return <Navigate replace to={`/domains/${encodeURIComponent(session.currentDomain.uri)}/upgrade`} />;
}

CurrentUpgradeRedirect.path = '/upgrade';
