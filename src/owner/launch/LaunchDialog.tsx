import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LaunchPhase } from './useHeadsetLaunch';
import { LAUNCH_TEXTS } from './texts';

export interface LaunchDialogProps {
  phase: LaunchPhase;
  onLaunch: () => void;
  onCancel: () => void;
}

/** The headset launch confirm dialog: Launch and Cancel, with the spinner while contacting or waiting. */
export function LaunchDialog({ phase, onLaunch, onCancel }: LaunchDialogProps) {
  const busy = phase === 'contacting' || phase === 'waiting';
  return (
    <Dialog open={phase !== 'closed'} onClose={onCancel} aria-labelledby="launch-dialog-title">
      <DialogTitle id="launch-dialog-title">{LAUNCH_TEXTS.dialogTitle}</DialogTitle>
      <DialogContent>
        {phase === 'connected' ? (
          <DialogContentText role="status">{LAUNCH_TEXTS.connected}</DialogContentText>
        ) : (
          <DialogContentText>{LAUNCH_TEXTS.body}</DialogContentText>
        )}
        {busy && (
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{phase === 'contacting' ? LAUNCH_TEXTS.contacting : LAUNCH_TEXTS.waiting}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {phase === 'connected' ? (
          <Button onClick={onCancel}>{LAUNCH_TEXTS.close}</Button>
        ) : (
          <>
            <Button onClick={onCancel}>{LAUNCH_TEXTS.cancel}</Button>
            <Button variant="contained" onClick={onLaunch} disabled={phase !== 'ready'}>
              {LAUNCH_TEXTS.launch}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
