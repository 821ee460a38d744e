import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { offerProceeds } from '../../../common/homeOffers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import type { EscrowOffer, HomeSlot } from '../../dataProvider/homeOffers';
import {
  useHomeSlot,
  useReceivedOffers,
  useRespondToOffer,
  useSetAllowOffers,
  useUserPictureUrl,
} from '../../dataProvider/homeOffers.queries';
import { BlobAvatar } from '../../layout/UserAvatar';
import { paths } from '../../paths';
import { HOME_OFFERS_TEXTS as T } from './homeOffersTexts';
import { formatDateTime } from '../../lib/dates';

/** The sender's picture (else the initials of their name) and name. */
function Sender({ offer }: { offer: EscrowOffer }) {
  const src = useUserPictureUrl(offer.senderid);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <BlobAvatar src={src} name={offer.sendername} sx={{ width: 32, height: 32, fontSize: '0.8125rem' }} />
      <span>{offer.sendername || T.unknownSender}</span>
    </Stack>
  );
}

/** The allow-offers switch, sent whenever it changes (single-target-and-flows.md §4); it shows the server's state once saved. */
function AllowOffers({ domain, location, slot }: { domain: string; location: string; slot: HomeSlot }) {
  const allow = useSetAllowOffers(domain, location);
  const [failed, setFailed] = useState(false);
  const checked = allow.isPending ? allow.variables : !slot.refuseoffers;
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={allow.isPending}
            onChange={(event) => {
              setFailed(false);
              allow.mutate(event.target.checked, { onError: () => setFailed(true) });
            }}
          />
        }
        label={T.allowOffers}
      />
      {failed && <Typography color="error">{T.allowFailed}</Typography>}
      {slot.refuseoffers && <Typography color="text.secondary">{T.refusing}</Typography>}
    </Stack>
  );
}

/**
 * The Home Location card of an apartment (single-target-and-flows.md §2, §4, §9), for the owner of the home: the
 * allow-offers switch and the offers received, each with its sender, amount, fees and what the owner gets
 * (amount − fees). Accept (after a confirmation) sells the apartment and goes to the metaverse's page; Decline
 * returns the metacoin to the sender and the list is read again. Nothing shows when the user owns no slot
 * leading here.
 */
export function HomeOffersCard({ domain, uri, location }: { domain: string; uri: string; location: string }) {
  const slot = useHomeSlot(domain, location);
  const offers = useReceivedOffers(slot.data);
  const respond = useRespondToOffer();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState<EscrowOffer | null>(null);
  const [declineFailed, setDeclineFailed] = useState<string | null>(null);
  if (slot.isError) return null;

  const decline = (offer: EscrowOffer) => {
    setDeclineFailed(null);
    respond.mutate(
      { escrowid: offer.escrowid, accept: false, amount: offer.amount },
      { onError: (error) => setDeclineFailed(error.message || T.declineFailed) },
    );
  };
  const accept = async (offer: EscrowOffer) => {
    await respond.mutateAsync({ escrowid: offer.escrowid, accept: true, amount: offer.amount });
    void navigate(paths.domain.home(uri));
  };

  const columns: Column<EscrowOffer>[] = [
    { heading: T.from, cell: (offer) => <Sender offer={offer} /> },
    { heading: T.amount, align: 'right', nowrap: true, cell: (offer) => T.mc(offer.amount) },
    { heading: T.fees, align: 'right', nowrap: true, cell: (offer) => T.mc(offer.fees) },
    { heading: T.youGet, align: 'right', nowrap: true, cell: (offer) => T.mc(offerProceeds(offer)) },
    {
      heading: T.received,
      nowrap: true,
      hideBelow: 'sm',
      cell: (offer) => formatDateTime(offer.timestamp),
    },
    {
      heading: T.actions,
      hideHeading: true,
      nowrap: true,
      cell: (offer) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            disabled={respond.isPending || slot.data?.refuseoffers}
            aria-label={T.acceptNamed(offer.sendername)}
            onClick={() => setAccepting(offer)}
          >
            {T.accept}
          </Button>
          <Button
            size="small"
            disabled={respond.isPending}
            aria-label={T.declineNamed(offer.sendername)}
            onClick={() => decline(offer)}
          >
            {T.decline}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <SectionFrame title={T.title}>
      <Loaded load={slot}>
        {(home) => (
          <Stack spacing={2}>
            <AllowOffers domain={domain} location={location} slot={home} />
            <Typography component="h3" variant="subtitle1">
              {T.offers}
            </Typography>
            {declineFailed && <Typography color="error">{declineFailed}</Typography>}
            <Loaded load={offers}>
              {(rows) => (
                <DataTable
                  rows={rows}
                  columns={columns}
                  rowKey={(offer) => offer.escrowid}
                  label={T.offers}
                  empty={T.noOffers}
                />
              )}
            </Loaded>
          </Stack>
        )}
      </Loaded>
      <ConfirmDialog
        open={accepting !== null}
        title={T.acceptTitle}
        confirmLabel={T.accept}
        onClose={() => setAccepting(null)}
        onConfirm={() => (accepting ? accept(accepting) : undefined)}
      >
        {accepting && <Typography>{T.acceptText(accepting.sendername, offerProceeds(accepting))}</Typography>}
      </ConfirmDialog>
    </SectionFrame>
  );
}
