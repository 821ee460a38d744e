import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { onToast, type Toast } from '../api/errors';

interface Queued extends Toast {
  key: number;
}

let nextKey = 1;

/**
 * The console's one toast host: every reported toast (failed calls, render errors, successes, notices), one after
 * another. A failure stays up to 6 seconds, a success or notice 4.
 */
export function Toasts() {
  const [queue, setQueue] = useState<Queued[]>([]);
  const [open, setOpen] = useState(true);

  useEffect(
    () =>
      onToast((toast) => {
        // The same toast twice in a row (e.g. parallel calls failing alike) is shown once.
        setQueue((current) => {
          const last = current.at(-1);
          return last?.message === toast.message && last.severity === toast.severity
            ? current
            : [...current, { ...toast, key: nextKey++ }];
        });
      }),
    [],
  );

  const current = queue[0];
  if (!current) return null;
  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  return (
    <Snackbar
      key={current.key}
      open={open}
      autoHideDuration={current.severity === 'error' ? 6000 : 4000}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{
        transition: {
          onExited: () => {
            setQueue((q) => q.slice(1));
            setOpen(true);
          },
        },
      }}
    >
      <Alert
        severity={current.severity}
        role={current.severity === 'error' ? 'alert' : 'status'}
        variant="filled"
        onClose={close}
        sx={{ width: '100%' }}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
