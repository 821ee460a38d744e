import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useLogout } from 'react-admin';
import { setUser } from '../../authProvider/session';
import { useSession } from '../../authProvider/useSession';
import { useAcceptTerms } from '../../dataProvider/flows.queries';
import { paths } from '../../paths';
import { TERMS_TEXTS as T } from './texts';

/** The terms dialog: Accept only with the box checked; the receive-updates choice is sent with it. */
function TermsDialog() {
  const [accepted, setAccepted] = useState(false);
  const [receiveUpdates, setReceiveUpdates] = useState(false);
  const accept = useAcceptTerms();
  const logout = useLogout();

  const submit = async () => {
    const user = await accept.mutateAsync({ acceptedtandcs: true, receiveupdates: receiveUpdates });
    setUser(user);
  };

  return (
    <Dialog open aria-labelledby="terms-title" aria-describedby="terms-intro">
      <DialogTitle id="terms-title" component="h1">
        {T.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <DialogContentText id="terms-intro">{T.intro}</DialogContentText>
          <Link href={paths.privacy()} target="_blank" rel="noopener">
            {T.readPolicy}
          </Link>
          <FormControlLabel
            control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
            label={T.accept}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={receiveUpdates}
                onChange={(event) => setReceiveUpdates(event.target.checked)}
              />
            }
            label={T.receiveUpdates}
          />
          {accept.isError && <Alert severity="error">{T.saveFailed}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout({}, paths.home(), false)}>{T.logOut}</Button>
        <Button
          variant="contained"
          disabled={!accepted || accept.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {T.acceptButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The terms-and-conditions gate (single-target-and-flows.md §2, §6): wraps every signed-in page; a user who has
 * not accepted the terms sees the terms dialog instead of the page. Public pages (the privacy text the dialog
 * links to among them) are not wrapped.
 */
export function TermsGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'authenticated' && session.user.acceptedtandcs === false) return <TermsDialog />;
  return children;
}
