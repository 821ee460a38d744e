import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyToQuery, type ListRules, type ListState } from '../lib/listState';
import { DataTable, type Column } from './DataTable';
import { ListControls, type ListControlsLabels } from './ListControls';
import { Pager } from './Pager';

export interface ListControl<S extends string> {
  state: ListState<S>;
  /**
   * Changes the list's state in the URL, a new history entry (Back returns to the view before), with `also`
   * (other values of the query string the page owns, `undefined` to remove one) in the same entry. A change
   * that names no cursor drops the one the page was reached with.
   */
  go: (next: Partial<ListState<S>>, also?: Record<string, string | undefined>) => void;
  /** The order a sort starts in when its column heading chooses it (the list's rules). */
  startOrder: (sort: S) => 1 | -1;
  /** The page sizes the list offers (the list's rules). */
  pageSizes: readonly number[];
}

/** The list's state from the query string of the current page, and how to change it (other values kept). */
export function useListState<S extends string>(rules: ListRules<S>): ListControl<S> {
  const [params, setParams] = useSearchParams();
  const state = rules.read(params);
  const go: ListControl<S>['go'] = (next, also = {}) =>
    setParams(applyToQuery(params, { ...rules.write({ ...state, cursor: '', ...next }), ...also }));
  return { state, go, startOrder: rules.startOrder, pageSizes: rules.pageSizes };
}

export interface PagedListProps<T, S extends string> {
  list: ListControl<S>;
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
