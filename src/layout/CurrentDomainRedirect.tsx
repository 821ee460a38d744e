import { useAuthenticated } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { useSession } from '../authProvider/useSession';
import { SHORT_LINK_SECTIONS, shortLinkTarget, type ShortLinkSection } from '../lib/shortLinks';
import { NotFound } from './NotFound';

/**
 * A short link of the sidebar (`/members`, `/events`, `/landmarks`, `/stats`, `/upgrade`, `/plots`,
 * `/supportdocs`): the same page of the current metaverse. Signed-out visitors sign in first; a user without
 * a current metaverse gets the not-found page.
 */
export function CurrentDomainRedirect({ section }: { section: ShortLinkSection }) {
  useAuthenticated();
  const session = useSession();
  const { search, hash } = useLocation();
  if (session.status !== 'authenticated') return null;
  if (!session.currentDomain) return <NotFound />;
  return <Navigate replace to={shortLinkTarget(session.currentDomain.uri, section, search, hash)} />;
}

/** The routes of every short link, for the console's route list. */
export function currentDomainRoutes() {
  return SHORT_LINK_SECTIONS.map((section) => (
    <Route key={section} path={`/${section}`} element={<CurrentDomainRedirect section={section} />} />
  ));
}
