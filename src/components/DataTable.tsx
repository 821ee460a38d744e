import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { COMPONENT_TEXTS } from './texts';
import { visuallyHidden } from './visuallyHidden';

/** One column: its heading and how a row shows in it. */
export interface Column<T> {
  /** The heading (also the column's key, so unique within a table). */
  heading: string;
  cell: (row: T) => ReactNode;
  /** Numbers line up on the right. */
  align?: 'right';
  /** Short values that must stay on one line: dates, ids, a row's buttons. */
  nowrap?: boolean;
  /** A narrow column holding one small control per row (a checkbox, an icon button). */
  narrow?: boolean;
  /** Widest a cell grows before its text wraps (long free text, JSON). */
  maxWidth?: number;
  /** Heading read by screen readers only (a column of icon buttons whose labels say it all). */
  hideHeading?: boolean;
  /** The field this column sorts by: its heading becomes a sort button (see the table's `sort`). */
  sortField?: string;
  /** Hidden on screens narrower than this breakpoint (show its content elsewhere in the row there). */
  hideBelow?: 'sm' | 'md';
}

/** The display of a column's cells: hidden below its breakpoint, if it has one. */
const shown = (column: { hideBelow?: 'sm' | 'md' }) =>
  column.hideBelow ? { display: { xs: 'none', [column.hideBelow]: 'table-cell' } } : {};

/** Sorting by one column at a time; the caller sorts (or asks the server to). */
export interface TableSort {
  field: string;
  direction: 'asc' | 'desc';
  onSort: (field: string) => void;
  /** The sort button's accessible name for a heading, e.g. "Sort by Name". */
  buttonLabel: (heading: string) => string;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T, index: number) => string;
  /** Id of the heading that names the table (its section's heading) … */
  labelledBy?: string;
  /** … or the table's name when no heading on the page says it. */
  label?: string;
  /** Shown instead of the table when there are no rows; "None" unless given. */
  empty?: ReactNode;
  /**
   * Keep the heading row when there are no rows, with `empty` in one row across the table (lists whose
   * headings are controls, like sort buttons, or that stay in place while they load; `empty={null}` then
   * shows no row at all).
   */
  keepHeadings?: boolean;
  sort?: TableSort;
  /** Rows scroll under a heading row that stays in view once the table is this tall (in pixels). */
  maxHeight?: number;
  /** Styles a row apart (e.g. a disabled one; say it in words too, not only by its look). */
  rowSx?: (row: T) => SxProps<Theme> | undefined;
  /**
   * A click anywhere on a row opens it (where the specification says so); give the table a column with the
   * row's own button too, which is how the keyboard reaches it.
   */
  onRowClick?: (row: T) => void;
  /**
   * While the first rows load, this many placeholder rows hold the table's place (with its headings), so
   * nothing below it moves when the rows arrive; the table says it is busy.
   */
  placeholderRows?: number;
}

/** Whether the element's content is wider or taller than the element (it scrolls). */
function useScrolls(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
    // The observer reports each element's first size once it is laid out, so nothing here forces a layout of the
    // page in the middle of its first render.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [element]);
  return scrolls;
}

