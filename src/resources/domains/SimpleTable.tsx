import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A small read-only table: column titles and one cell renderer per column. */
export function SimpleTable<T>({
  rows,
  columns,
  empty,
  rowKey,
}: {
  rows: readonly T[];
  columns: readonly [string, (row: T) => ReactNode][];
  empty: string;
  rowKey: (row: T, index: number) => string;
}) {
  if (rows.length === 0) return <Typography>{empty}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map(([title]) => (
            <TableCell key={title}>{title}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map(([title, cell]) => (
              <TableCell key={title}>{cell(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
