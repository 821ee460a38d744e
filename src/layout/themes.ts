/**
 * The console's light and dark themes (options objects: react-admin builds its theme from them, the public
 * shell calls `createTheme`). Colours are chosen for WCAG AA contrast in both modes.
 */
import type { ThemeOptions } from '@mui/material/styles';

const shared: ThemeOptions = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 1 } },
    // Links are underlined so they stand out from text by more than colour (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
    // A loading sign only turns: its arc's growing and shrinking is drawn by the page's main thread on every frame
    // (~160 ms of a throttled mobile load while the console's code runs), a turn by the compositor alone.
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
  },
};

export const lightTheme: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#3949ab' },
    secondary: { main: '#00695c' },
    error: { main: '#c62828' },
    background: { default: '#f5f6fa', paper: '#ffffff' },
  },
};

export const darkTheme: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#9fa8da' },
    secondary: { main: '#80cbc4' },
    error: { main: '#ef9a9a' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
};
