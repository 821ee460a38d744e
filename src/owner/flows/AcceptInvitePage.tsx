import DialogContentText from '@mui/material/DialogContentText';
import { useAuthenticated } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { refreshDomains } from '../../authProvider/session';
import { useAcceptInvite } from '../../dataProvider/flows.queries';
import { paths } from '../../paths';
import { FlowDialog, FlowWorking } from './FlowDialog';
import { FLOW_TEXTS } from './texts';
import { useRunOnce } from './useRunOnce';

const T = FLOW_TEXTS.invite;

/**
 * `/acceptinvite?domain=&secret=` (single-target-and-flows.md §4 Invite acceptance, §8): loading, then the
 * metaverse's page with the "Domain Joined!" dialog, or "Invite Failed" (Ok goes home). A link without both
 * parameters fails at once.
 */
export function AcceptInvitePage() {
  useAuthenticated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const domain = params.get('domain') ?? '';
  const secret = params.get('secret') ?? '';
  const complete = domain !== '' && secret !== '';

  useRunOnce(() => {
    if (!complete) return;
    accept.mutate(
      { domain, secret },
      {
        onSuccess: async ({ uri }) => {
          await refreshDomains().catch(() => undefined);
          navigate(paths.domain.joined(uri), { replace: true });
        },
      },
    );
  });

  if (complete && !accept.isError) return <FlowWorking text={T.joining} />;
  return (
    <FlowDialog
      title={T.failedTitle}
      actions={[{ label: T.ok, primary: true, onClick: () => navigate(paths.home()) }]}
    >
      <DialogContentText>{T.failed}</DialogContentText>
    </FlowDialog>
  );
}
