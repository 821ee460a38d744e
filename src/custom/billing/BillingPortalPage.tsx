import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAuthenticated, useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { LocalPortal } from '../../dataProvider/payments';
import { formatMoney } from '../../lib/planRanks';
import { BILLING_TEXTS as T, planLabel } from './texts';

const day = (iso: string) => iso.slice(0, 10);

/** `/billingportal/{id}`: the local provider's billing portal: subscriptions, charges, payment method. */
export function BillingPortalPage() {
  useAuthenticated();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [portal, setPortal] = useState<LocalPortal | null>(null);
  const [failed, setFailed] = useState(false);
  const [updated, setUpdated] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    dataProvider.getLocalPortal(id).then(setPortal, () => setFailed(true));
  }, [dataProvider, id]);

  if (failed)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {T.loadFailed}
      </Alert>
    );
  if (!portal) return <LinearProgress aria-label={T.portalTitle} />;
  const update = () => {
    setSaving(true);
    dataProvider
      .updateLocalPaymentMethod(id)
      .then((next) => {
        setPortal(next);
        setUpdated(true);
      })
      .finally(() => setSaving(false));
  };
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
          <Table size="small" aria-label={`${T.charges} ${sub.domain}`}>
            <TableHead>
              <TableRow>
                <TableCell>{T.date}</TableCell>
                <TableCell>{T.description}</TableCell>
                <TableCell align="right">{T.amount}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sub.charges.map((charge, index) => (
                <TableRow key={index}>
                  <TableCell>{day(charge.ts)}</TableCell>
                  <TableCell>{charge.description}</TableCell>
                  <TableCell align="right">{formatMoney(charge.amount / 100, charge.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
      {updated && <Alert severity="success">{T.paymentUpdated}</Alert>}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={update} disabled={saving}>
          {T.updatePayment}
        </Button>
        <Button onClick={() => window.location.assign(portal.returnUrl)}>{T.returnTo}</Button>
      </Stack>
    </Stack>
  );
}
