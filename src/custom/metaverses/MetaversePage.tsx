import { useAuthenticated } from 'react-admin';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { reportSuccess } from '../../api/errors';
import { managesTargets } from '../../authProvider/canAccess';
import { useSession } from '../../authProvider/useSession';
import { membershipLabel } from '../../lib/membership';
import { METAVERSES_TEXTS as T } from './texts';
import { useDomain } from '../../dataProvider/metaverses.queries';
import { PageProblem } from '../../components/PageProblem';
import { DomainTarget } from '../target/DomainTarget';
import { domainFailure } from './DomainGate';

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

/** `/domains/{uri}`: the metaverse's manage page (single-target-and-flows.md §2), after a checkout's return. */
export function MetaversePage() {
  useAuthenticated();
  const { uri } = useParams();
  useCheckoutReturn();
  const session = useSession();
  const { domain, plan, failed, error } = useDomain(uri);
  if (failed) return <PageProblem>{domainFailure(error, T.loadFailed)}</PageProblem>;
  if (!domain || !plan || session.status !== 'authenticated') return null;
  const manages = managesTargets(session.user, domain);
  const isHost = domain.domainPermissions?.includes('host') ?? false;
  const member = membershipLabel(domain, session.user.id);
  // Staff who belong to no role here manage it through their permission.
  const role = member === 'Unknown' && manages ? T.staff : member;
  return (
    <DomainTarget
      domain={domain}
      plan={plan}
      user={session.user}
      manages={manages}
      role={isHost && role !== 'Owner' ? `${role} · ${T.host}` : role}
    />
  );
}
