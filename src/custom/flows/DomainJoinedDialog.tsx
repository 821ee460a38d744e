import DialogContentText from '@mui/material/DialogContentText';
import { useSearchParams } from 'react-router-dom';
import { FlowDialog } from './FlowDialog';
import { FLOW_TEXTS } from './texts';

const T = FLOW_TEXTS.invite;

/**
 * The "Domain Joined!" dialog of `/domains/{uri}?joined=1` (single-target-and-flows.md §2 Routes): shown over
 * the metaverse's page after an invite was accepted; closing it drops the marker from the address.
 */
export function DomainJoinedDialog({ name }: { name: string }) {
  const [params, setParams] = useSearchParams();
  if (params.get('joined') !== '1') return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('joined');
        return next;
      },
      { replace: true },
    );
  return (
    <FlowDialog
      heading="h2"
      title={T.joinedTitle}
      onClose={close}
      actions={[{ label: T.joinedOk, primary: true, onClick: close }]}
    >
      <DialogContentText>{T.joined(name)}</DialogContentText>
    </FlowDialog>
  );
}
