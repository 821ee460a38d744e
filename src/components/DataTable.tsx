import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, ReactNode } from 'react';
import { COMPONENT_TEXTS } from './texts';

/** One column: its heading and how a row shows in it. */
export interface Column<T> {
  heading: string;
  cell: (row: T) => ReactNode;
}

/**
 * The console's one read-only table: a heading row, one cell per column, and the `empty` text ("None" unless
 * given) instead of a table when there are no rows. `labelledBy` names the table after its section heading.
 * With `onRowClick` a row opens its record: by click, or by Enter or Space once focused (rows are in the tab
 * order, named by `rowLabel`).
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  labelledBy,
  empty = COMPONENT_TEXTS.empty,
  onRowClick,
  rowLabel,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string;
  labelledBy?: string;
  empty?: string;
  onRowClick?: (row: T) => void;
  rowLabel?: (row: T) => string;
}) {
  if (rows.length === 0) return <Typography>{empty}</Typography>;
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.heading}>{column.heading}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow
            key={rowKey(row, index)}
            {...(onRowClick && {
              hover: true,
              tabIndex: 0,
              'aria-label': rowLabel?.(row),
              onClick: () => onRowClick(row),
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                onRowClick(row);
              },
              sx: { cursor: 'pointer' },
            })}
          >
            {columns.map((column) => (
              <TableCell key={column.heading} sx={{ overflowWrap: 'anywhere' }}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
