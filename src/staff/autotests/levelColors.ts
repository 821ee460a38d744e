import { useTheme } from '@mui/material/styles';
import { metricLevel, type AutotestMetric, type Level } from '../../lib/autotestThresholds';

/**
 * Text colours of the threshold levels, dark enough on the light theme (and light enough on the dark one) to
 * keep a 4.5:1 contrast, which the palette's own warning orange does not.
 */
const LEVEL_COLORS: Record<'light' | 'dark', Record<Level, string>> = {
  light: { good: '#1b5e20', warning: '#8a4500', bad: '#b71c1c' },
  dark: { good: '#81c784', warning: '#ffb74d', bad: '#ef9a9a' },
};

/** The colour of a metric's value for the current theme. */
export function useLevelColor(): (metric: AutotestMetric, value: number) => string {
  const mode = useTheme().palette.mode;
  return (metric, value) => LEVEL_COLORS[mode][metricLevel(metric, value)];
}
