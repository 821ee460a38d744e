import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable } from '../../components/DataTable';
import type { Spender } from '../../dataProvider/stats';
import { useBiggestSpenders } from '../../dataProvider/stats.queries';
import { NavAnchor } from '../../layout/navigation';
import { formatNumber } from '../../lib/formatNumber';
import { formatDollars, mcToDollars, SPENDER_WINDOWS } from '../../lib/stats';
import { STATS_TEXTS } from './texts';
import { paths } from '../../paths';

/** The biggest spenders for 1 day, 7 days, 28 days or 1 year (staff-and-agents.md §2.6, §9; needs admin_stats_spenders). */
export function BiggestSpenders({ now, includeDev }: { now: number; includeDev: boolean }) {
  const [selected, setSelected] = useState(0);
  const window = SPENDER_WINDOWS[selected];
  const spenders = useBiggestSpenders(window, now, includeDev);

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="stats-spenders-title">
      <Typography id="stats-spenders-title" variant="h6" component="h2">
        {STATS_TEXTS.spendersTitle}
      </Typography>
      <Tabs
        value={selected}
        onChange={(_, value: number) => setSelected(value)}
        aria-label={STATS_TEXTS.spendersWindow}
      >
        {SPENDER_WINDOWS.map((w, index) => (
          <Tab
            key={w.label}
            label={w.label}
            value={index}
            id={`spenders-tab-${index}`}
            aria-controls="spenders-panel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="spenders-panel" aria-labelledby={`spenders-tab-${selected}`}>
        {spenders.isPending && <Typography sx={{ py: 2 }}>{STATS_TEXTS.loading}</Typography>}
        {spenders.isError && <Typography sx={{ py: 2 }}>{STATS_TEXTS.loadFailed}</Typography>}
        {spenders.isSuccess && (
          <DataTable<Spender>
            labelledBy="stats-spenders-title"
            rows={spenders.data.results}
            rowKey={(row) => row.user}
            empty={STATS_TEXTS.spendersEmpty}
            columns={[
              {
                heading: STATS_TEXTS.user,
                cell: (row) => (
                  <Link component={NavAnchor} href={paths.admin.record('users', row.user)}>
                    {row.nickname || row.user}
                  </Link>
                ),
              },
              { heading: STATS_TEXTS.purchases, align: 'right', cell: (row) => formatNumber(row.count) },
              { heading: STATS_TEXTS.metacoin, align: 'right', cell: (row) => formatNumber(row.total) },
              {
                heading: STATS_TEXTS.dollars,
                align: 'right',
                cell: (row) => formatDollars(mcToDollars(row.total)),
              },
            ]}
          />
        )}
      </div>
    </Paper>
  );
}
