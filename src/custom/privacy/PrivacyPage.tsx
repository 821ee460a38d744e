import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePrivacyText } from '../../dataProvider/public.queries';
import { paragraphs } from '../../lib/paragraphs';
import { PRIVACY_TEXTS } from '../home/texts';

/** `/privacy`: the text served at `/privacy.txt`, paragraph by paragraph. */
export function PrivacyPage() {
  const privacy = usePrivacyText();

  return (
    <Stack spacing={2} sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {PRIVACY_TEXTS.title}
      </Typography>
      {privacy.isPending && <CircularProgress aria-label={PRIVACY_TEXTS.loading} />}
      {privacy.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void privacy.refetch()}>
              {PRIVACY_TEXTS.retry}
            </Button>
          }
        >
          {PRIVACY_TEXTS.failed}
        </Alert>
      )}
      {privacy.isSuccess &&
        paragraphs(privacy.data).map((paragraph, index) => (
          <Typography key={index} sx={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))}
    </Stack>
  );
}
