import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useAuthenticated } from 'react-admin';
import { setUser } from '../../authProvider/session';
import { useSession } from '../../authProvider/useSession';
import { AccountRows } from './AccountRows';
import { MyMetaverses } from './MyMetaverses';
import { ProfileHeader } from './ProfileHeader';
import { SignOutEverywhere } from './SignOutEverywhere';

/** `/profile` (owner-console.md §2.3). */
export function ProfilePage() {
  useAuthenticated();
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  const { user, domains } = session;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000, mx: 'auto' }}>
      <ProfileHeader user={user} onUser={setUser} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' },
          alignItems: 'start',
        }}
      >
        <AccountRows user={user} onUser={setUser} />
        <MyMetaverses domains={domains} userId={user.id} />
      </Box>
      <SignOutEverywhere />
    </Stack>
  );
}
