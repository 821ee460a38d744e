import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FLOW_TEXTS } from './texts';

const T = FLOW_TEXTS.invite;

/**
 * The "Domain Joined!" dialog of `/domains/{uri}?joined=1` (single-target-and-flows.md §2 Routes): shown over
 * the metaverse's page after an invite was accepted; closing it drops the marker from the address.
 */
export function DomainJoinedDialog({ name }: { name: string }) {
  const [params, setParams] = useSearchParams();
  const titleId = useId();
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
    <Dialog open onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2">
        {T.joinedTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{T.joined(name)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          {T.joinedOk}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
