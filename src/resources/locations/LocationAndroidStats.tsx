import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDataProvider } from 'react-admin';
import { useLoad } from '../../api/useLoad';
import type { AppDataProvider } from '../../dataProvider';
import { HistoryTable } from '../autotests/HistoryTable';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { LOCATION_TEXTS } from './texts';

/**
 * Android performance of this location: the autotest history of its runs on every Android-based headset
 * (`platform=android`), per build, coloured by the §9 thresholds.
 */
export function LocationAndroidStats({ record }: SectionProps) {
  const provider = useDataProvider<AppDataProvider>();
  const path = typeof record.path === 'string' ? record.path : '';
  const load = useLoad(path ? `android:${path}` : null, () =>
    provider.autotestHistory({ platform: 'android', location: path }),
  );
  return (
    <SectionFrame title={LOCATION_TEXTS.androidStats}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {LOCATION_TEXTS.androidStatsNote}
      </Typography>
      {!path && <Typography>{LOCATION_TEXTS.noAndroidRuns}</Typography>}
      {path && load.status === 'loading' && (
        <CircularProgress size={24} aria-label={LOCATION_TEXTS.androidStats} />
      )}
      {load.status === 'error' && <Alert severity="error">{LOCATION_TEXTS.failed}</Alert>}
      {load.status === 'ready' && (
        <HistoryTable results={load.value.results} empty={LOCATION_TEXTS.noAndroidRuns} />
      )}
    </SectionFrame>
  );
}
