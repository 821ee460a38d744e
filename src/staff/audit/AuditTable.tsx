import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { components } from '../../../common/api/schema';
import { resourceCollection } from '../../dataProvider';
import { NavAnchor } from '../../layout/navigation';
import { DataTable } from '../../components/DataTable';
import { AUDIT_TEXTS } from './texts';
import { paths } from '../../paths';

type Entry = components['schemas']['AuditEntry'];

const json = (value: unknown) =>
  value === undefined || value === null ? (
    ''
  ) : (
    <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
      {JSON.stringify(value, null, 1)}
    </Box>
  );

/** Audit entries, newest first; `withRecord` adds the record column (on the log page). */
export function AuditTable({
  entries,
  labelledBy,
  withRecord = false,
}: {
  entries: readonly Entry[];
  labelledBy: string;
  withRecord?: boolean;
}) {
  return (
    <DataTable<Entry>
      labelledBy={labelledBy}
      rows={entries}
      rowKey={(row) => row.id}
      columns={[
        { heading: AUDIT_TEXTS.when, cell: (row) => row.timestamp },
        {
          heading: AUDIT_TEXTS.who,
          cell: (row) => (
            <Link component={NavAnchor} href={paths.admin.record('users', row.actor)}>
              {row.actornickname ?? row.actor}
            </Link>
          ),
        },
        { heading: AUDIT_TEXTS.action, cell: (row) => row.action },
        ...(withRecord
          ? [
              {
                heading: AUDIT_TEXTS.record,
                cell: (row: Entry) =>
                  resourceCollection(`admin/${row.collection}`) ? (
                    <Link component={NavAnchor} href={paths.admin.record(row.collection, row.target)}>
                      {`${row.collection}/${row.target}`}
                    </Link>
                  ) : (
                    `${row.collection}/${row.target}`
                  ),
              },
            ]
          : []),
        { heading: AUDIT_TEXTS.before, cell: (row) => json(row.before) },
        { heading: AUDIT_TEXTS.after, cell: (row) => json(row.after) },
      ]}
    />
  );
}
