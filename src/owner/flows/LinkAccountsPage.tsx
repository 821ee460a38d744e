import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useAuthenticated } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { refreshDomains } from '../../authProvider/session';
import { useSession } from '../../authProvider/useSession';
import { useAcceptAccountLink } from '../../dataProvider/flows.queries';
import { useClientConfig } from '../../dataProvider/public.queries';
import { errorText } from '../../dataProvider/queries';
import { paths } from '../../paths';
import { FlowDialog, FlowWorking } from './FlowDialog';
import { linkFailureText } from './linkFailure';
import { FLOW_TEXTS } from './texts';

const T = FLOW_TEXTS.link;

/** The support line every linking failure ends with. */
function SupportLine() {
  const email = useClientConfig()?.supportEmail;
  return email ? <DialogContentText>{T.support(email)}</DialogContentText> : null;
}

/**
 * `/linkaccounts?user=&secret=&name=` (single-target-and-flows.md §2 Routes, §4 Linking accounts, §8): confirm,
 * then done (`?finished=1`), failed or cancelled. A link without its user or secret is the failed state.
 */
export function LinkAccountsPage() {
  useAuthenticated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const accept = useAcceptAccountLink();
  const [cancelled, setCancelled] = useState(false);
  const user = params.get('user') ?? '';
  const secret = params.get('secret') ?? '';
  const name = params.get('name') ?? '';
  const toProfile = { label: T.ok, primary: true, onClick: () => navigate(paths.profile()) };

  if (params.get('finished') === '1')
    return (
      <FlowDialog title={T.doneTitle} actions={[toProfile]}>
        <DialogContentText>{T.done}</DialogContentText>
      </FlowDialog>
    );
  if (cancelled)
    return (
      <FlowDialog title={T.cancelledTitle} actions={[toProfile]}>
        <DialogContentText>{T.cancelled}</DialogContentText>
      </FlowDialog>
    );
  if (!user || !secret || accept.isError)
    return (
      <FlowDialog title={T.failedTitle} actions={[toProfile]}>
        <DialogContentText role="alert">
          {accept.isError ? linkFailureText(errorText(accept.error)) : T.invalid}
        </DialogContentText>
        <SupportLine />
      </FlowDialog>
    );
  if (accept.isPending || accept.isSuccess) return <FlowWorking text={T.linking} />;

  const nickname = session.status === 'authenticated' ? (session.user.nickname ?? '') : '';
  const link = () =>
    accept.mutate(
      { user, secret },
      {
        onSuccess: async () => {
          await refreshDomains().catch(() => undefined);
          navigate(paths.linkAccountsFinished(), { replace: true });
        },
      },
    );
  return (
    <FlowDialog
      title={T.confirmTitle}
      actions={[
        { label: T.cancel, onClick: () => setCancelled(true) },
        { label: T.linkButton, primary: true, onClick: link },
      ]}
    >
      <DialogContentText>{T.confirm(name || user, nickname)}</DialogContentText>
    </FlowDialog>
  );
}
