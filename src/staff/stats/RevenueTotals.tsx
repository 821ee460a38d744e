import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDollars, revenueDollars, sumTotals, type StatsSlice } from '../../lib/stats';
import { STATS_TEXTS } from './texts';

/**
 * Revenue totals over the chart's period and the last 24 hours (the server's sum over exactly that window,
 * `lastDayWindow`), in dollars as (total − 1)/100 (staff-and-agents.md §9).
 */
export function RevenueTotals({
  slices,
  lastDay,
}: {
  slices: readonly StatsSlice[];
  lastDay: readonly StatsSlice[];
}) {
  const week = sumTotals(slices);
  const day = sumTotals(lastDay);
  const figures = [
    { label: STATS_TEXTS.revenueDay, value: day },
    { label: STATS_TEXTS.revenueWeek, value: week },
  ];
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="stats-revenue-title">
      <Typography id="stats-revenue-title" variant="h6" component="h2">
        {STATS_TEXTS.revenueTitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ my: 1 }} component="dl">
        {figures.map((figure) => (
          <div key={figure.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid="stats-revenue">
              {formatDollars(revenueDollars(figure.value))}
            </Typography>
          </div>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {STATS_TEXTS.revenueNote}
      </Typography>
    </Paper>
  );
}
