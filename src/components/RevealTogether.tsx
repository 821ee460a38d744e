import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { COMPONENT_TEXTS } from './texts';

/** How long the page's reads must have been quiet before its sections are shown. */
export const SETTLE_MS = 80;
/** The sections are shown after this however the reads are doing (a slow section then shows its own loading). */
export const REVEAL_WITHIN_MS = 2_500;

/**
 * A page of several sections that each read their own data shows them all at once, when its reads have
 * settled: until then they are laid out but not shown, so a section growing as its rows arrive moves nothing on
 * screen (layout shift), and a progress bar stands above them. Shown at the latest after REVEAL_WITHIN_MS, and
 * never hidden again. The sections stand in a column `spacing` apart, as in the page's own `Stack`.
 */
export function RevealTogether({ children, spacing = 2 }: { children: ReactNode; spacing?: number }) {
  const fetching = useIsFetching();
  const [shown, setShown] = useState(false);
  const [mountedAt] = useState(() => performance.now());
  useEffect(() => {
    if (shown) return;
    const left = REVEAL_WITHIN_MS - (performance.now() - mountedAt);
    const timer = setTimeout(() => setShown(true), fetching === 0 ? Math.min(SETTLE_MS, left) : left);
    return () => clearTimeout(timer);
  }, [fetching, shown, mountedAt]);
  return (
    <Box sx={{ position: 'relative' }} aria-busy={!shown}>
      {!shown && (
        <LinearProgress
          aria-label={COMPONENT_TEXTS.loading}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <Stack spacing={spacing} sx={{ visibility: shown ? 'visible' : 'hidden' }}>
        {children}
      </Stack>
    </Box>
  );
}
