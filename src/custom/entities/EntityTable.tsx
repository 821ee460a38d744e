import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Entity } from '../../dataProvider/entities';
import { ENTITY_TEXTS as T } from './texts';
import { paths } from '../../paths';

export interface EntityColumn {
  label: string;
  cell(row: Entity): ReactNode;
}

/** A date as the lists show it ('' when absent). */
export const date = (value: string | undefined) => (value ? new Date(value).toLocaleString() : '');

/** Name (linking to the entity's path), Location, Last Updated and Created. */
export const BASE_COLUMNS: EntityColumn[] = [
  {
    label: T.name,
    cell: (row) =>
      row.path ? (
        <Link component={RouterLink} to={paths.domain.entityAt(row.path)}>
          {row.nickname ?? row.name}
        </Link>
      ) : (
        (row.nickname ?? row.name)
      ),
  },
  { label: T.location, cell: (row) => row.path ?? '' },
  { label: T.lastUpdated, cell: (row) => date(row.timestamp) },
  { label: T.created, cell: (row) => date(row.created) },
];

/** The Start, End and Published columns of the events page. */
export const EVENT_COLUMNS: EntityColumn[] = [
  BASE_COLUMNS[0],
  { label: T.start, cell: (row) => date(row.startdate) },
  { label: T.end, cell: (row) => date(row.enddate) },
  { label: T.published, cell: (row) => (row.published ? T.yes : T.no) },
];

/** A table of entities; `onDelete` adds a Delete button, enabled only where the §5 rules allow. */
export function EntityTable({
  label,
  rows,
  columns,
  empty,
  onDelete,
}: {
  label: string;
  rows: Entity[];
  columns: EntityColumn[];
  /** What the list says when it has no rows. */
  empty: string;
  onDelete?: (row: Entity) => void;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label}>{c.label}</TableCell>
          ))}
          {onDelete && <TableCell>{T.delete}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length + (onDelete ? 1 : 0)}>{empty}</TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.id}>
            {columns.map((c) => (
              <TableCell key={c.label}>{c.cell(row)}</TableCell>
            ))}
            {onDelete && (
              <TableCell>
                <Button
                  color="error"
                  disabled={row.deletable === false}
                  aria-label={`${T.delete} ${row.nickname ?? row.name}`}
                  onClick={() => onDelete(row)}
                >
                  {T.delete}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
