import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Suspense, useEffect, useMemo } from 'react';
import { Landing } from '../owner/home/Landing';
import { PrivacyPage } from '../owner/privacy/PrivacyPage';
import { ErrorBoundary } from './ErrorBoundary';
import { Toasts } from './Toasts';
import { Header } from './Header';
import { NavigationProvider, type Navigate } from './navigation';
import { ShellFrame } from './ShellFrame';
import { darkTheme, lightTheme } from './themes';
import { useThemeMode } from './useThemeMode';
import { preloadable } from '../lib/preloadable';
import { routes } from '../paths';

const anonymous = { status: 'anonymous' } as const;

// The sign-in page (its form, the identity calls) is fetched when a visitor opens it, not with the landing page.
const PublicLoginPage = preloadable(
  async () => (await import('../owner/login/PublicLoginPage')).PublicLoginPage,
);

/** Starts fetching the code of the page at `path` before it is rendered (when the shell hydrates it, say). */
export function preloadPublicPage(path: string): void {
  if (path === routes.login) void PublicLoginPage.preload();
}

function page(path: string) {
  if (path === routes.privacy) return <PrivacyPage />;
  if (path === routes.login) return <PublicLoginPage />;
  return <Landing />;
}

/** Tells the boot script the page is live: its effect runs once the page's boundary has been hydrated. */
function Shown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

/**
 * The light shell for visitors on the public pages (`/`, `/privacy` and `/login`): the same header, frame and
 * pages as the console, without react-admin, so a visitor's first download stays small. Signing in hands over to
 * the full console (see `main.tsx`). `/` and `/login` are also rendered at build time (`src/prerender.tsx`) and
 * hydrated when the visitor first acts (`boot.ts`).
 */
export function PublicShell({
  path,
  navigate,
  onShown,
}: {
  path: string;
  navigate: Navigate;
  /** Called once the page answers events (after hydrating, the lazily loaded sign-in page included). */
  onShown?: () => void;
}) {
  const [mode] = useThemeMode();
  const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <NavigationProvider value={navigate}>
        <ShellFrame header={<Header session={anonymous} />}>
          <ErrorBoundary resetKey={path}>
            <Suspense fallback={null}>
              {page(path)}
              <Shown onShown={onShown} />
            </Suspense>
          </ErrorBoundary>
        </ShellFrame>
        <Toasts />
      </NavigationProvider>
    </ThemeProvider>
  );
}
