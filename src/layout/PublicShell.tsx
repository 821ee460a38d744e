import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Suspense, lazy, useMemo } from 'react';
import { Landing } from '../custom/home/Landing';
import { PrivacyPage } from '../custom/privacy/PrivacyPage';
import { ErrorBoundary } from './ErrorBoundary';
import { Toasts } from './Toasts';
import { Header } from './Header';
import { NavigationProvider, type Navigate } from './navigation';
import { ShellFrame } from './ShellFrame';
import { darkTheme, lightTheme } from './themes';
import { useThemeMode } from './useThemeMode';
import { routes } from '../paths';

const anonymous = { status: 'anonymous' } as const;

// The sign-in page (its form, the identity calls) is fetched when a visitor opens it, not with the landing page.
const PublicLoginPage = lazy(async () => ({
  default: (await import('../custom/login/PublicLoginPage')).PublicLoginPage,
}));

function page(path: string) {
  if (path === routes.privacy) return <PrivacyPage />;
  if (path === routes.login)
    return (
      <Suspense fallback={null}>
        <PublicLoginPage />
      </Suspense>
    );
  return <Landing />;
}

/**
 * The light shell for visitors on the public pages (`/`, `/privacy` and `/login`): the same header, frame and
 * pages as the console, without react-admin, so a visitor's first download stays small. Signing in hands over to
 * the full console (see `main.tsx`).
 */
export function PublicShell({ path, navigate }: { path: string; navigate: Navigate }) {
  const [mode] = useThemeMode();
  const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <NavigationProvider value={navigate}>
        <ShellFrame header={<Header session={anonymous} />}>
          <ErrorBoundary resetKey={path}>{page(path)}</ErrorBoundary>
        </ShellFrame>
        <Toasts />
      </NavigationProvider>
    </ThemeProvider>
  );
}
