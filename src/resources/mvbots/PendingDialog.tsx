import Typography from '@mui/material/Typography';
import { ActionRefused, ConfirmDialog, failureReason } from '../../components/ConfirmDialog';
import type { Notice } from './Section';

/** A confirmation whose failure is said in the spec's words (`failed` adds the reason). */
export interface Pending {
  title: string;
  body: string;
  label: string;
  run: () => Promise<unknown>;
  failed: (error: string) => string;
  done?: Notice;
}

/**
 * The confirmation of a delete or reset on the bot administration page: a refusal stays in the dialog, and on
 * success the dialog closes and hands its `done` notice (if any) to the page.
 */
export function PendingDialog({
  pending,
  onClose,
  onDone,
}: {
  pending: Pending | null;
  onClose: () => void;
  onDone: (n: Notice | null) => void;
}) {
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
        onDone(pending.done ?? null);
        onClose();
      }}
    >
      <Typography>{pending?.body}</Typography>
    </ConfirmDialog>
  );
}
