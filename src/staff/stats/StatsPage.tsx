import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useHoldsPermission } from '../../authProvider/useHoldsPermission';
import { useStatsSeries } from '../../dataProvider/stats.queries';
import { chartPoints, chartStart } from '../../lib/stats';
import { StaffOnly } from '../collections/StaffOnly';
import { BiggestSpenders } from './BiggestSpenders';
import { RevenueTotals } from './RevenueTotals';
import { STATS_TEXTS } from './texts';
import { TransactionChart } from './TransactionChart';
import { RevealTogether } from '../../components/RevealTogether';

/** The charts and revenue totals (need admin_stats_graphs). */
function Graphs({ from, now, includeDev }: { from: number; now: number; includeDev: boolean }) {
  const series = useStatsSeries(from, now, includeDev);
  if (series.isPending) return <Typography>{STATS_TEXTS.loading}</Typography>;
  if (series.isError) return <Typography role="alert">{STATS_TEXTS.loadFailed}</Typography>;
  const [inventory, infiniverse, lastDay] = series.data;
  const inventoryPoints = chartPoints(inventory.results, from, now);
  return (
    <>
      <RevenueTotals slices={inventoryPoints} lastDay={lastDay.results} />
      <TransactionChart
        id="stats-inventory"
        title={STATS_TEXTS.inventoryTitle}
        caption={STATS_TEXTS.inventoryCaption}
        points={inventoryPoints}
      />
      <TransactionChart
        id="stats-infiniverse"
        title={STATS_TEXTS.infiniverseTitle}
        caption={STATS_TEXTS.infiniverseCaption}
        points={chartPoints(infiniverse.results, from, now)}
      />
    </>
  );
}

function StatsView() {
  const graphs = useHoldsPermission('admin_stats_graphs');
  const spenders = useHoldsPermission('admin_stats_spenders');
  // One clock for the whole page, so the charts and windows agree.
  const [now] = useState(() => Date.now());
  const [includeDev, setIncludeDev] = useState(false);
  const from = chartStart(new Date(now)).getTime();

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {STATS_TEXTS.title}
      </Typography>
      {(graphs || spenders) && (
        <FormControlLabel
          control={<Switch checked={includeDev} onChange={(event) => setIncludeDev(event.target.checked)} />}
          label={STATS_TEXTS.includeDev}
        />
      )}
      <RevealTogether>
        {graphs ? (
          <Graphs from={from} now={now} includeDev={includeDev} />
        ) : (
          <Typography>{STATS_TEXTS.graphsHidden}</Typography>
        )}
        {spenders ? (
          <BiggestSpenders now={now} includeDev={includeDev} />
        ) : (
          <Typography>{STATS_TEXTS.spendersHidden}</Typography>
        )}
      </RevealTogether>
    </Stack>
  );
}

/** `/admin/stats`: the statistics dashboard (staff-and-agents.md §2.6). */
export default function StatsPage() {
  return (
    <StaffOnly>
      <StatsView />
    </StaffOnly>
  );
}
