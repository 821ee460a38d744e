import Button from '@mui/material/Button';
import type { Column } from '../../components/DataTable';
import { MISSION_TEXTS as T } from './texts';

/** A row's Edit button, named after its row; the row's own click does the same, so the click stops here. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      size="small"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {T.edit}
    </Button>
  );
}

/**
 * A mission table's columns, led by an Edit column (a button per row, named by `rowName`) when the user may edit
 * (`onEdit`); the columns alone, read-only, otherwise.
 */
export function withEditColumn<Row>(
  columns: Column<Row>[],
  rowName: (row: Row) => string,
  onEdit: ((row: Row) => void) | undefined,
): Column<Row>[] {
  if (!onEdit) return columns;
  return [
    {
      heading: T.edit,
      hideHeading: true,
      nowrap: true,
      cell: (row) => <EditButton label={T.editRow(rowName(row))} onClick={() => onEdit(row)} />,
    },
    ...columns,
  ];
}
