import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useMemo } from 'react';
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

/**
 * The light shell for visitors on the public pages (`/` and `/privacy`): the same header, frame and pages as
 * the console, without react-admin, so a visitor's first download stays small.
 */
export function PublicShell({ path, navigate }: { path: string; navigate: Navigate }) {
  const [mode] = useThemeMode();
  const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <NavigationProvider value={navigate}>
        <ShellFrame header={<Header session={anonymous} />}>
          <ErrorBoundary resetKey={path}>
            {path === routes.privacy ? <PrivacyPage /> : <Landing />}
          </ErrorBoundary>
        </ShellFrame>
        <Toasts />
      </NavigationProvider>
    </ThemeProvider>
  );
}
