import Typography from '@mui/material/Typography';
import { ActionRefused, ConfirmDialog, failureReason } from '../../components/ConfirmDialog';
import { reportSuccess } from '../../api/errors';

/** A confirmation whose failure is said in the spec's words (`failed` adds the reason). */
export interface Pending {
  title: string;
  body: string;
  label: string;
  run: () => Promise<unknown>;
  failed: (error: string) => string;
  /** What the toast says once it went through. */
  done?: string;
}

/**
 * The confirmation of a delete or reset on the bot administration page: a refusal stays in the dialog, and on
 * success the dialog closes and its `done` sentence (if any) is told in a toast.
 */
export function PendingDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      confirmLabel={pending?.label ?? ''}
      destructive
      onClose={onClose}
      onConfirm={async () => {
        if (!pending) return;
        try {
          await pending.run();
        } catch (error) {
          throw new ActionRefused(pending.failed(failureReason(error)));
        }
        if (pending.done) reportSuccess(pending.done);
        onClose();
      }}
    >
      <Typography>{pending?.body}</Typography>
    </ConfirmDialog>
  );
}
