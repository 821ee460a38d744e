import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../api/errors';
import { NavAnchor } from '../layout/navigation';
import { COMPONENT_TEXTS } from './texts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the action does, and any choice it takes (a typed confirmation, a checkbox). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A red confirm button, for actions that destroy something. */
  destructive?: boolean;
  /** The confirm button stays disabled while this is true (e.g. the typed text does not match yet). */
  confirmDisabled?: boolean;
  /** Makes the confirm button a link to this page instead of running `onConfirm` (e.g. Upgrade). */
  confirmHref?: string;
  onClose: () => void;
  /**
   * Runs the action. Once it resolves the caller closes the dialog (or leaves the page); a rejection keeps the
   * dialog open with the reason under its text, so the user sees why nothing happened.
   */
  onConfirm: () => unknown;
}

/** A failed action whose message is already in the console's words (e.g. a form's notice). */
export class ActionRefused extends Error {}

/** The reason a failed action gives the user: the server's or the console's words, never a library's. */
export function failureReason(error: unknown): string {
  // Status 0 is a request that never got an answer: its text is the browser's, not ours.
  const ours = (error instanceof ApiError && error.status !== 0) || error instanceof ActionRefused;
  return ours && error.message.trim() !== '' ? error.message : COMPONENT_TEXTS.actionFailed;
}

/**
 * The console's one confirmation dialog: a title, what will happen, Cancel and the confirm button. The button is
 * disabled while the action runs; a failed action's reason is shown inside the dialog, which stays open.
 * Actions run from it should not toast their failure too (their methods pass `hideErrors`).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = COMPONENT_TEXTS.cancel,
  destructive = false,
  confirmDisabled = false,
  confirmHref,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // A dialog opened again starts without the last attempt's failure.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setFailure(null);
  }

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (error) {
      if (mounted.current) setFailure(failureReason(error));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {(children || failure) && (
        <DialogContent>
          {children}
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: children ? 2 : 0 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        {confirmHref ? (
          <Button variant="contained" component={NavAnchor} href={confirmHref}>
            {confirmLabel}
          </Button>
        ) : (
          <Button
            color={destructive ? 'error' : 'primary'}
            variant="contained"
            disabled={confirmDisabled || busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
