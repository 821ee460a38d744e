import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ApiError } from '../../api/client';
import { TARGET_PAGE_TEXTS as T } from './texts';

/** "Upload Error" with the server's reason, or the spec's fallback (single-target-and-flows.md §8); null keeps it closed. */
export function UploadErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="upload-error-title">
      <DialogTitle id="upload-error-title">{T.uploadError}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message || T.uploadErrorFallback}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.ok}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The reason a failed upload gives (the server's words), or '' for the fallback (none given, or no answer). */
export function uploadErrorText(error: unknown): string {
  return error instanceof ApiError ? error.reason : '';
}
