import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NavAnchor } from './navigation';
import { SHELL_TEXTS } from './texts';
import { paths } from '../paths';

const CONSENT_KEY = 'multiverse.cookieConsent';

function consented(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

/**
 * The cookie consent banner: a labelled region under the header until accepted (in the page flow, so it never
 * covers content); the answer is remembered.
 */
export function CookieBanner() {
  const [hidden, setHidden] = useState(consented);
  if (hidden) return null;
  const accept = () => {
    try {
      localStorage.setItem(CONSENT_KEY, 'accepted');
    } catch {
      // Without storage the banner returns on the next visit; nothing else depends on it.
    }
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
      <Button variant="contained" onClick={accept}>
        {SHELL_TEXTS.cookieAccept}
      </Button>
    </Paper>
  );
}
