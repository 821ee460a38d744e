import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuthenticated } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useLocalCheckout, usePayLocalCheckout } from '../../dataProvider/payments.queries';
import { formatMoney } from '../../lib/planRanks';
import { BILLING_TEXTS as T, planLabel } from './texts';
import { PageProblem } from '../../components/PageProblem';

/**
 * `/checkout/{id}`: the local payments provider's checkout (what Stripe's hosted page is with Stripe configured).
 * Pay starts the subscription and goes to the success address; Cancel goes back to the plan page.
 */
export function CheckoutPage() {
  useAuthenticated();
  const { id = '' } = useParams();
  const { data: checkout, isError: failed } = useLocalCheckout(id);
  const payment = usePayLocalCheckout();
  // Still paying while the browser leaves for the success address.
  const paying = payment.isPending || payment.isSuccess;

  if (failed) return <PageProblem>{T.loadFailed}</PageProblem>;
  if (!checkout) return <LinearProgress aria-label={T.checkoutTitle} />;
  const amount = formatMoney(checkout.amount / 100, checkout.currency);
  const pay = () => payment.mutate(checkout.id);
  return (
    <Paper variant="outlined" sx={{ p: 3, m: 2, maxWidth: 520 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.checkoutTitle}
        </Typography>
        <Alert severity="info">{T.localLabel}</Alert>
        <Typography>{T.checkoutFor(planLabel(checkout.plan), checkout.domain.name)}</Typography>
        <Typography variant="h5" component="p">
          {amount} {T.perInterval(checkout.interval)}
        </Typography>
        {checkout.status === 'open' ? (
          <>
            <TextField
              label={T.testCard}
              value={T.testCardNumber}
              slotProps={{ input: { readOnly: true } }}
            />
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={pay} disabled={paying}>
                {T.pay(amount)}
              </Button>
              <Button onClick={() => window.location.assign(checkout.cancelUrl)} disabled={paying}>
                {T.cancel}
              </Button>
            </Stack>
          </>
        ) : (
          <>
            <Alert severity="warning">{T.checkoutClosed(checkout.status)}</Alert>
            <Button onClick={() => window.location.assign(checkout.cancelUrl)}>{T.back}</Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
