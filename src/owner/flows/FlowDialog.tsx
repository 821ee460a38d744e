import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
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
 * The one dialog of the flow pages (invite, merge, link, redeem): the page is only this dialog, so it is shown in
 * the page's main area as a non-modal dialog whose title is the page's level-one heading (a modal over an empty
 * page would hide the header and its controls for nothing).
 */
export function FlowDialog({
  title,
  children,
  actions = [],
}: {
  title: string;
  children?: ReactNode;
  actions?: readonly FlowAction[];
}) {
  const id = useId();
  return (
    <Paper
      role="dialog"
      aria-labelledby={`${id}-title`}
      variant="outlined"
      sx={{ p: 3, m: 2, maxWidth: 520, mx: 'auto' }}
    >
      <Stack spacing={2}>
        <Typography id={`${id}-title`} variant="h5" component="h1">
          {title}
        </Typography>
        <Stack spacing={1}>{children}</Stack>
        {actions.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
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
          </Stack>
        )}
      </Stack>
    </Paper>
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
