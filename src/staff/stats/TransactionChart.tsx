import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartPoint } from '../../lib/stats';
import { STATS_TEXTS } from './texts';
import { formatChartDay, formatChartHour } from '../../lib/dates';

/** One ledger's hourly transactions (bars) and their rolling average (line), staff-and-agents.md §2.6 and §9. */
export function TransactionChart({
  id,
  title,
  caption,
  points,
}: {
  id: string;
  title: string;
  caption: string;
  points: readonly ChartPoint[];
}) {
  const theme = useTheme();
  const total = points.reduce((sum, point) => sum + point.count, 0);
  // One tick per day: the points are hourly and start at midnight.
  const dayTicks = points.filter((_, i) => i % 24 === 0).map((point) => point.timeslice);
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${id}-caption`}>
        {caption} {STATS_TEXTS.chartSummary(total, points.length)}
      </Typography>
      <div role="img" aria-labelledby={`${id}-title ${id}-caption`} style={{ width: '100%', height: 280 }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={[...points]}
            margin={{ top: 16, right: 16, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
            <XAxis
              dataKey="timeslice"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              ticks={dayTicks}
              tickFormatter={(value: number) => formatChartDay(value)}
              stroke={theme.palette.text.secondary}
            />
            <YAxis allowDecimals={false} stroke={theme.palette.text.secondary} />
            <Tooltip
              labelFormatter={(value) => formatChartHour(Number(value))}
              formatter={(value) => Math.round(Number(value) * 100) / 100}
            />
            <Legend />
            <Bar
              dataKey="count"
              name={STATS_TEXTS.perHour}
              fill={theme.palette.primary.main}
              isAnimationActive={false}
            />
            <Line
              dataKey="countAverage"
              name={STATS_TEXTS.rollingAverage}
              stroke={theme.palette.secondary.main}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </Paper>
  );
}
