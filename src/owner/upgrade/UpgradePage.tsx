import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useAuthenticated } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Domain } from '../../api/types';
import { useSession } from '../../authProvider/useSession';
import type { PlanOffer } from '../../dataProvider/payments';
import { useUpgradePlans } from '../../dataProvider/payments.queries';
import { planTypeName } from '../../lib/plan';
import { DEFAULT_BILLING_PERIOD, priceIdFor, type BillingPeriod } from '../../lib/planRanks';
import { isWorking, type FlowContext } from '../../lib/upgradeFlow';
import { ContactDialog } from '../contact/ContactDialog';
import { domainFailure } from '../metaverses/DomainGate';
import { useDomain } from '../../dataProvider/metaverses.queries';
import { PlanCard } from './PlanCard';
import { TemplateGrid } from './TemplateGrid';
import { UPGRADE_TEXTS as T } from './texts';
import { UpgradeDialogs } from './UpgradeDialogs';
import { useUpgradeFlow } from './useUpgradeFlow';

/** Owner: a subscription is known from the domain; others cannot see it, but a "-stripe" plan has one. */
function flowContext(domain: Domain, userId: string): FlowContext {
  const isOwner = domain.owner === userId;
  const hasSubscription = isOwner
    ? Boolean(domain.stripesubscription)
    : /-stripe$/.test(domain.plan?.plan ?? '');
  return { isOwner, hasSubscription };
}

/** `/domains/{uri}/upgrade?context=upgrade|change`: the plan comparison, the templates and the upgrade flow. */
export function UpgradePage() {
  useAuthenticated();
  const { uri } = useParams();
  const [params] = useSearchParams();
  const context = params.get('context') === 'change' ? 'change' : 'upgrade';
  const session = useSession();
  const { domain, failed, error } = useDomain(uri);
  const { data: offers, isError: offersFailed } = useUpgradePlans(uri, context);
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const [contactOpen, setContactOpen] = useState(false);

  const userId = session.status === 'authenticated' ? session.user.id : '';
  const flow = useUpgradeFlow(
    domain?.id ?? '',
    domain?.uri ?? uri ?? '',
    domain ? flowContext(domain, userId) : { isOwner: false, hasSubscription: false },
  );
  const planName = useCallback(
    (type: string) => offers?.plans.find((plan) => plan.type === type)?.name ?? planTypeName(type),
    [offers],
  );
  const choose = (offer: PlanOffer) =>
    flow.dispatch({
      type: 'choose',
      choice: { plan: offer.type, priceId: priceIdFor(offer, period), button: offer.button },
    });

  if (failed || offersFailed)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {failed ? domainFailure(error, T.loadFailed) : T.loadFailed}
      </Alert>
    );
  if (!domain || !offers || session.status !== 'authenticated')
    return <LinearProgress aria-label={T.working} />;
  const busy = isWorking(flow.state);
  const contactUs = flow.state.kind === 'contact' || contactOpen;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {T.title[context]}
        </Typography>
        <Typography variant="h6" component="p">
          {T.heading[context]}
        </Typography>
      </Box>
      {busy && <LinearProgress aria-label={T.working} />}
      {flow.state.kind === 'failed' && <Alert severity="error">{flow.state.message}</Alert>}
      {offers.plans.length === 0 ? (
        <Typography>
          {T.customisedSetup}{' '}
          <Link component="button" variant="body1" onClick={() => setContactOpen(true)}>
            {T.contactUs}
          </Link>{' '}
          {T.customisedSetupEnd}
        </Typography>
      ) : (
        <>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={period}
            onChange={(_, value: BillingPeriod | null) => value && setPeriod(value)}
            aria-label={T.billingPeriod}
          >
            <ToggleButton value="monthly">{T.monthly}</ToggleButton>
            <ToggleButton value="annual">{T.annual}</ToggleButton>
          </ToggleButtonGroup>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
            }}
          >
            {offers.plans.map((offer) => (
              <PlanCard
                key={offer.type}
                offer={offer}
                period={period}
                currency={offers.options.currency}
                locale={offers.options.locale}
                disabled={busy}
                onChoose={choose}
              />
            ))}
          </Box>
        </>
      )}
      {offers.templates && offers.templates.length > 0 && (
        <TemplateGrid
          templates={offers.templates}
          currentPlan={offers.options.current?.type}
          planName={planName}
        />
      )}
      <UpgradeDialogs state={flow.state} planName={planName} dispatch={flow.dispatch} />
      {contactUs && (
        <ContactDialog
          user={session.user}
          defaultSubject="Sales"
          onClose={() => {
            setContactOpen(false);
            flow.dispatch({ type: 'dismiss' });
          }}
        />
      )}
    </Stack>
  );
}
