import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { reportSuccess } from '../../api/errors';
import type { Advert, PendingAdvert } from '../../dataProvider/adminPages';
import { useCreateAdvert } from '../../dataProvider/adverts.queries';
import { CreateAdvertDialog } from '../../owner/adverts/CreateAdvertDialog';
import { formatMoney } from '../../lib/planRanks';
import { useDecideAdvert, usePendingAdverts } from '../../dataProvider/adminPages.queries';
import type { Column } from '../../components/DataTable';
import { PendingApprovals } from './PendingApprovals';
import { APPROVALS_TEXTS as T } from './texts';
import { formatDateTime } from '../../lib/dates';
import { formatNumber } from '../../lib/formatNumber';

const COLUMNS: Column<PendingAdvert>[] = [
  {
    heading: T.image,
    cell: (item) => (
      <img
        src={item.iconurl}
        alt={T.advertImage(item.name)}
        width={96}
        height={54}
        style={{ objectFit: 'cover', display: 'block' }}
      />
    ),
  },
  { heading: T.name, cell: (item) => item.name },
  { heading: T.submitted, cell: (item) => formatDateTime(item.timestamp) },
  { heading: T.impressions, align: 'right', cell: (item) => formatNumber(item.pendingimpressions) },
];

/** Says what became of the card payment of a decided advert (captured, released or failed). */
function reportPayment(advert: Advert) {
  const payment = advert.payment;
  if (!payment) return;
  const amount = formatMoney(payment.amount / 100, payment.currency);
  reportSuccess(
    payment.status === 'captured'
      ? T.paymentCaptured(advert.name, amount)
      : payment.status === 'released'
        ? T.paymentReleased(advert.name, amount)
        : T.paymentFailed(advert.name, advert.paymentfailure ?? ''),
  );
}

/**
 * Pending adverts with Approve and Reject (a reason is required); failures show in a red alert (staff-and-agents.md §8). Deciding
 * on an advert paid by card captures or releases its payment, which a toast reports. Staff create adverts
 * here with the same dialog advertisers use.
 */
export function AdvertApprovals() {
  const pending = usePendingAdverts();
  const { mutateAsync: decide } = useDecideAdvert();
  const create = useCreateAdvert();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PendingApprovals
        id="adverts-heading"
        title={T.adverts}
        empty={T.noAdverts}
        items={pending.data}
        loadError={pending.error}
        keyOf={(item) => item._id}
        nameOf={(item) => item.name}
        columns={COLUMNS}
        decide={async (item, decision) => reportPayment(await decide({ id: item._id, decision }))}
        rejectTitle={T.rejectAdvertTitle}
        rejectField={{ label: T.reason, help: T.reasonHelp, required: true }}
      />
      <Box>
        <Button variant="outlined" onClick={() => setCreating(true)}>
          {T.createAdvert}
        </Button>
      </Box>
      {creating && (
        <CreateAdvertDialog
          title={T.createAdvertTitle}
          onClose={() => setCreating(false)}
          create={async (name, file) => {
            const advert = await create.mutateAsync({ name, file });
            reportSuccess(T.advertCreated(advert.name));
          }}
        />
      )}
    </>
  );
}
