/**
 * The state of a paged list kept in the query string (ADR 0005): the applied search, the sort and its order, the
 * page size and the offset of the first row shown, each left out of the URL at its default. Each list gives its
 * page sizes and default size (the agent lists 10, 25, 50 or 100, 10 unless chosen, staff-and-agents.md §9; the
 * entity lists the same sizes, 25 unless chosen, owner-console.md §9); a list without a search box leaves `q`
 * out. The limits hold for every list's reads: a search of at most 100 characters, an offset of at most 100,000.
 * A list with filters of its own instead of a search and sorts (the logs, the escrows, the targets' entities)
 * keeps only its offset here, `readFirst` / `withFirst`, and pages with the one `Pager`.
 */
const MAX_FIRST = 100_000;
const MAX_SEARCH = 100;

/** The offset of a list's first row shown, from the query string's `first`: 0 unless a whole number up to 100,000. */
export function readFirst(params: URLSearchParams): number {
  const first = Number(params.get('first'));
  return Number.isInteger(first) && first > 0 && first <= MAX_FIRST ? first : 0;
}

/** The query string `params` with the offset `first` (left out at 0), everything else kept. */
export function withFirst(params: URLSearchParams, first: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (first > 0) next.set('first', String(first));
  else next.delete('first');
  return next;
}

export interface PagedListState<S extends string> {
  q: string;
  sort: S;
  order: 1 | -1;
  per: number;
  first: number;
}

export interface PagedListOptions {
  /** The page sizes offered. */
  pageSizes: readonly number[];
  /** The page size unless the URL says another of `pageSizes`. */
  defaultPer: number;
  /** Whether the list has a search box; without one `q` is never read nor written. */
  search?: boolean;
}

export interface PagedListRules<S extends string> {
  /** The state the query string says, the default for anything missing or not allowed. */
  read(params: URLSearchParams): PagedListState<S>;
  /** The query string's values, with `undefined` for each one at its default. */
  write(state: PagedListState<S>): Record<string, string | undefined>;
  /** The order a sort starts in when its column heading chooses it. */
  startOrder(sort: S): 1 | -1;
  /** The page sizes the list offers. */
  pageSizes: readonly number[];
}

/**
 * The rules of a list sortable by the keys of `sorts`, each with the order it starts in; `defaultSort` (in its
 * order) and `options.defaultPer` rows a page unless the URL says otherwise.
 */
export function pagedListRules<S extends string>(
  sorts: Record<S, 1 | -1>,
  defaultSort: S,
  { pageSizes, defaultPer, search = true }: PagedListOptions,
): PagedListRules<S> {
  const defaultOrder = sorts[defaultSort];
  const isSort = (value: string | null): value is S => value !== null && Object.hasOwn(sorts, value);
  return {
    read(params) {
      const sort = params.get('sort');
      const order = params.get('order');
      const per = Number(params.get('per'));
      return {
        q: search ? (params.get('q') ?? '').slice(0, MAX_SEARCH) : '',
        sort: isSort(sort) ? sort : defaultSort,
        order: order === '1' ? 1 : order === '-1' ? -1 : defaultOrder,
        per: pageSizes.includes(per) ? per : defaultPer,
        first: readFirst(params),
      };
    },
    write(state) {
      return {
        q: (search && state.q) || undefined,
        sort: state.sort === defaultSort ? undefined : state.sort,
        order: state.order === defaultOrder ? undefined : String(state.order),
        per: state.per === defaultPer ? undefined : String(state.per),
        first: state.first === 0 ? undefined : String(state.first),
      };
    },
    startOrder: (sort) => sorts[sort],
    pageSizes,
  };
}
