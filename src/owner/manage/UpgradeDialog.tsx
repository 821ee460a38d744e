import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { NavAnchor } from '../../layout/navigation';
import { MANAGE_TEXTS as T } from './texts';
import { paths } from '../../paths';

export interface UpgradeDialogProps {
  /** The plan limit that was hit; null keeps the dialog closed. */
  message: string | null;
  uri: string;
  onClose: () => void;
}

/** A plan limit was hit: says which, and offers the plan page (owner-console.md §6, §8). */
export function UpgradeDialog({ message, uri, onClose }: UpgradeDialogProps) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="upgrade-dialog-title">
      <DialogTitle id="upgrade-dialog-title">{T.upgradeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" component={NavAnchor} href={paths.domain.upgrade(uri, 'upgrade')}>
          {T.upgrade}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
