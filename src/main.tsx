/**
 * Entry point. Visitors on the public pages (`/`, `/privacy`, `/login`) get the light shell; every other route,
 * and anyone with a stored session, loads the react-admin console, which is split into its own chunks and
 * fetched only then. The landing page is pre-rendered at build time and hydrated here.
 */
import { StrictMode, Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasSessionCookie } from './authProvider/cookieJar';
import { PublicShell } from './layout/PublicShell';
import { LIGHT_SHELL_PATHS } from './paths';

const App = lazy(() => import('./App'));

const PUBLIC_PATHS = new Set<string>(LIGHT_SHELL_PATHS);

function needsConsole(pathname: string): boolean {
  return !PUBLIC_PATHS.has(pathname) || hasSessionCookie();
}

function BootLoader() {
  return <div className="boot-loader" role="progressbar" aria-label="Loading" />;
}

function Root() {
  const [path, setPath] = useState(location.pathname);
  const [consoleLoaded, setConsoleLoaded] = useState(() => needsConsole(location.pathname));

  useEffect(() => {
    const onPop = () => {
      setPath(location.pathname);
      if (needsConsole(location.pathname)) setConsoleLoaded(true);
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string) => {
    history.pushState(null, '', to);
    const { pathname } = new URL(to, location.href);
    setPath(pathname);
    scrollTo(0, 0);
    if (needsConsole(pathname)) setConsoleLoaded(true);
  }, []);

  if (!consoleLoaded) return <PublicShell path={path} navigate={navigate} />;
  return (
    <Suspense fallback={<BootLoader />}>
      <App />
    </Suspense>
  );
}

// A stored session: the context the console's frame waits for (`GET /v2/me/context`) is asked for now, while the
// console's code downloads, through the session store the console reads (it restores once per page).
if (needsConsole(location.pathname) && hasSessionCookie())
  void import('./authProvider/session').then(({ restoreSession }) => restoreSession());

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <Root />
  </StrictMode>
);
// `/` arrives as HTML rendered at build time (scripts/build/prerender.ts): a visitor's light shell takes it over
// as it is. Anyone else (a stored session loads the console) gets a fresh render in its place.
if (root.dataset.prerendered === location.pathname && !needsConsole(location.pathname))
  hydrateRoot(root, app);
else createRoot(root).render(app);
