import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useBiggestSpenders } from '../../dataProvider/stats.queries';
import { NavAnchor } from '../../layout/navigation';
import { formatDollars, mcToDollars, SPENDER_WINDOWS } from '../../lib/stats';
import { STATS_TEXTS } from './texts';
import { paths } from '../../paths';

const NUMBER = new Intl.NumberFormat('en-US');

/** The biggest spenders for 1 day, 7 days, 28 days or 1 year (§2.6, §9; needs admin_stats_spenders). */
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
        {spenders.isSuccess && spenders.data.results.length === 0 && (
          <Typography sx={{ py: 2 }}>{STATS_TEXTS.spendersEmpty}</Typography>
        )}
        {spenders.isSuccess && spenders.data.results.length > 0 && (
          <Table size="small" aria-labelledby="stats-spenders-title" data-testid="spenders-table">
            <TableHead>
              <TableRow>
                <TableCell>{STATS_TEXTS.user}</TableCell>
                <TableCell align="right">{STATS_TEXTS.purchases}</TableCell>
                <TableCell align="right">{STATS_TEXTS.metacoin}</TableCell>
                <TableCell align="right">{STATS_TEXTS.dollars}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {spenders.data.results.map((row) => (
                <TableRow key={row.user}>
                  <TableCell>
                    <Link component={NavAnchor} href={paths.admin.record('users', row.user)}>
                      {row.nickname || row.user}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{NUMBER.format(row.count)}</TableCell>
                  <TableCell align="right">{NUMBER.format(row.total)}</TableCell>
                  <TableCell align="right">{formatDollars(mcToDollars(row.total))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </Paper>
  );
}