/**
 * The console's one table of records: a heading row, one cell per column, and the `empty` text ("None" unless
 * given) instead of a table when there are no rows (or in one row, with `keepHeadings`). Name it after its
 * section heading (`labelledBy`) or with `label`.
 *
 * - Row actions are columns whose cells hold the buttons (give each an accessible name naming the row) and
 *   `nowrap` keeps them side by side; a column of icon buttons may be `narrow` with `hideHeading`.
 * - `align: 'right'` for numbers; `maxWidth` wraps long text. Cells wrap between words; a word (an id, an
 *   address) breaks only where it is longer than its column can be, so no column is squeezed into broken words.
 * - Sortable headings: `sort` (the current field and direction, and what a click does) with `sortField` on each
 *   sortable column.
 * - `placeholderRows` keeps the table's place while its first rows load (no layout shift when they arrive).
 * - A table wider than its card scrolls sideways inside it (`maxHeight`: also down, under a fixed heading
 *   row); while it scrolls, its scroll area is a named, focusable region so keyboard users can scroll it too.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  labelledBy,
  label,
  empty = COMPONENT_TEXTS.empty,
  keepHeadings = false,
  sort,
  maxHeight,
  rowSx,
  onRowClick,
  placeholderRows = 0,
}: DataTableProps<T>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrolls(container);
  const scrollNameId = useId();
  const placeholders = rows.length === 0 ? placeholderRows : 0;
  if (rows.length === 0 && !keepHeadings && placeholders === 0) return <Typography>{empty}</Typography>;
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label };
  // The scroll area is a landmark of its own: its name adds "scroll area" to the table's, so it never repeats
  // the name of the section around it.
  const scrollName = labelledBy
    ? { 'aria-labelledby': `${labelledBy} ${scrollNameId}` }
    : { 'aria-label': `${label ?? ''} ${COMPONENT_TEXTS.scrollArea}`.trim() };
  return (
    <Box
      ref={setContainer}
      {...(scrolls && { role: 'region', tabIndex: 0, ...scrollName })}
      sx={{
        position: 'relative',
        maxWidth: '100%',
        overflowX: 'auto',
        ...(maxHeight !== undefined && { maxHeight }),
      }}
    >
      {scrolls && labelledBy && (
        <Box component="span" id={scrollNameId} sx={visuallyHidden}>
          {COMPONENT_TEXTS.scrollArea}
        </Box>
      )}
      <Table
        size="small"
        stickyHeader={maxHeight !== undefined}
        {...name}
        {...(placeholders > 0 && { 'aria-busy': true })}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <HeadingCell key={column.heading} column={column} sort={sort} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: placeholders }, (_, index) => (
            <TableRow key={`placeholder-${index}`} aria-hidden>
              {columns.map((column) => (
                <TableCell key={column.heading} padding={column.narrow ? 'checkbox' : 'normal'}>
                  <Skeleton variant="text" />
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && placeholders === 0 && empty !== null && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => (
            <TableRow
              key={rowKey(row, index)}
              sx={[onRowClick !== undefined && { cursor: 'pointer' }, rowSx?.(row) ?? false].flat()}
              {...(onRowClick && { hover: true, onClick: () => onRowClick(row) })}
            >
              {columns.map((column) => (
                <TableCell
                  key={column.heading}
                  align={column.align}
                  padding={column.narrow ? 'checkbox' : 'normal'}
                  sx={{
                    ...shown(column),
                    overflowWrap: 'break-word',
                    ...(column.nowrap && { whiteSpace: 'nowrap' }),
                    ...(column.maxWidth !== undefined && { maxWidth: column.maxWidth }),
                  }}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function HeadingCell<T>({ column, sort }: { column: Column<T>; sort?: TableSort }) {
  const { heading, sortField } = column;
  const padding = column.narrow ? 'checkbox' : 'normal';
  if (sort && sortField !== undefined) {
    const active = sort.field === sortField;
    return (
      <TableCell
        align={column.align}
        padding={padding}
        sortDirection={active ? sort.direction : false}
        sx={shown(column)}
      >
        <TableSortLabel
          active={active}
          direction={active ? sort.direction : 'asc'}
          onClick={() => sort.onSort(sortField)}
          aria-label={sort.buttonLabel(heading)}
        >
          {heading}
        </TableSortLabel>
      </TableCell>
    );
  }
  return (
    <TableCell
      align={column.align}
      padding={padding}
      sx={{ ...shown(column), ...(column.nowrap && { whiteSpace: 'nowrap' }) }}
    >
      {column.hideHeading ? (
        <Box component="span" sx={visuallyHidden}>
          {heading}
        </Box>
      ) : (
        heading
      )}
    </TableCell>
  );
}
