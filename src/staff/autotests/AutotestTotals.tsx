import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SectionProps } from '../collections/sections';
import { SectionFrame } from '../../components/SectionFrame';
import { frameRows, METRICS, runTotals } from './metrics';
import { MetricValue } from './MetricValue';
import { AUTOTEST_TEXTS } from './texts';

const STATS = ['average', 'median', 'max'] as const;

/** The run's totals per metric (average, median, max), each coloured by the metric's thresholds. */
export function AutotestTotals({ record }: SectionProps) {
  const totals = runTotals(record.totals, frameRows(record.per_frame_records));
  const metrics = METRICS.filter((metric) => totals[metric]);
  return (
    <SectionFrame title={AUTOTEST_TEXTS.totals}>
      {metrics.length === 0 ? (
        <Typography>{AUTOTEST_TEXTS.noFrames}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{AUTOTEST_TEXTS.metric}</TableCell>
              {STATS.map((stat) => (
                <TableCell key={stat}>{AUTOTEST_TEXTS[stat]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {metrics.map((metric) => (
              <TableRow key={metric} data-testid={`total-${metric}`}>
                <TableCell component="th" scope="row">
                  {AUTOTEST_TEXTS.metrics[metric]}
                </TableCell>
                {STATS.map((stat) => (
                  <TableCell key={stat}>
                    <MetricValue metric={metric} value={totals[metric]?.[stat]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionFrame>
  );
}
