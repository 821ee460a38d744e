import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { BuildConfig } from '../../dataProvider/adminPages';
import { useBuildConfig, useSaveBuildConfig } from '../../dataProvider/adminPages.queries';
import { errorText } from '../../dataProvider/queries';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { PermissionNote } from '../../components/PermissionNote';
import { StaffOnly } from '../collections/StaffOnly';
import { COLLECTION_TEXTS } from '../collections/texts';
import { parseBuildNumber } from './buildNumber';
import { MarketingExport } from './MarketingExport';
import { BUILD_TEXTS as T } from './texts';
import { RevealTogether } from '../../components/RevealTogether';

/** The build numbers, or for staff without admin_build "Invalid Permission" and why (nothing is asked). */
function BuildNumbers() {
  const allowed = useHoldsPermission('admin_build');
  if (!allowed)
    return (
      <Stack spacing={1}>
        <Typography>{COLLECTION_TEXTS.invalidPermission}</Typography>
        <PermissionNote action={T.buildNumbers} permission="admin_build" />
      </Stack>
    );
  return <BuildNumbersLoader />;
}

function BuildNumbersLoader() {
  const config = useBuildConfig();
  if (config.data)
    return (
      <BuildNumbersForm
        warnbuildnumber={config.data.warnbuildnumber}
        failbuildnumber={config.data.failbuildnumber}
      />
    );
  return config.isError ? (
    <Alert severity="error">{errorText(config.error)}</Alert>
  ) : (
    <Typography>{T.loading}</Typography>
  );
}

function BuildNumbersForm({ warnbuildnumber, failbuildnumber }: BuildConfig) {
  const saveConfig = useSaveBuildConfig();
  const [warn, setWarn] = useState(String(warnbuildnumber));
  const [fail, setFail] = useState(String(failbuildnumber));
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = saveConfig.isPending;

  const warnNumber = parseBuildNumber(warn);
  const failNumber = parseBuildNumber(fail);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (warnNumber === null || failNumber === null) return;
    setError(null);
    setStatus(null);
    try {
      const saved = await saveConfig.mutateAsync({
        warnbuildnumber: warnNumber,
        failbuildnumber: failNumber,
      });
      setWarn(String(saved.warnbuildnumber));
      setFail(String(saved.failbuildnumber));
      setStatus(T.saved);
    } catch (failure) {
      setError(errorText(failure));
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
        <RevealTogether spacing={4}>
          <BuildNumbers />
          <MarketingExport />
        </RevealTogether>
      </Stack>
    </StaffOnly>
  );
}
