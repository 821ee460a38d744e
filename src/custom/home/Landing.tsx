import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NavAnchor } from '../../layout/navigation';
import { LANDING_TEXTS } from './texts';

/**
 * The visitors' landing page (owner-console.md §1). Launch In VR leads to sign-in for now: the headset deep
 * links arrive with the launch flows.
 */
export function Landing() {
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
          component={NavAnchor}
          href="/login"
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
    </Stack>
  );
}
