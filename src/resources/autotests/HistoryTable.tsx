import type { ReactNode } from 'react';
import type { HistoricalStats } from '../../dataProvider/adminRecords';
import { SimpleTable } from '../domains/SimpleTable';
import { METRICS } from './metrics';
import { MetricValue } from './MetricValue';
import { AUTOTEST_TEXTS } from './texts';

type Stat = HistoricalStats['results'][number];

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (value: string) => (Number.isNaN(Date.parse(value)) ? value : DATE.format(Date.parse(value)));

/** Per build, the averaged medians of the matching runs, newest build first, coloured by threshold. */
export function HistoryTable({
  results,
  empty,
  currentBuild,
}: {
  results: HistoricalStats['results'];
  empty: string;
  currentBuild?: number;
}) {
  return (
    <SimpleTable<Stat>
      rows={[...results].reverse()}
      empty={empty}
      rowKey={(stat) => String(stat.build)}
      columns={[
        [
          AUTOTEST_TEXTS.build,
          (stat) => (stat.build === currentBuild ? AUTOTEST_TEXTS.thisBuild(stat.build) : stat.build),
        ],
        [AUTOTEST_TEXTS.runs, (stat) => stat.count],
        ...METRICS.map(
          (metric) =>
            [
              AUTOTEST_TEXTS.metrics[metric],
              (stat: Stat) => <MetricValue metric={metric} value={stat[metric]} />,
            ] as [string, (stat: Stat) => ReactNode],
        ),
        [AUTOTEST_TEXTS.latest, (stat) => when(stat.latest)],
      ]}
    />
  );
}
