import Box from '@mui/material/Box';
import { visuallyHidden } from '../../components/visuallyHidden';
import { metricLevel, type AutotestMetric } from '../../lib/autotestThresholds';
import { useLevelColor } from './levelColors';
import { AUTOTEST_TEXTS } from './texts';

let metricNumber: Intl.NumberFormat | null = null;

/** A metric in the user's locale, to two decimals (the formatter made on first use). */
function formatMetric(value: number): string {
  metricNumber ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
  return metricNumber.format(value);
}

/** A metric's value coloured by its threshold level; the level is also given in words for screen readers. */
export function MetricValue({ metric, value }: { metric: AutotestMetric; value: number | undefined }) {
  const color = useLevelColor();
  if (value === undefined) return null;
  const level = metricLevel(metric, value);
  return (
    <Box
      component="span"
      data-level={level}
      title={AUTOTEST_TEXTS.levels[level]}
      sx={{ color: color(metric, value), fontWeight: level === 'good' ? 400 : 700 }}
    >
      {formatMetric(value)}
      <Box component="span" sx={visuallyHidden}>
        {` (${AUTOTEST_TEXTS.levels[level]})`}
      </Box>
    </Box>
  );
}
