import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { StaffOnly } from '../collections/StaffOnly';
import { parseBuildNumber } from './buildNumber';
import { MarketingExport } from './MarketingExport';
import { BUILD_TEXTS as T } from './texts';

function BuildNumbers() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [warn, setWarn] = useState<string | null>(null);
  const [fail, setFail] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    dataProvider.getBuildConfig().then(
      (config) => {
        setWarn(String(config.warnbuildnumber));
        setFail(String(config.failbuildnumber));
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [dataProvider]);

  if (warn === null)
    return error ? <Alert severity="error">{error}</Alert> : <Typography>{T.loading}</Typography>;
  const warnNumber = parseBuildNumber(warn);
  const failNumber = parseBuildNumber(fail);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (warnNumber === null || failNumber === null) return;
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const saved = await dataProvider.saveBuildConfig({
        warnbuildnumber: warnNumber,
        failbuildnumber: failNumber,
      });
      setWarn(String(saved.warnbuildnumber));
      setFail(String(saved.failbuildnumber));
      setStatus(T.saved);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} component="form" onSubmit={(event) => void save(event)} sx={{ maxWidth: 360 }}>
      <TextField
        label={T.warn}
        value={warn}
        onChange={(event) => setWarn(event.target.value)}
        error={warnNumber === null}
        helperText={T.help}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label={T.error}
        value={fail}
        onChange={(event) => setFail(event.target.value)}
        error={failNumber === null}
        helperText={T.help}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || warnNumber === null || failNumber === null}
        >
          {T.save}
        </Button>
        {status && (
          <Typography role="status" color="success.main">
            {status}
          </Typography>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

/** `/admin/build`: build-version gating and the marketing export (staff-and-agents.md §2.4). */
export function BuildPage() {
  return (
    <StaffOnly>
      <Stack spacing={4}>
        <Typography variant="h4" component="h1">
          {T.title}
        </Typography>
        <BuildNumbers />
        <MarketingExport />
      </Stack>
    </StaffOnly>
  );
}
