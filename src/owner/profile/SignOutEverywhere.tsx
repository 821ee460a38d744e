import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLogout } from 'react-admin';
import { signOut } from '../../authProvider/session';
import { useSignOutEverywhere } from '../../dataProvider/profile.queries';
import { paths } from '../../paths';
import { PROFILE_TEXTS } from './texts';

/**
 * Sign out everywhere: after a confirmation, every session of the user ends (other browsers and devices
 * included) and this browser goes back to the sign-in page. A failure is shown by the one toast path and
 * leaves the dialog open.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();
  const logout = useLogout();

  const confirm = async () => {
    try {
      await signOutEverywhere.mutateAsync();
    } catch {
      return;
    }
    // The server has ended this session too: clear it here, then let react-admin leave the signed-in pages.
    signOut();
    await logout({}, paths.login(), false);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ p: 2 }}>
      <Typography id="sessions-title" variant="h6" component="h2">
        {PROFILE_TEXTS.sessionsTitle}
      </Typography>
      <Typography sx={{ my: 1 }}>{PROFILE_TEXTS.sessionsText}</Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {PROFILE_TEXTS.signOutEverywhere}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="sign-out-everywhere-title">
        <DialogTitle id="sign-out-everywhere-title">{PROFILE_TEXTS.signOutEverywhereTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{PROFILE_TEXTS.signOutEverywhereText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{PROFILE_TEXTS.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={signOutEverywhere.isPending}
            onClick={() => void confirm()}
          >
            {PROFILE_TEXTS.signOutEverywhere}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
