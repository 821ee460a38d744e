import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { COMPONENT_TEXTS } from './texts';

/** One column: its heading and how a row shows in it. */
export interface Column<T> {
  heading: string;
  cell: (row: T) => ReactNode;
}

/**
 * The console's one read-only table: a heading row, one cell per column, and the `empty` text ("None" unless
 * given) instead of a table when there are no rows. `labelledBy` names the table after its section heading;
 * `rowSx` styles a row apart (e.g. a disabled one).
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  labelledBy,
  empty = COMPONENT_TEXTS.empty,
  rowSx,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string;
  labelledBy?: string;
  empty?: string;
  rowSx?: (row: T) => SxProps<Theme> | undefined;
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
          <TableRow key={rowKey(row, index)} sx={rowSx?.(row)}>
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
