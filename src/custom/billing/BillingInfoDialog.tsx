import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { BILLING_TEXTS as T } from './texts';
import { useBillingPortal } from './useBillingPortal';

const askedKey = (userId: string) => `billing-info-asked:${userId}`;

/** Whether the question was already asked in this browser session (so it is asked once per session). */
function alreadyAsked(userId: string): boolean {
  try {
    if (sessionStorage.getItem(askedKey(userId))) return true;
    sessionStorage.setItem(askedKey(userId), '1');
  } catch {
    // Storage blocked: asking on every page load is better than never.
  }
  return false;
}

/** "Update Your Billing Info" (screens.md A10): asked of paying customers whose billing info is required. */
export function BillingInfoDialog({ userId }: { userId: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const portal = useBillingPortal();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (alreadyAsked(userId)) return;
    let current = true;
    dataProvider.needsBillingInfo().then(
      (required) => current && setOpen(required),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider, userId]);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="billing-info-title">
      <DialogTitle id="billing-info-title">{T.infoTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.infoBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{T.infoLater}</Button>
        <Button variant="contained" onClick={portal.open} disabled={portal.opening}>
          {T.infoUpdate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
