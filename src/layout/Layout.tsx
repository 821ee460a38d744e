import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogout } from 'react-admin';
import { selectDomain } from '../authProvider/session';
import { useSession } from '../authProvider/useSession';
import { ErrorBoundary } from './ErrorBoundary';
import { Toasts } from './Toasts';
import { FullScreenLoader } from './FullScreenLoader';
import { Header } from './Header';
import { adminLinks, domainLinks } from './links';
import { NavigationProvider } from './navigation';
import { afterNextPaint } from '../lib/afterNextPaint';
import { loadPageAt, openedOverPaintedFrame } from './openingPage';
import { ShellFrame } from './ShellFrame';
import { SignedInActions } from './SignedInActions';
import { Sidebar, type SidebarGroup } from './Sidebar';
import { TaskProgress } from './TaskProgress';
import { useAgentLinks } from './useAgentLinks';
import { usePageDomain } from './usePageDomain';
import { SIDEBAR_TEXTS } from './texts';
import { paths } from '../paths';

/**
 * The console's layout (owner-console.md §2.2): header, role-dependent sidebar, main area with a render-error
 * boundary, footer, cookie banner, background-task bar, error toasts and the full-screen loader while the
 * session loads.
 */
export function Layout({ children }: { children?: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // The first time, the frame is painted first: on a slow device the header, sidebar and cookie banner show while
  // the page's code runs and the page renders (openingPage.ts); over a frame painted from HTML, both at once.
  const [framed, setFramed] = useState(() => openedOverPaintedFrame(pathname));
  const loaded = session.status !== 'loading';
  useEffect(() => {
    if (!loaded || framed) return;
    let current = true;
    void afterNextPaint()
      .then(() => loadPageAt(pathname))
      .then(() => {
        if (current) startTransition(() => setFramed(true));
      });
    return () => {
      current = false;
    };
  }, [loaded, framed, pathname]);
  usePageDomain(pathname);
  const agent = useAgentLinks(pathname);

  const signedIn = session.status === 'authenticated' ? session : null;
  const groups: SidebarGroup[] = [];
  if (signedIn) {
    const admin = adminLinks(signedIn.user);
    if (admin.length > 0) groups.push({ heading: SIDEBAR_TEXTS.adminHeading, links: admin });
    const domain = domainLinks(signedIn.user, signedIn.currentDomain);
    if (domain.length > 0 && signedIn.currentDomain) {
      groups.push({ heading: signedIn.currentDomain.name, links: domain });
    }
    if (agent) groups.push(agent);
  }

  // Until the session is read, only the loader: the frame appears once with its sidebar, never shifting the page
  // sideways when the sidebar arrives.
  if (session.status === 'loading') return <FullScreenLoader />;

  return (
    <NavigationProvider value={navigate}>
      <TaskProgress />
      <ShellFrame
        header={
          <Header
            session={session}
            signedInActions={
              signedIn && (
                <SignedInActions
                  session={signedIn}
                  onLogout={() => void logout({}, paths.home(), false)}
                  onSelectDomain={selectDomain}
                />
              )
            }
            onOpenSidebar={groups.length > 0 ? () => setSidebarOpen(true) : undefined}
          />
        }
        sidebar={
          groups.length > 0 ? (
            <Sidebar
              groups={groups}
              pathname={pathname}
              open={sidebarOpen}
              onClose={() => setSidebarOpen(false)}
            />
          ) : null
        }
      >
        <ErrorBoundary resetKey={pathname}>{framed && children}</ErrorBoundary>
      </ShellFrame>
      <Toasts />
    </NavigationProvider>
  );
}
