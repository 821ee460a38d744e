import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { loadPrivacyText } from '../../api/config';
import { paragraphs } from '../../lib/paragraphs';
import { PRIVACY_TEXTS } from '../home/texts';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; paragraphs: string[] };

/** `/privacy`: the text served at `/privacy.txt`, paragraph by paragraph. */
export function PrivacyPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadPrivacyText().then(
      (text) => live && setLoad({ state: 'ready', paragraphs: paragraphs(text) }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {PRIVACY_TEXTS.title}
      </Typography>
      {load.state === 'loading' && <CircularProgress aria-label={PRIVACY_TEXTS.loading} />}
      {load.state === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                setLoad({ state: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {PRIVACY_TEXTS.retry}
            </Button>
          }
        >
          {PRIVACY_TEXTS.failed}
        </Alert>
      )}
      {load.state === 'ready' &&
        load.paragraphs.map((paragraph, index) => (
          <Typography key={index} sx={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))}
    </Stack>
  );
}
