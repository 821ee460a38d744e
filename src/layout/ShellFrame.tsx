import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';

/**
 * The page frame both shells share: header, optional sidebar, the one main landmark, footer, cookie banner (left
 * out only by a frame painted from HTML for a visitor who accepted it, `src/prerender.tsx`).
 */
export function ShellFrame({
  header,
  sidebar,
  banner = true,
  children,
}: {
  header: ReactNode;
  sidebar?: ReactNode;
  banner?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {header}
      {banner && <CookieBanner />}
      {/* At least a screen tall, so the footer starts below the fold and never jumps as a page's content arrives. */}
      <Box sx={{ display: 'flex', flex: 1, minHeight: '100vh' }}>
        {sidebar}
        <Box component="main" id="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          {children}
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
