/**
 * The console: react-admin's core (its contexts and router, `CoreAdminContext` + `CoreAdminUI`) with the shell
 * layout, its routes built from the page registry (`pages.tsx`): the pages as custom routes, the short links as
 * redirects, and the staff collections as resources under `/admin`. Loaded lazily by `main.tsx`.
 *
 * Not react-admin's `<Admin>`: it brings react-admin's own Material UI screens (its layout, app bar, login form,
 * error and loading pages, snackbar) and its translation library, none of which the console shows; every page,
 * the layout, the toasts and the error view are the console's own. The theme is applied as in the light shell.
 */
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { restoreSession } from './authProvider/session';
import { dataProvider } from './dataProvider';
import { createQueryClient } from './dataProvider/queries';
import { CurrentDomainRedirect } from './layout/CurrentDomainRedirect';
import { Layout } from './layout/Layout';
import { openOverPaintedFrame } from './layout/openingPage';
import { ConsoleRenderError } from './layout/ErrorBoundary';
import { FullScreenLoader } from './layout/FullScreenLoader';
import { NotFound } from './layout/NotFound';
import { PageAccess } from './layout/PageAccess';
import { SHELL_TEXTS } from './layout/texts';
import { darkTheme, lightTheme } from './layout/themes';
import { useThemeMode } from './layout/useThemeMode';
import { COLLECTION_ELEMENTS, COLLECTION_PAGES, ROUTE_PAGES, SHORT_LINKS } from './pages';
import { InvalidPermission, collectionResourceProps } from './staff/collections';
import { consoleRouterProvider } from './lib/routerProvider';

const queryClient = createQueryClient();
const BARE_PAGES = ROUTE_PAGES.filter((page) => page.frame === 'none');
const FRAMED_PAGES = ROUTE_PAGES.filter((page) => page.frame !== 'none');
// react-admin's own state (scroll positions of lists), kept in the browser as `<Admin>` did.
const store = localStorageStore();

/** A page of the registry, fetched when first opened: a spinner in the frame until its code has arrived. */
function Loaded({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<CircularProgress aria-label={SHELL_TEXTS.loading} />}>
      <Page />
    </Suspense>
  );
}

/**
 * What the console's first render waits for when a session is stored (`main.tsx`), so that render is the frame
 * rather than the full-screen loader: the session's context, and over a frame painted from HTML the opening
 * page's code as well, so the frame and the page render at once (`layout/openingPage.ts`).
 */
export async function readyToRender(painted: boolean): Promise<void> {
  await Promise.all([restoreSession(), painted ? openOverPaintedFrame(location.pathname) : undefined]);
}

export default function App() {
  const [mode] = useThemeMode();
  const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
  useEffect(() => {
    void restoreSession();
  }, []);

  // react-admin defaults to a hash router; the console's routes are real paths (/profile, /admin/users), and its
  // router adapter has no hash router of its own (lib/routerProvider.tsx).
  // Without transitions, controls whose state lives in the URL (list checkboxes, sort) update at once.
  return (
    <BrowserRouter useTransitions={false}>
      <CoreAdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        routerProvider={consoleRouterProvider}
        store={store}
      >
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <CoreAdminUI
            layout={Layout}
            loading={FullScreenLoader}
            error={ConsoleRenderError}
            catchAll={NotFound}
            authenticationError={NotFound}
            accessDenied={InvalidPermission}
            title="Multiverse"
            disableTelemetry
          >
            {/* Pages served without the frame (the registry's `frame: 'none'`): react-admin's routes outside the layout. */}
            <CustomRoutes noLayout>
              {BARE_PAGES.map(({ id, path, element }) => (
                <Route key={id} path={path} element={<Loaded page={element} />} />
              ))}
            </CustomRoutes>
            <CustomRoutes>
              {FRAMED_PAGES.map(({ id, path, access, permission, element }) => (
                <Route
                  key={id}
                  path={path}
                  element={
                    <PageAccess access={access} permission={permission} path={path}>
                      <Loaded page={element} />
                    </PageAccess>
                  }
                />
              ))}
              {SHORT_LINKS.map(({ path, target }) => (
                <Route key={path} path={path} element={<CurrentDomainRedirect target={target} />} />
              ))}
            </CustomRoutes>
            {COLLECTION_PAGES.map(({ collection }) => (
              <Resource
                key={collection}
                {...collectionResourceProps(collection, <Loaded page={COLLECTION_ELEMENTS.list} />)}
              >
                <Route path=":id" element={<Loaded page={COLLECTION_ELEMENTS.show} />} />
              </Resource>
            ))}
          </CoreAdminUI>
        </ThemeProvider>
      </CoreAdminContext>
    </BrowserRouter>
  );
}
