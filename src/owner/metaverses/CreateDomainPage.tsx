import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuthenticated } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../authProvider/useSession';
import type { PlanOffer } from '../../dataProvider/metaverses';
import { useCreatePlans } from '../../dataProvider/metaverses.queries';
import { chooserAction, createPlanParam } from '../../lib/createPlan';
import { ContactDialog } from '../contact/ContactDialog';
import { METAVERSES_TEXTS as T } from './texts';
import { paths } from '../../paths';

function offerButtonText(offer: PlanOffer): string {
  switch (chooserAction(offer.button)) {
    case 'getStarted':
      return T.getStarted;
    case 'freeTrial':
      return T.freeTrial;
    case 'contact':
      return T.contactUs;
    default:
      return T.choose(offer.name);
  }
}

interface OfferCardProps {
  offer: PlanOffer;
  /** The offer named by `?plan=` (free by default): highlighted, its button focused. */
  preselected: boolean;
  onChoose: () => void;
}

function OfferCard({ offer, preselected, onChoose }: OfferCardProps) {
  const headingId = `plan-${offer.type}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-current={preselected ? 'true' : undefined}
      sx={{
        flex: '1 1 180px',
        ...(preselected && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {offer.name}
        </Typography>
        {preselected && <Chip size="small" color="primary" label={T.selected} sx={{ mt: 0.5, mb: 1 }} />}
        <Typography>
          {offer.monthlyPrice
            ? T.perMonth(offer.monthlyPrice.amount)
            : offer.type === 'free'
              ? T.freeForever
              : T.customPrice}
        </Typography>
        {offer.annualPrice && <Typography variant="body2">{T.perYear(offer.annualPrice.amount)}</Typography>}
      </CardContent>
      <CardActions>
        <Button
          variant={preselected ? 'contained' : 'outlined'}
          disabled={!offer.enabled}
          onClick={onChoose}
          autoFocus={preselected && offer.enabled}
        >
          {offerButtonText(offer)}
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * `/createdomain?plan={type}`: the plan chooser, with the offer named by `plan` (free by default) preselected,
 * and its confirm dialog; Get Started / Free Trial then lead to the wizard at `/setupdomain?plan={type}`
 * (owner-console.md §2.1, §2.8).
 */
export function CreateDomainPage() {
  useAuthenticated();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preselected = createPlanParam(params.get('plan'));
  // A failed load (toasted by the client) shows no offers.
  const offers = useCreatePlans().data?.plans ?? [];
  const [chosen, setChosen] = useState<PlanOffer | null>(null);
  const [contact, setContact] = useState(false);

  const choose = (offer: PlanOffer) => {
    if (offer.button === 'contact') setContact(true);
    else setChosen(offer);
  };

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 1100 }}>
      <Typography variant="h4" component="h1">
        {T.chooserTitle}
      </Typography>
      <Typography>{T.chooserIntro}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {offers.map((offer) => (
          <OfferCard
            key={offer.type}
            offer={offer}
            preselected={offer.type === preselected}
            onChoose={() => choose(offer)}
          />
        ))}
      </Stack>
      <Dialog open={chosen !== null} onClose={() => setChosen(null)} aria-labelledby="create-confirm-title">
        <DialogTitle id="create-confirm-title">{T.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {chosen?.button === 'create' ? T.confirmFree : T.confirmTrial(chosen?.name ?? '')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChosen(null)}>{T.cancel}</Button>
          <Button variant="contained" onClick={() => chosen && navigate(paths.setupDomain(chosen.type))}>
            {T.continue}
          </Button>
        </DialogActions>
      </Dialog>
      {contact && session.status === 'authenticated' && (
        <ContactDialog user={session.user} defaultSubject="Sales" onClose={() => setContact(false)} />
      )}
    </Stack>
  );
}
