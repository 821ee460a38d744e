import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../authProvider/useSession';
import { NavAnchor } from '../../layout/navigation';
import { Landing } from './Landing';
import { HOME_TEXTS } from './texts';
import { paths } from '../../paths';

/** `/`: Home for signed-in users, the landing page for visitors. */
export function HomePage() {
  const session = useSession();
  if (session.status !== 'authenticated') return session.status === 'anonymous' ? <Landing /> : null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <Typography variant="h4" component="h1">
        {HOME_TEXTS.welcome(session.user.nickname)}
      </Typography>
      <Typography>{HOME_TEXTS.intro}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={NavAnchor} href={paths.profile()}>
          {HOME_TEXTS.profile}
        </Button>
        <Button variant="outlined" component={NavAnchor} href={paths.domains()}>
          {HOME_TEXTS.metaverses}
        </Button>
      </Stack>
    </Stack>
  );
}
