import type { HistoricalStats } from '../../dataProvider/adminRecords';
import { DataTable, type Column } from '../../components/DataTable';
import { METRICS } from './metrics';
import { MetricValue } from './MetricValue';
import { AUTOTEST_TEXTS } from './texts';
import { formatDateTime } from '../../lib/dates';

type Stat = HistoricalStats['results'][number];

const when = (value: string) => formatDateTime(value) || value;

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
    <DataTable<Stat>
      rows={[...results].reverse()}
      empty={empty}
      rowKey={(stat) => String(stat.build)}
      columns={[
        {
          heading: AUTOTEST_TEXTS.build,
          cell: (stat) => (stat.build === currentBuild ? AUTOTEST_TEXTS.thisBuild(stat.build) : stat.build),
        },
        { heading: AUTOTEST_TEXTS.runs, cell: (stat) => stat.count },
        ...METRICS.map((metric): Column<Stat> => ({
          heading: AUTOTEST_TEXTS.metrics[metric],
          cell: (stat) => <MetricValue metric={metric} value={stat[metric]} />,
        })),
        { heading: AUTOTEST_TEXTS.latest, cell: (stat) => when(stat.latest) },
      ]}
    />
  );
}
