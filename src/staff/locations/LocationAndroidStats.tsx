import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAutotestHistory } from '../../dataProvider/adminRecords.queries';
import { HistoryTable } from '../autotests/HistoryTable';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { LOCATION_TEXTS } from './texts';

/**
 * Android performance of this location: the autotest history of its runs on every Android-based headset
 * (`platform=android`), per build, coloured by the staff-and-agents.md §9 thresholds.
 */
export function LocationAndroidStats({ record }: SectionProps) {
  const path = typeof record.path === 'string' ? record.path : '';
  const load = useAutotestHistory({ platform: 'android', location: path }, path !== '');
  return (
    <SectionFrame title={LOCATION_TEXTS.androidStats}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {LOCATION_TEXTS.androidStatsNote}
      </Typography>
      {!path && <Typography>{LOCATION_TEXTS.noAndroidRuns}</Typography>}
      {path && load.isPending && <CircularProgress size={24} aria-label={LOCATION_TEXTS.androidStats} />}
      {load.isError && <Alert severity="error">{LOCATION_TEXTS.failed}</Alert>}
      {load.isSuccess && <HistoryTable results={load.data.results} empty={LOCATION_TEXTS.noAndroidRuns} />}
    </SectionFrame>
  );
}
