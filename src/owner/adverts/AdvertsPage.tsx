import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAuthenticated } from 'react-admin';
import { advertStatus, canPurchase } from '../../../common/adverts';
import { DataTable, type Column } from '../../components/DataTable';
import { PageProblem } from '../../components/PageProblem';
import type { Advert } from '../../dataProvider/adverts';
import { useAdverts, useCreateAdvert, useRefreshAdvert } from '../../dataProvider/adverts.queries';
import { CreateAdvertDialog } from './CreateAdvertDialog';
import { PurchaseDialog } from './PurchaseDialog';
import { ADVERT_TEXTS as T } from './texts';
import { formatNumber } from '../../lib/formatNumber';

/** What the advert's impressions are: rejected, ordered and waiting, remaining of total, or none yet (single-target-and-flows.md §4). */
function Impressions({ advert }: { advert: Advert }) {
  if (!advert.approved && advert.rejectionreason) {
    return (
      <>
        <Typography variant="body2">{`${T.rejected} "${advert.rejectionreason}"`}</Typography>
        <Typography variant="body2">{T.contactSupport}</Typography>
      </>
    );
  }
  if (!advert.approved && advert.pendingimpressions > 0) {
    return (
      <>
        <Typography variant="body2">
          {`${formatNumber(advert.pendingimpressions)} ${T.impressionsOrdered}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.notChargedYet}
        </Typography>
      </>
    );
  }
  return (
    <Typography variant="body2">
      {advert.totalimpressions > 0
        ? T.remainingOf(advert.remainingimpressions, advert.totalimpressions)
        : T.noImpressions}
    </Typography>
  );
}

function columns(purchase: (advert: Advert) => void): Column<Advert>[] {
  return [
    {
      heading: T.icon,
      narrow: true,
      hideHeading: true,
      cell: (advert) => (
        <Box
          component="img"
          src={advert.iconurl}
          alt={T.advertImage(advert.name)}
          sx={{ width: 96, height: 54, objectFit: 'cover', display: 'block', ml: 1 }}
        />
      ),
    },
    {
      heading: T.advert,
      cell: (advert) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 600 }}>{advert.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {advertStatus(advert)}
          </Typography>
          {advert.paymentfailure ? (
            <Alert severity="warning" sx={{ py: 0 }}>
              {T.paymentFailed(advert.paymentfailure)}
            </Alert>
          ) : null}
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <Impressions advert={advert} />
          </Box>
          {canPurchase(advert) && (
            <Button
              size="small"
              sx={{ px: 0 }}
              onClick={() => purchase(advert)}
              aria-label={T.purchaseLabel(advert.name)}
            >
              {T.purchaseLink}
            </Button>
          )}
        </Stack>
      ),
    },
    { heading: T.remaining, hideBelow: 'md', cell: (advert) => <Impressions advert={advert} /> },
  ];
}

/**
 * `/adverts` "Infiniverse Advertising" (single-target-and-flows.md §2 Adverts page, §4, §8; screens.md B11):
 * the user's billboard adverts with their status and impressions, creating one, and buying impressions by
 * card. Adverts waiting for approval are read again every 10 seconds (ours).
 */
export function AdvertsPage() {
  useAuthenticated();
  const adverts = useAdverts();
  const create = useCreateAdvert();
  const refresh = useRefreshAdvert();
  const [creating, setCreating] = useState(false);
  const [buying, setBuying] = useState<Advert | null>(null);
  const [result, setResult] = useState<boolean | null>(null);
  const successId = useId();

  const purchased = (advert: Advert, captured: boolean) => {
    setBuying(null);
    setResult(captured);
    refresh.mutate(advert._id);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, m: 2, maxWidth: 1100 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <Box>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {T.createButton}
          </Button>
        </Box>
        {adverts.isError ? (
          <PageProblem>{T.loadError}</PageProblem>
        ) : !adverts.data ? (
          <Typography>{T.loading}</Typography>
        ) : (
          <DataTable<Advert>
            label={T.tableLabel}
            rows={adverts.data}
            rowKey={(advert) => advert._id}
            columns={columns(setBuying)}
            empty={T.empty}
          />
        )}
        {adverts.data?.some((advert) => advert.pendingimpressions > 0 && !advert.approved) && (
          <Typography variant="body2" color="text.secondary">
            {T.pollNote}
          </Typography>
        )}
      </Stack>
      {creating && (
        <CreateAdvertDialog
          title={T.createTitle}
          onClose={() => setCreating(false)}
          create={(name, file) => create.mutateAsync({ name, file })}
        />
      )}
      {buying && (
        <PurchaseDialog
          advert={buying}
          onClose={() => setBuying(null)}
          onPurchased={(captured) => purchased(buying, captured)}
        />
      )}
      <Dialog open={result !== null} onClose={() => setResult(null)} aria-labelledby={successId}>
        <DialogTitle id={successId}>{T.success}</DialogTitle>
        <DialogContent>
          <DialogContentText>{result ? T.captured : T.ordered}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setResult(null)}>
            {T.ok}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
