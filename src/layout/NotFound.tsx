import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NavAnchor } from './navigation';
import { SHELL_TEXTS } from './texts';
import { paths } from '../paths';

/** Any unknown path: a not-found page with a link home. */
export function NotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h4" component="h1">
        {SHELL_TEXTS.notFoundTitle}
      </Typography>
      <Typography>{SHELL_TEXTS.notFoundBody}</Typography>
      <Button variant="contained" component={NavAnchor} href={paths.home()}>
        {SHELL_TEXTS.goHome}
      </Button>
    </Stack>
  );
}
