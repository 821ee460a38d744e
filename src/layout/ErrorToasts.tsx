import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { onErrorReported } from '../api/errors';

interface Toast {
  key: number;
  message: string;
}

let nextKey = 1;

/** Shows every reported error (failed calls, render errors) as a toast, one after another. */
export function ErrorToasts() {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);

  useEffect(
    () =>
      onErrorReported((message) => {
        // The same text twice in a row (e.g. parallel calls failing alike) is shown once.
        setQueue((current) =>
          current.at(-1)?.message === message ? current : [...current, { key: nextKey++, message }],
        );
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
      autoHideDuration={6000}
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
      <Alert severity="error" variant="filled" onClose={close} sx={{ width: '100%' }}>
        {current.message}
      </Alert>
    </Snackbar>
  );
}
