import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import type { SessionState } from '../authProvider/session';
import { HeaderLinks } from './HeaderLinks';
import { LoginButton } from './LoginButton';
import { ThemeToggle } from './ThemeToggle';
import { HEADER_TEXTS, SHELL_TEXTS } from './texts';

export interface HeaderProps {
  session: SessionState;
  /** The signed-in right side (balance, launch button, account menu); the public shell has none. */
  signedInActions?: ReactNode;
  /** Shown on small screens when there is a sidebar to open. */
  onOpenSidebar?: () => void;
}

/**
 * The header (owner-console.md §2.2): left links; on the right a login button when signed out, or the metacoin
 * balance, the launch button and the account menu when signed in (passed in by the console, so the light
 * public shell does not download them). It depends on no react-admin code. While the session loads (the frame a
 * signed-in page's HTML is painted with, `src/prerender.tsx`) it is the bar with a loading sign where the controls
 * will be: nothing in it could work yet.
 */
export function Header({ session, signedInActions, onOpenSidebar }: HeaderProps) {
  const signedIn = session.status === 'authenticated' ? session : null;
  if (session.status === 'loading') {
    return (
      <AppBar position="sticky" component="header">
        <Toolbar sx={{ justifyContent: 'flex-end' }}>
          <CircularProgress color="inherit" size={24} aria-label={SHELL_TEXTS.loading} />
        </Toolbar>
      </AppBar>
    );
  }
  return (
    <AppBar position="sticky" component="header">
      {/* Tighter on phones, so every control fits a 320-pixel screen. */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 3 } }}>
        {onOpenSidebar && (
          <IconButton
            color="inherit"
            aria-label={HEADER_TEXTS.openSidebar}
            onClick={onOpenSidebar}
            sx={{ display: { md: 'none' } }}
          >
            <MenuOpenIcon />
          </IconButton>
        )}
        <HeaderLinks user={signedIn?.user ?? null} />
        <Box sx={{ flexGrow: 1 }} />
        <ThemeToggle />
        {session.status === 'anonymous' && <LoginButton />}
        {signedIn && signedInActions}
      </Toolbar>
    </AppBar>
  );
}
