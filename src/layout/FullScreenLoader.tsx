import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { SHELL_TEXTS } from './texts';

/** Covers the page while the session loads (owner-console.md §2.2). */
export function FullScreenLoader() {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress aria-label={SHELL_TEXTS.loading} />
    </Box>
  );
}
