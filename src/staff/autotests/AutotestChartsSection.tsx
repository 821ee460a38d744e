import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { preloadable } from '../../lib/preloadable';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { CHART_HEIGHT, CHARTS_SPACING, frameRows } from './metrics';
import { AUTOTEST_TEXTS } from './texts';

// recharts loads only when an autotest record is opened.
const AutotestCharts = preloadable(async () => (await import('./AutotestCharts')).default);

/** Holds the charts' place while their code loads: both titles and plot areas, laid out as the charts are. */
function ChartsPlaceholder() {
  return (
    <Stack spacing={CHARTS_SPACING}>
      {[AUTOTEST_TEXTS.frameChart, AUTOTEST_TEXTS.updatesChart].map((title, index) => (
        <div key={title}>
          <Typography variant="subtitle1" component="h3">
            {title}
          </Typography>
          <Box sx={{ height: CHART_HEIGHT }}>
            {index === 0 && <LinearProgress aria-label={AUTOTEST_TEXTS.loading} />}
          </Box>
        </div>
      ))}
    </Stack>
  );
}

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
          <Suspense fallback={<ChartsPlaceholder />}>
            <AutotestCharts rows={rows} />
          </Suspense>
        </>
      )}
    </SectionFrame>
  );
}
