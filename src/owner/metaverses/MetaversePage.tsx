import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { reportSuccess } from '../../api/errors';
import { managesTargets } from '../../authProvider/canAccess';
import { useSession } from '../../authProvider/useSession';
import { membershipLabel } from '../../lib/membership';
import { METAVERSES_TEXTS as T } from './texts';
import { useDomain } from '../../dataProvider/metaverses.queries';
import { usePlanCall } from '../../dataProvider/payments.queries';
import { PageProblem } from '../../components/PageProblem';
import { DomainTarget } from '../target/DomainTarget';
import { useRelease } from '../target/TargetControls';
import { TermsGate } from '../terms/TermsGate';
import type { User } from '../../api/types';
import { PublicMetaverse } from './PublicMetaverse';
import { domainFailure } from './DomainGate';

/**
 * Back from a card checkout (its success address is `/domains/{uri}?checkout=success`): reads the subscription
 * from the payments provider, as after every plan change (owner-console.md §4), since the provider's own page
 * tells this server nothing; says the payment went through once the plan is read again; and drops the marker
 * from the address so a reload does not ask or say it again.
 */
function useCheckoutReturn(domainId: string | undefined) {
  const [params, setParams] = useSearchParams();
  const paid = params.get('checkout') === 'success';
  const { mutate: call } = usePlanCall();
  useEffect(() => {
    if (!paid || domainId === undefined) return;
    // A failed read is shown by the client's error toast; the plan then reads as it was.
    call({ kind: 'sync', domain: domainId }, { onSuccess: () => reportSuccess(T.checkoutDone) });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [paid, domainId, call, setParams]);
}

/**
 * `/domains/{uri}`: the metaverse's manage page (single-target-and-flows.md §2), after a checkout's return; a
 * signed-out visitor sees a public metaverse's public view instead.
 */
export function MetaversePage() {
  const { uri = '' } = useParams();
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'anonymous') return <PublicMetaverse uri={uri} />;
  return (
    <TermsGate>
      <SignedInMetaverse uri={uri} user={session.user} />
    </TermsGate>
  );
}

function SignedInMetaverse({ uri, user }: { uri: string; user: User }) {
  const { domain, plan, failed, error } = useDomain(uri);
  useCheckoutReturn(domain?.id);
  const release = useRelease();
  if (failed) return <PageProblem>{domainFailure(error, T.loadFailed)}</PageProblem>;
  if (!domain || !plan) return null;
  const manages = managesTargets(user, domain);
  const isHost = domain.domainPermissions?.includes('host') ?? false;
  const member = membershipLabel(domain, user.id);
  // Staff who belong to no role here manage it through their permission.
  const role = member === 'Unknown' && manages ? T.staff : member;
  return (
    <DomainTarget
      domain={domain}
      plan={plan}
      user={user}
      manages={manages}
      role={isHost && role !== 'Owner' ? `${role} · ${T.host}` : role}
      release={release}
    />
  );
}
