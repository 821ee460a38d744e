/**
 * The app: visitors on the public pages (`/`, `/privacy`, `/login`) get the light shell; every other route, and
 * anyone with a stored session, loads the react-admin console, which is split into its own chunks and fetched
 * only then. Started by `boot.ts`, the page's only script: it either renders afresh or hydrates a page
 * pre-rendered at build time (`/` and `/login`) once the visitor acts.
 */
import { startTransition, StrictMode, Suspense, useCallback, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasSessionCookie } from './lib/cookieJar';
import { PublicShell, preloadPublicPage } from './layout/PublicShell';
import { preloadable } from './lib/preloadable';
import { LIGHT_SHELL_PATHS } from './paths';

const App = preloadable(async () => (await import('./App')).default);

const PUBLIC_PATHS = new Set<string>(LIGHT_SHELL_PATHS);

function needsConsole(pathname: string): boolean {
  return !PUBLIC_PATHS.has(pathname) || hasSessionCookie();
}

function BootLoader() {
  return <div className="boot-loader" role="progressbar" aria-label="Loading" />;
}

function Root({ onShown }: { onShown: () => void }) {
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

  if (!consoleLoaded) return <PublicShell path={path} navigate={navigate} onShown={onShown} />;
  return (
    <Suspense fallback={<BootLoader />}>
      <App />
    </Suspense>
  );
}

// A stored session: the session store the console reads restores now, while the console's code downloads (it
// restores once per page); its context read is answered by the one the boot script started (contextRead.ts).
if (needsConsole(location.pathname) && hasSessionCookie())
  void import('./authProvider/session').then(({ restoreSession }) => restoreSession());

/**
 * Starts the app in the page's root element: `hydrate` takes over the pre-rendered light shell as it is (the
 * boot script asks for it only when the pre-render fits this visitor: no session, no stored choice that would
 * change the first render), `render` renders anew. Resolves once a hydrated page answers events.
 */
export async function start(how: 'hydrate' | 'render'): Promise<void> {
  const root = document.getElementById('root') as HTMLElement;
  // The console's code first, and a stored session's context, so its first render is the console's frame, not a
  // spinner standing in for it: the page's own boot loader, or the frame its HTML was painted with, stays on screen
  // meanwhile. Over a painted frame, the opening page's code too: the frame and the page then render at once.
  if (how === 'render' && needsConsole(location.pathname)) {
    await App.preload();
    if (hasSessionCookie()) await (await import('./App')).readyToRender(Boolean(root.dataset.painted));
  }
  return new Promise((resolve) => {
    const app = (
      <StrictMode>
        <Root onShown={resolve} />
      </StrictMode>
    );
    if (how === 'hydrate') {
      // The pre-rendered page goes live once its own code is here too: fetch it alongside hydrating.
      preloadPublicPage(location.pathname);
      // As a transition, hydration is done in slices that give way to the visitor's typing and clicks; otherwise
      // React hydrates the whole page in one task.
      startTransition(() => {
        hydrateRoot(root, app);
      });
    } else {
      createRoot(root).render(app);
      resolve();
    }
  });
}
