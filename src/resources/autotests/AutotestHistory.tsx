import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDataProvider } from 'react-admin';
import { useLoad } from '../../api/useLoad';
import type { AppDataProvider } from '../../dataProvider';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { HistoryTable } from './HistoryTable';
import { AUTOTEST_TEXTS } from './texts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** How this run's tester, platform and location performed build after build (GET /v2/autotest/historicalstats). */
export function AutotestHistory({ record }: SectionProps) {
  const provider = useDataProvider<AppDataProvider>();
  const filters = {
    user: text(record.user),
    platform: text(record.platform),
    location: text(record.location),
  };
  const load = useLoad(`history:${record.id}`, () => provider.autotestHistory(filters));
  const build = Number(record.build);
  return (
    <SectionFrame title={AUTOTEST_TEXTS.history}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {AUTOTEST_TEXTS.historyNote}
      </Typography>
      {load.status === 'loading' && <CircularProgress size={24} aria-label={AUTOTEST_TEXTS.loading} />}
      {load.status === 'error' && <Alert severity="error">{AUTOTEST_TEXTS.failed}</Alert>}
      {load.status === 'ready' && (
        <HistoryTable
          results={load.value.results}
          empty={AUTOTEST_TEXTS.noHistory}
          currentBuild={Number.isInteger(build) ? build : undefined}
        />
      )}
    </SectionFrame>
  );
}
