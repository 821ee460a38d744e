import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { preloadable } from '../../lib/preloadable';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { frameRows } from './metrics';
import { AUTOTEST_TEXTS } from './texts';

// recharts loads only when an autotest record is opened.
const AutotestCharts = preloadable(async () => (await import('./AutotestCharts')).default);

/** The autotest record's frame charts (staff-and-agents.md §2.3 "autotest charts"). */
export function AutotestChartsSection({ record }: SectionProps) {
  const rows = frameRows(record.per_frame_records);
  return (
    <SectionFrame title={AUTOTEST_TEXTS.charts}>
      {rows.length === 0 ? (
        <Typography>{AUTOTEST_TEXTS.noFrames}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {AUTOTEST_TEXTS.chartsNote(rows.length)}
          </Typography>
          <Suspense fallback={<CircularProgress size={24} aria-label={AUTOTEST_TEXTS.loading} />}>
            <AutotestCharts rows={rows} />
          </Suspense>
        </>
      )}
    </SectionFrame>
  );
}
