import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { AdminDocument } from '../../api/types';
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
}

function SortHeader({
  field,
  label,
  sort,
  order,
  onSort,
}: {
  field: string;
  label: string;
  sort: string;
  order: SortOrder;
  onSort: (field: string) => void;
}) {
  const active = sort === field;
  const direction = order === 1 ? 'asc' : 'desc';
  return (
    <TableCell sortDirection={active ? direction : false}>
      <TableSortLabel
        active={active}
        direction={active ? direction : 'asc'}
        onClick={() => onSort(field)}
        aria-label={COLLECTION_TEXTS.sortBy(label)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
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
}: CollectionResultsTableProps) {
  const isBuildings = collection === 'buildings';
  const span = columns.length + (isBuildings ? 4 : 3);
  return (
    <Paper variant="outlined">
      {loading && <LinearProgress aria-label={COLLECTION_TEXTS.loading} />}
      <TableContainer>
        <Table size="small" aria-label={COLLECTION_TEXTS.results}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <SortHeader
                field="id"
                label={COLLECTION_TEXTS.idColumn}
                sort={sort}
                order={order}
                onSort={onSort}
              />
              {isBuildings && <TableCell>{COLLECTION_TEXTS.postcodeColumn}</TableCell>}
              {columns.map((field) => (
                <SortHeader
                  key={field}
                  field={field}
                  label={field}
                  sort={sort}
                  order={order}
                  onSort={onSort}
                />
              ))}
              <SortHeader
                field="timestamp"
                label={COLLECTION_TEXTS.timestampColumn}
                sort={sort}
                order={order}
                onSort={onSort}
              />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={span}>
                  {failure ? (
                    <Typography role="alert" color="error">
                      {failure}
                    </Typography>
                  ) : (
                    COLLECTION_TEXTS.noDocuments
                  )}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    component={NavAnchor}
                    href={paths.admin.record(collection, row.id)}
                    aria-label={COLLECTION_TEXTS.open(row.id)}
                  >
                    <OpenInNewIcon fontSize="small" />
                  </IconButton>
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.id}</TableCell>
                {isBuildings && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{buildingPostcode(row) ?? ''}</TableCell>
                )}
                {columns.map((field) => (
                  <TableCell key={field} sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
                    {cellText(row[field])}
                  </TableCell>
                ))}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{cellText(row.timestamp)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
