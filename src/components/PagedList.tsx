import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PagedListRules, PagedListState } from '../lib/pagedListState';
import { DataTable, type Column } from './DataTable';
import { ListControls, type ListControlsLabels } from './ListControls';
import { Pager } from './Pager';

export interface PagedListControl<S extends string> {
  state: PagedListState<S>;
  /** Changes the list's state in the URL (replacing the entry: the list's own moves are not history). */
  go: (next: Partial<PagedListState<S>>) => void;
  /** The order a sort starts in when its column heading chooses it (the list's rules). */
  startOrder: (sort: S) => 1 | -1;
  /** The page sizes the list offers (the list's rules). */
  pageSizes: readonly number[];
}

/** The list's state from the query string of the page at `pathFor(…)`, and how to change it. */
export function usePagedList<S extends string>(
  rules: PagedListRules<S>,
  pathFor: (query: Record<string, string | undefined>) => string,
): PagedListControl<S> {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = rules.read(params);
  const go = (next: Partial<PagedListState<S>>) =>
    void navigate(pathFor(rules.write({ ...state, ...next })), { replace: true });
  return { state, go, startOrder: rules.startOrder, pageSizes: rules.pageSizes };
}

export interface PagedListProps<T, S extends string> {
  list: PagedListControl<S>;
  /** The sorts offered, with their labels. */
  sorts: readonly (readonly [S, string])[];
  labels: ListControlsLabels & { sortButton: (heading: string) => string };
  /** The page's rows, `undefined` until they have loaded. */
  rows: readonly T[] | undefined;
  /** How many rows match the search (all pages). */
  total: number;
  /** The rows could not be loaded: `failedText` shows instead of them. */
  failed: boolean;
  failedText: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** The table's name. */
  label: string;
  /** Shown instead of the table when no row matches. */
  empty: ReactNode;
  /** The pager's name. */
  pagerLabel: string;
  /** Once loaded, shown instead of the table and pager (a list with nothing in it yet, say). */
  instead?: ReactNode;
}

/**
 * A paged list whose state lives in the URL: search, sort, order and page size (`ListControls`), the table with
 * sortable headings and the pager. While a page first loads, placeholder rows of the page size hold the table's
 * place, so nothing below moves when the rows arrive.
 */
export function PagedList<T, S extends string>({
  list: { state, go, startOrder, pageSizes },
  sorts,
  labels,
  rows,
  total,
  failed,
  failedText,
  columns,
  rowKey,
  label,
  empty,
  pagerLabel,
  instead,
}: PagedListProps<T, S>) {
  const loading = rows === undefined;
  return (
    <>
      <ListControls state={state} sorts={sorts} pageSizes={pageSizes} labels={labels} go={go} />
      {failed ? (
        <Alert severity="error">{failedText}</Alert>
      ) : !loading && instead ? (
        instead
      ) : (
        <>
          <DataTable
            rows={rows ?? []}
            columns={columns}
            rowKey={rowKey}
            label={label}
            empty={empty}
            placeholderRows={loading ? state.per : 0}
            sort={{
              field: state.sort,
              direction: state.order === 1 ? 'asc' : 'desc',
              onSort: (field) =>
                go(
                  field === state.sort
                    ? { order: state.order === 1 ? -1 : 1, first: 0 }
                    : { sort: field as S, order: startOrder(field as S), first: 0 },
                ),
              buttonLabel: labels.sortButton,
            }}
          />
          {!loading && (
            <Pager
              first={state.first}
              count={state.per}
              total={total}
              onChange={(first) => go({ first })}
              label={pagerLabel}
            />
          )}
        </>
      )}
    </>
  );
}
