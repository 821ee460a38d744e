import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { User } from '../../api/types';
import { canRequestAccountLink, isDeveloperOrTester } from '../../authProvider/canAccess';
import { useUnlinkAccount } from '../../dataProvider/profile.queries';
import { LaunchDialog } from '../launch/LaunchDialog';
import { useHeadsetLaunch } from '../launch/useHeadsetLaunch';
import { LinkAccountDialog } from './LinkAccountDialog';
import { PROFILE_TEXTS } from './texts';

/** The identity connection of an identity-provider user id (`google-oauth2|123` → `google-oauth2`). */
function connectionOf(auth0userid: string): string {
  return auth0userid.split('|')[0] || auth0userid;
}

/**
 * The account rows (owner-console.md §2.3): the connected identity with Unlink and the game-store account for
 * developers and testers; the headset account for everyone, with a link action when none is connected: it starts
 * the headset launch with the confirm prompt, and the headset account joins this user once the app has the
 * link (the launch poll then refreshes the user, and the row reads Connected). Everyone but staff can also
 * link this account into their account of another email address (the mailed `/linkaccounts` request).
 */
export function AccountRows({ user, onUser }: { user: User; onUser: (user: User) => void }) {
  const unlinkAccount = useUnlinkAccount();
  const [unlinking, setUnlinking] = useState(false);
  const developerRows = isDeveloperOrTester(user);
  const headset = useHeadsetLaunch();
  const [linking, setLinking] = useState(false);

  const unlink = async (auth0userid: string) => {
    setUnlinking(true);
    try {
      onUser(await unlinkAccount.mutateAsync(connectionOf(auth0userid)));
    } catch {
      // owner-console.md §8: an unlink failure only stops the spinner.
    } finally {
      setUnlinking(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="account-title" sx={{ p: 2 }}>
      <Typography id="account-title" variant="h6" component="h2">
        {PROFILE_TEXTS.accountTitle}
      </Typography>
      <List>
        {developerRows && user.auth0userid && (
          <ListItem
            secondaryAction={
              <Button
                onClick={() => void unlink(user.auth0userid ?? '')}
                disabled={unlinking}
                startIcon={
                  unlinking ? <CircularProgress size={16} aria-label={PROFILE_TEXTS.unlink} /> : undefined
                }
              >
                {PROFILE_TEXTS.unlink}
              </Button>
            }
          >
            <ListItemText
              primary={PROFILE_TEXTS.identity}
              secondary={user.auth0userid}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere', pr: 8 } } }}
            />
          </ListItem>
        )}
        <ListItem
          secondaryAction={
            user.oculusaccount ? undefined : (
              <Button
                onClick={() => void headset.start({}, 'confirm')}
                disabled={headset.phase !== 'closed'}
                aria-label={PROFILE_TEXTS.linkHeadsetLabel}
              >
                {PROFILE_TEXTS.linkHeadset}
              </Button>
            )
          }
        >
          <ListItemText
            primary={PROFILE_TEXTS.headset}
            secondary={user.oculusaccount ? PROFILE_TEXTS.connected : PROFILE_TEXTS.notConnected}
          />
        </ListItem>
        {developerRows && (
          <ListItem>
            <ListItemText
              primary={PROFILE_TEXTS.gameStore}
              secondary={user.steamaccount ? PROFILE_TEXTS.connected : PROFILE_TEXTS.notConnected}
            />
          </ListItem>
        )}
        {canRequestAccountLink(user) && (
          <ListItem
            secondaryAction={
              <Button onClick={() => setLinking(true)} aria-label={PROFILE_TEXTS.linkAccountLabel}>
                {PROFILE_TEXTS.linkAccount}
              </Button>
            }
          >
            <ListItemText
              primary={PROFILE_TEXTS.otherAccount}
              secondary={PROFILE_TEXTS.otherAccountText}
              slotProps={{ secondary: { sx: { pr: 8 } } }}
            />
          </ListItem>
        )}
      </List>
      <LaunchDialog phase={headset.phase} onLaunch={headset.launch} onCancel={headset.cancel} />
      {linking && <LinkAccountDialog user={user} onClose={() => setLinking(false)} />}
    </Paper>
  );
}
