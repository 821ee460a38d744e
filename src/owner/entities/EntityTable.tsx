import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { DataTable, type Column } from '../../components/DataTable';
import { Link as RouterLink } from 'react-router-dom';
import type { Entity } from '../../dataProvider/entities';
import { ENTITY_TEXTS as T } from './texts';
import { paths } from '../../paths';
import { formatDateTime } from '../../lib/dates';

/** A column of an entity list. */
export type EntityColumn = Column<Entity>;

/** Name (linking to the entity's path), Location, Last Updated and Created. */
export const BASE_COLUMNS: EntityColumn[] = [
  {
    heading: T.name,
    cell: (row) =>
      row.path ? (
        <Link component={RouterLink} to={paths.domain.entityAt(row.path)}>
          {row.nickname ?? row.name}
        </Link>
      ) : (
        (row.nickname ?? row.name)
      ),
  },
  { heading: T.location, cell: (row) => row.path ?? '' },
  { heading: T.lastUpdated, cell: (row) => formatDateTime(row.timestamp) },
  { heading: T.created, cell: (row) => formatDateTime(row.created) },
];

/** The Start, End and Published columns of the events page. */
export const EVENT_COLUMNS: EntityColumn[] = [
  BASE_COLUMNS[0],
  { heading: T.start, cell: (row) => formatDateTime(row.startdate) },
  { heading: T.end, cell: (row) => formatDateTime(row.enddate) },
  { heading: T.published, cell: (row) => (row.published ? T.yes : T.no) },
];

/**
 * A table of entities; `onDelete` adds a Delete button, enabled only where the owner-console.md §5 rules allow. The headings
 * stay over an empty list, with its `empty` text in its one row.
 */
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
  const deleteColumn: Column<Entity> = {
    heading: T.delete,
    cell: (row) => (
      <Button
        color="error"
        disabled={row.deletable === false}
        aria-label={`${T.delete} ${row.nickname ?? row.name}`}
        onClick={() => onDelete?.(row)}
      >
        {T.delete}
      </Button>
    ),
  };
  return (
    <DataTable<Entity>
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      keepHeadings
      empty={empty}
      columns={[...columns, ...(onDelete ? [deleteColumn] : [])]}
    />
  );
}
