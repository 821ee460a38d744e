import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAutotestHistory } from '../../dataProvider/adminRecords.queries';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { HistoryTable } from './HistoryTable';
import { AUTOTEST_TEXTS } from './texts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** How this run's tester, platform and location performed build after build (GET /v2/autotest/historicalstats). */
export function AutotestHistory({ record }: SectionProps) {
  const filters = {
    user: text(record.user),
    platform: text(record.platform),
    location: text(record.location),
  };
  const load = useAutotestHistory(filters);
  const build = Number(record.build);
  return (
    <SectionFrame title={AUTOTEST_TEXTS.history}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {AUTOTEST_TEXTS.historyNote}
      </Typography>
      {load.isPending && <CircularProgress size={24} aria-label={AUTOTEST_TEXTS.loading} />}
      {load.isError && <Alert severity="error">{AUTOTEST_TEXTS.failed}</Alert>}
      {load.isSuccess && (
        <HistoryTable
          results={load.data.results}
          empty={AUTOTEST_TEXTS.noHistory}
          currentBuild={Number.isInteger(build) ? build : undefined}
        />
      )}
    </SectionFrame>
  );
}
