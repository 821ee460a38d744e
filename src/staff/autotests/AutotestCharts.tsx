/**
 * The run's per-frame records as two line charts (staff-and-agents.md §9): frame, GPU and end of frame on a
 * 0–60 ms axis, updates on a 0–10 ms axis. Every point is coloured by its metric's threshold level, and the
 * thresholds are drawn as dashed lines. Loaded lazily with recharts.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DotItemDotProps } from 'recharts/types/util/types';
import {
  AUTOTEST_THRESHOLDS,
  FIRST_CHART_Y,
  SECOND_CHART_Y,
  type AutotestMetric,
} from '../../lib/autotestThresholds';
import { useLevelColor } from './levelColors';
import { CHART_HEIGHT, CHARTS_SPACING, type FrameRow } from './metrics';
import { AUTOTEST_TEXTS } from './texts';

interface ChartProps {
  id: string;
  title: string;
  rows: readonly FrameRow[];
  metrics: readonly AutotestMetric[];
  domain: readonly [number, number];
}

/** Ticks every 10 ms on the 0–60 axis and every 2 ms on the 0–10 one, so thresholds are easy to read. */
function yTicks([low, high]: readonly [number, number]): number[] {
  const step = high - low > 20 ? 10 : 2;
  return Array.from({ length: Math.floor((high - low) / step) + 1 }, (_, n) => low + n * step);
}

function FrameChart({ id, title, rows, metrics, domain }: ChartProps) {
  const theme = useTheme();
  const levelColor = useLevelColor();
  const strokes = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.info.main];
  const thresholds = [...new Set(metrics.flatMap((metric) => AUTOTEST_THRESHOLDS[metric]))].filter(
    (value) => value >= domain[0] && value <= domain[1],
  );
  const dot =
    (metric: AutotestMetric) =>
    ({ cx, cy, value, index }: DotItemDotProps): ReactNode =>
      typeof cx === 'number' && typeof cy === 'number' && typeof value === 'number' ? (
        <circle key={`${metric}-${index}`} cx={cx} cy={cy} r={2.5} fill={levelColor(metric, value)} />
      ) : null;
  return (
    <div data-testid={id}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h3">
        {title}
      </Typography>
      <div role="img" aria-labelledby={`${id}-title`} style={{ width: '100%', height: CHART_HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={[...rows]}
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis
              dataKey="index"
              type="number"
              domain={['dataMin', 'dataMax']}
              stroke={theme.palette.text.secondary}
            />
            <YAxis
              domain={[...domain]}
              ticks={yTicks(domain)}
              allowDataOverflow
              stroke={theme.palette.text.secondary}
            />
            <Tooltip labelFormatter={(value) => `${AUTOTEST_TEXTS.frameAxis} ${String(value)}`} />
            <Legend />
            {thresholds.map((value) => (
              <ReferenceLine
                key={value}
                y={value}
                stroke={theme.palette.text.disabled}
                strokeDasharray="6 4"
                ifOverflow="hidden"
              />
            ))}
            {metrics.map((metric, index) => (
              <Line
                key={metric}
                dataKey={metric}
                name={AUTOTEST_TEXTS.metrics[metric]}
                stroke={strokes[index % strokes.length]}
                strokeWidth={1.5}
                dot={dot(metric)}
                activeDot={false}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

/** Both frame charts of a run. */
export default function AutotestCharts({ rows }: { rows: readonly FrameRow[] }) {
  return (
    <Stack spacing={CHARTS_SPACING}>
      <FrameChart
        id="autotest-frame-chart"
        title={AUTOTEST_TEXTS.frameChart}
        rows={rows}
        metrics={['frame', 'gpu', 'endofframe']}
        domain={FIRST_CHART_Y}
      />
      <FrameChart
        id="autotest-updates-chart"
        title={AUTOTEST_TEXTS.updatesChart}
        rows={rows}
        metrics={['updates']}
        domain={SECOND_CHART_Y}
      />
    </Stack>
  );
}
