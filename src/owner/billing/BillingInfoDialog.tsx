import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBillingInfoQuestion, useBillingPortal } from '../../dataProvider/payments.queries';
import { BILLING_TEXTS as T } from './texts';

/** "Update Your Billing Info" (screens.md A10): asked of paying customers whose billing info is required. */
export function BillingInfoDialog({ userId }: { userId: string }) {
  const portal = useBillingPortal();
  const { open, dismiss } = useBillingInfoQuestion(userId);
  return (
    <Dialog open={open} onClose={dismiss} aria-labelledby="billing-info-title">
      <DialogTitle id="billing-info-title">{T.infoTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.infoBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>{T.infoLater}</Button>
        <Button variant="contained" onClick={portal.open} disabled={portal.opening}>
          {T.infoUpdate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
