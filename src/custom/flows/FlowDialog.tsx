import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface FlowAction {
  label: string;
  onClick: () => void;
  /** The main action of the dialog (contained). */
  primary?: boolean;
  disabled?: boolean;
}

/**
 * The one dialog of the flow pages (invite, merge, link, redeem): a page that is only this dialog, so its title
 * is the page's level-one heading. `onClose` is what Escape and a click outside do (none: the dialog stays).
 */
export function FlowDialog({
  title,
  children,
  actions = [],
  onClose,
  heading = 'h1',
}: {
  title: string;
  /** The title's heading level: h1 when the dialog is the page, h2 over a page with its own heading. */
  heading?: 'h1' | 'h2';
  children?: ReactNode;
  actions?: readonly FlowAction[];
  onClose?: () => void;
}) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`} component={heading}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      {actions.length > 0 && (
        <DialogActions>
          {actions.map((action) => (
            <Button
              key={action.label}
              variant={action.primary ? 'contained' : 'text'}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </DialogActions>
      )}
    </Dialog>
  );
}

/** A flow page's working state: a spinner with what is happening, announced politely. */
export function FlowWorking({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', m: 3 }} role="status">
      <CircularProgress size={24} aria-hidden="true" />
      <Typography component="h1" variant="h6">
        {text}
      </Typography>
    </Stack>
  );
}
