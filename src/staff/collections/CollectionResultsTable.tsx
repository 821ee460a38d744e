import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminDocument } from '../../api/types';
import { DataTable, type Column } from '../../components/DataTable';
import { NavAnchor } from '../../layout/navigation';
import { cellText } from '../../lib/cellValue';
import type { SortOrder } from '../../lib/listState';
import { buildingPostcode } from '../../../common/postcode';
import { COLLECTION_TEXTS } from './texts';
import { paths } from '../../paths';

export interface CollectionResultsTableProps {
  collection: string;
  rows: AdminDocument[];
  /** Visible document fields, after id and before timestamp. */
  columns: string[];
  sort: string;
  order: SortOrder;
  onSort: (field: string) => void;
  loading: boolean;
  /** Why the list could not be read (shown instead of "No documents match."). */
  failure?: string | null;
  /** Rows held in place while the first page loads: the page size. */
  placeholderRows: number;
  /** Rows chosen for a bulk action: a checkbox per row when given. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string, on: boolean) => void };
}

/** The results: a row button opening the record, id, the building code for buildings, the visible fields, timestamp. */
export function CollectionResultsTable({
  collection,
  rows,
  columns,
  sort,
  order,
  onSort,
  loading,
  failure = null,
  placeholderRows,
  selection,
}: CollectionResultsTableProps) {
  const selectColumn: Column<AdminDocument> | null = selection
    ? {
        heading: COLLECTION_TEXTS.selectColumn,
        hideHeading: true,
        narrow: true,
        cell: (row) => (
          <Checkbox
            checked={selection.selected.has(row.id)}
            onChange={(event) => selection.onToggle(row.id, event.target.checked)}
            slotProps={{ input: { 'aria-label': COLLECTION_TEXTS.selectRow(row.id) } }}
          />
        ),
      }
    : null;
  const tableColumns: Column<AdminDocument>[] = [
    ...(selectColumn ? [selectColumn] : []),
    {
      heading: COLLECTION_TEXTS.openColumn,
      hideHeading: true,
      narrow: true,
      cell: (row) => (
        <IconButton
          size="small"
          component={NavAnchor}
          href={paths.admin.record(collection, row.id)}
          aria-label={COLLECTION_TEXTS.open(row.id)}
        >
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      ),
    },
    {
      heading: COLLECTION_TEXTS.idColumn,
      sortField: 'id',
      nowrap: true,
      cell: (row) => (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {row.id}
        </Box>
      ),
    },
    ...(collection === 'buildings'
      ? [
          {
            heading: COLLECTION_TEXTS.postcodeColumn,
            nowrap: true,
            cell: (row: AdminDocument) => buildingPostcode(row) ?? '',
          },
        ]
      : []),
    ...columns.map((field): Column<AdminDocument> => ({
      heading: field,
      sortField: field,
      maxWidth: 360,
      cell: (row) => cellText(row[field]),
    })),
    {
      heading: COLLECTION_TEXTS.timestampColumn,
      sortField: 'timestamp',
      nowrap: true,
      cell: (row) => cellText(row.timestamp),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ position: 'relative' }}>
      {/* Over the card's top edge rather than above the table, so the rows never move when it goes. */}
      {loading && (
        <LinearProgress
          aria-label={COLLECTION_TEXTS.loading}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }}
        />
      )}
      <DataTable<AdminDocument>
        label={COLLECTION_TEXTS.results}
        rows={rows}
        rowKey={(row) => row.id}
        columns={tableColumns}
        keepHeadings
        placeholderRows={loading && rows.length === 0 && !failure ? placeholderRows : 0}
        empty={
          loading ? null : failure ? (
            <Typography role="alert" color="error">
              {failure}
            </Typography>
          ) : (
            COLLECTION_TEXTS.noDocuments
          )
        }
        sort={{
          field: sort,
          direction: order === 1 ? 'asc' : 'desc',
          onSort,
          buttonLabel: COLLECTION_TEXTS.sortBy,
        }}
      />
    </Paper>
  );
}
