import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { cookieConsentGiven, rememberCookieConsent } from '../lib/cookieConsent';
import { NavAnchor } from './navigation';
import { SHELL_TEXTS } from './texts';
import { paths } from '../paths';

/**
 * The cookie consent banner: a labelled region under the header until accepted (in the page flow, so it never
 * covers content); the answer is remembered. Its button is marked for the boot script, which answers it on a page
 * painted from HTML before the console's code has arrived (`src/boot.ts`).
 */
const unchanging = () => () => undefined;
/** The pre-rendered landing page shows the banner, as a first visit does; hydrating starts from it. */
const notYet = () => false;

export function CookieBanner() {
  const answered = useSyncExternalStore(unchanging, cookieConsentGiven, notYet);
  const [accepted, setHidden] = useState(false);
  if (answered || accepted) return null;
  const accept = () => {
    rememberCookieConsent();
    setHidden(true);
  };
  return (
    <Paper
      component="section"
      aria-label={SHELL_TEXTS.cookieRegion}
      elevation={0}
      square
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        px: 3,
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 20rem' }}>
        {SHELL_TEXTS.cookieText}{' '}
        <Link component={NavAnchor} href={paths.privacy()}>
          {SHELL_TEXTS.cookiePrivacy}
        </Link>
      </Typography>
      <Button variant="contained" onClick={accept} data-cookie-accept="">
        {SHELL_TEXTS.cookieAccept}
      </Button>
    </Paper>
  );
}
