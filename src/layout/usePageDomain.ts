import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';
import { followDomain } from '../authProvider/session';
import { useSession } from '../authProvider/useSession';
import { useDomainQuery } from '../dataProvider/metaverses.queries';
import { routes } from '../paths';

/**
 * Keeps the current metaverse on the one the page shows: on `/domains/{uri}` and every page under it the
 * sidebar and header follow `{uri}` (one of the user's metaverses at once; any other, as staff may open, once
 * it has loaded — the same read the page makes, so no second request).
 */
export function usePageDomain(pathname: string): void {
  const session = useSession();
  const signedIn = session.status === 'authenticated' ? session : null;
  const uri = matchPath({ path: routes.domain, end: false }, pathname)?.params.uri;
  const listed = uri
    ? signedIn?.domains.find((domain) => domain.uri === uri || domain.id === uri)
    : undefined;
  const loaded = useDomainQuery(signedIn && uri && !listed ? uri : undefined).data;
  const shown = listed ?? loaded;
  useEffect(() => {
    if (shown) followDomain(shown);
  }, [shown]);
}
