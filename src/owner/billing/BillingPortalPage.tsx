import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportSuccess } from '../../api/errors';
import { useAuthenticated } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable';
import type { LocalPortal } from '../../dataProvider/payments';
import { useLocalPortal, useUpdateLocalPaymentMethod } from '../../dataProvider/payments.queries';
import { formatMoney } from '../../lib/planRanks';
import { BILLING_TEXTS as T, planLabel } from './texts';
import { PageProblem } from '../../components/PageProblem';

type Charge = LocalPortal['subscriptions'][number]['charges'][number];

const day = (iso: string) => iso.slice(0, 10);

/** `/billingportal/{id}`: the local provider's billing portal: subscriptions, charges, payment method. */
export function BillingPortalPage() {
  useAuthenticated();
  const { id = '' } = useParams();
  const { data: portal, isError: failed } = useLocalPortal(id);
  const paymentMethod = useUpdateLocalPaymentMethod(id);

  if (failed) return <PageProblem>{T.loadFailed}</PageProblem>;
  if (!portal) return <LinearProgress aria-label={T.portalTitle} />;
  const update = () => paymentMethod.mutate(undefined, { onSuccess: () => reportSuccess(T.paymentUpdated) });
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
      <Typography variant="h4" component="h1">
        {T.portalTitle}
      </Typography>
      <Alert severity="info">{T.localLabel}</Alert>
      {portal.subscriptions.length === 0 && <Typography>{T.noSubscriptions}</Typography>}
      {portal.subscriptions.map((sub) => (
        <Paper key={sub.id} variant="outlined" component="section" sx={{ p: 2 }} aria-label={sub.domain}>
          <Typography variant="h5" component="h2">
            {T.subscriptionHeading(planLabel(sub.plan), sub.domain)}
          </Typography>
          <Typography>
            {T.interval(sub.interval)} · {T.status[sub.status]} · {T.renews(day(sub.periodEnd))}
          </Typography>
          <DataTable<Charge>
            label={`${T.charges} ${sub.domain}`}
            rows={sub.charges}
            rowKey={(_, index) => String(index)}
            columns={[
              { heading: T.date, cell: (charge) => day(charge.ts) },
              { heading: T.description, cell: (charge) => charge.description },
              {
                heading: T.amount,
                align: 'right',
                cell: (charge) => formatMoney(charge.amount / 100, charge.currency),
              },
            ]}
          />
        </Paper>
      ))}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={update} disabled={paymentMethod.isPending}>
          {T.updatePayment}
        </Button>
        <Button onClick={() => window.location.assign(portal.returnUrl)}>{T.returnTo}</Button>
      </Stack>
    </Stack>
  );
}
