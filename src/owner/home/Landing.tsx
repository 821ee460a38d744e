import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useState } from 'react';
import { preloadable } from '../../lib/preloadable';
import { LANDING_TEXTS } from './texts';

// The launch flow and its dialog (MUI's Dialog, the session store) are fetched on first use, so a visitor's
// first download stays small.
const LandingLaunch = preloadable(async () => (await import('./LandingLaunch')).default);

/**
 * The visitors' landing page (owner-console.md §1). Launch In VR starts a headset launch through the public
 * deep-link endpoints with the confirm prompt (owner-console.md §4), as the signed-in launch menu does with the private ones.
 */
export function Landing() {
  const [launching, setLaunching] = useState(false);
  const done = useCallback(() => setLaunching(false), []);
  return (
    <Stack spacing={4} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Box
        sx={{
          py: { xs: 5, md: 8 },
          px: { xs: 2, md: 6 },
          borderRadius: 2,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
        }}
      >
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          {LANDING_TEXTS.title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 640 }}>
          {LANDING_TEXTS.tagline}
        </Typography>
        <Button
          variant="contained"
          color="inherit"
          size="large"
          onClick={() => setLaunching(true)}
          sx={{ mt: 4, color: 'primary.main', bgcolor: 'background.paper' }}
        >
          {LANDING_TEXTS.launchInVr}
        </Button>
      </Box>
      <Alert severity="info">{LANDING_TEXTS.facebookNotice}</Alert>
      <Box component="section" aria-labelledby="landing-blurbs">
        <Typography id="landing-blurbs" variant="h5" component="h2" sx={{ mb: 2 }}>
          {LANDING_TEXTS.blurbsHeading}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {LANDING_TEXTS.blurbs.map((blurb) => (
            <Card key={blurb.title} variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h3" gutterBottom>
                  {blurb.title}
                </Typography>
                <Typography variant="body2">{blurb.body}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
      {launching && (
        <Suspense fallback={null}>
          <LandingLaunch onDone={done} />
        </Suspense>
      )}
    </Stack>
  );
}
