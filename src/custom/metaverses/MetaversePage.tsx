import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthenticated } from 'react-admin';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { reportSuccess } from '../../api/errors';
import { canManageDomain, canUpgrade } from '../../authProvider/canAccess';
import { useSession } from '../../authProvider/useSession';
import { BlobAvatar } from '../../layout/UserAvatar';
import { NavAnchor } from '../../layout/navigation';
import { membershipLabel } from '../../lib/membership';
import { PlanText } from './DomainRow';
import { METAVERSES_TEXTS as T } from './texts';
import { useDomain } from '../../dataProvider/metaverses.queries';
import { paths } from '../../paths';
import { PageProblem } from '../../components/PageProblem';
import { DomainJoinedDialog } from '../flows/DomainJoinedDialog';

/**
 * Back from a card checkout (its success address is `/domains/{uri}?checkout=success`): says the payment went
 * through, once, and drops the marker from the address so a reload does not say it again.
 */
function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const paid = params.get('checkout') === 'success';
  useEffect(() => {
    if (!paid) return;
    reportSuccess(T.checkoutDone);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [paid, setParams]);
}

/** `/domains/{uri}`: a metaverse with the user's role and the pages the user may open. */
export function MetaversePage() {
  useAuthenticated();
  const { uri } = useParams();
  useCheckoutReturn();
  const session = useSession();
  const { domain, failed } = useDomain(uri);
  if (failed) return <PageProblem>{T.loadFailed}</PageProblem>;
  if (!domain || session.status !== 'authenticated') return null;
  const manages = canManageDomain(session.user, domain);
  const isHost = domain.domainPermissions?.includes('host') ?? false;
  const role = membershipLabel(domain, session.user.id);
  return (
    <Paper variant="outlined" sx={{ p: 3, m: 2, maxWidth: 720 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <BlobAvatar blob={domain.iconblob} name={domain.name} />
          <Typography variant="h4" component="h1">
            {domain.name}
          </Typography>
        </Stack>
        <Typography>{paths.domain.home(domain.uri)}</Typography>
        <Typography>
          {T.plan}: <PlanText domain={domain} now={new Date()} />
        </Typography>
        <Typography>
          {T.role}: {role}
          {isHost && role !== 'Owner' ? ` · ${T.host}` : ''}
        </Typography>
        {manages && (
          <Stack direction="row" spacing={2}>
            <Button variant="contained" component={NavAnchor} href={paths.domain.manage(domain.uri)}>
              {T.manage}
            </Button>
            <Button variant="outlined" component={NavAnchor} href={paths.domain.members(domain.uri)}>
              {T.members}
            </Button>
            {canUpgrade(domain) && (
              <Button variant="outlined" component={NavAnchor} href={paths.domain.upgrade(domain.uri)}>
                {T.upgrade}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <DomainJoinedDialog name={domain.name} />
    </Paper>
  );
}
