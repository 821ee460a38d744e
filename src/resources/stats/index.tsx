/**
 * The statistics dashboard's route. The page and recharts load only when it is opened, so the charting
 * library stays out of every other page's download.
 */
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { STATS_TEXTS } from './texts';

const StatsPage = lazy(() => import('./StatsPage'));

export function StatsRoute() {
  return (
    <Suspense fallback={<CircularProgress aria-label={STATS_TEXTS.loading} />}>
      <StatsPage />
    </Suspense>
  );
}
StatsRoute.path = '/admin/stats';
