import DialogContentText from '@mui/material/DialogContentText';
import { useAuthenticated, useLogout } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { refreshDomains } from '../../authProvider/session';
import { useAcceptAccountMerge } from '../../dataProvider/flows.queries';
import { paths } from '../../paths';
import { FlowDialog, FlowWorking } from './FlowDialog';
import { FLOW_TEXTS } from './texts';
import { useRunOnce } from './useRunOnce';

const T = FLOW_TEXTS.merge;

/**
 * `/acceptmergerequest?secret=` (single-target-and-flows.md §4 Merge acceptance, §8): loading, then "Account
 * Merge Succeeded" (the merged accounts named) or "Account Merge Failed" with the way out: log out and retry.
 */
export function AcceptMergePage() {
  useAuthenticated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const accept = useAcceptAccountMerge();
  const secret = params.get('secret') ?? '';

  useRunOnce(() => {
    if (!secret) return;
    accept.mutate(secret, { onSuccess: () => refreshDomains().catch(() => undefined) });
  });

  if (accept.isSuccess) {
    const names = accept.data.merged.map((account) => account.nickname || account.name).join(', ');
    return (
      <FlowDialog
        title={T.succeededTitle}
        actions={[{ label: T.ok, primary: true, onClick: () => navigate(paths.profile()) }]}
      >
        <DialogContentText>{T.succeeded(names)}</DialogContentText>
      </FlowDialog>
    );
  }
  if (secret && !accept.isError) return <FlowWorking text={T.merging} />;
  return (
    <FlowDialog
      title={T.failedTitle}
      actions={[
        { label: T.logOut, onClick: () => void logout({}, paths.login(), false) },
        { label: T.ok, primary: true, onClick: () => navigate(paths.home()) },
      ]}
    >
      <DialogContentText>{T.failed}</DialogContentText>
    </FlowDialog>
  );
}
