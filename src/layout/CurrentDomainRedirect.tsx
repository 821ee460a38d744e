import { useAuthenticated } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../authProvider/useSession';
import { NotFound } from './NotFound';

/**
 * A short link of the sidebar (`/members`, `/events`, `/landmarks`, `/stats`, `/upgrade`, `/plots`,
 * `/supportdocs`; owner-console.md §2.1, screens.md A2): the same page of the current metaverse, keeping the
 * query string and fragment. Signed-out visitors sign in first; a user without a current metaverse gets the
 * not-found page. The short links and their targets are declared in the page registry (`pages.tsx`).
 */
export function CurrentDomainRedirect({ target }: { target: (uri: string) => string }) {
  useAuthenticated();
  const session = useSession();
  const { search, hash } = useLocation();
  if (session.status !== 'authenticated') return null;
  if (!session.currentDomain) return <NotFound />;
  return <Navigate replace to={`${target(session.currentDomain.uri)}${search}${hash}`} />;
}
