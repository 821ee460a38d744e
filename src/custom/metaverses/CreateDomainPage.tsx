import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAuthenticated, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../authProvider/useSession';
import type { AppDataProvider } from '../../dataProvider';
import type { PlanOffer } from '../../dataProvider/metaverses';
import { ContactDialog } from '../contact/ContactDialog';
import { CREATE_DOMAIN_PATH } from './MetaversesPage';
import { SETUP_DOMAIN_PATH } from './SetupDomainPage';
import { METAVERSES_TEXTS as T } from './texts';

function OfferCard({ offer, onChoose }: { offer: PlanOffer; onChoose: () => void }) {
  const headingId = `plan-${offer.type}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ flex: '1 1 180px' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {offer.name}
        </Typography>
        <Typography>{offer.monthlyPrice ? T.perMonth(offer.monthlyPrice.amount) : T.freeForever}</Typography>
        {offer.annualPrice && <Typography variant="body2">{T.perYear(offer.annualPrice.amount)}</Typography>}
      </CardContent>
      <CardActions>
        <Button variant="contained" disabled={!offer.enabled} onClick={onChoose}>
          {offer.button === 'contact' ? T.contactUs : T.choose(offer.name)}
        </Button>
      </CardActions>
    </Card>
  );
}

/** `/createdomain`: the plan chooser and its confirm dialog, then the wizard (owner-console.md §2.8). */
export function CreateDomainPage() {
  useAuthenticated();
  const session = useSession();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const [offers, setOffers] = useState<PlanOffer[]>([]);
  const [chosen, setChosen] = useState<PlanOffer | null>(null);
  const [contact, setContact] = useState(false);
  useEffect(() => {
    dataProvider.getCreatePlans().then(
      (reply) => setOffers(reply.plans),
      () => setOffers([]),
    );
  }, [dataProvider]);

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
          <OfferCard key={offer.type} offer={offer} onChoose={() => choose(offer)} />
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
          <Button
            variant="contained"
            onClick={() => chosen && navigate(`${SETUP_DOMAIN_PATH}?plan=${encodeURIComponent(chosen.type)}`)}
          >
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
CreateDomainPage.path = CREATE_DOMAIN_PATH;
