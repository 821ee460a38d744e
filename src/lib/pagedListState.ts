/**
 * The state of a paged list kept in the query string (ADR 0005): the applied search, the sort and its order, the
 * page size and the offset of the first row shown, each left out of the URL at its default. The agent lists'
 * page sizes (staff-and-agents.md §9): 10, 25, 50 or 100, 10 unless chosen; the contract's limits on their
 * reads: a search of at most 100 characters, an offset of at most 100,000.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PER = 10;
const MAX_FIRST = 100_000;
const MAX_SEARCH = 100;

export interface PagedListState<S extends string> {
  q: string;
  sort: S;
  order: 1 | -1;
  per: number;
  first: number;
}

export interface PagedListRules<S extends string> {
  /** The state the query string says, the default for anything missing or not allowed. */
  read(params: URLSearchParams): PagedListState<S>;
  /** The query string's values, with `undefined` for each one at its default. */
  write(state: PagedListState<S>): Record<string, string | undefined>;
  /** The order a sort starts in when its column heading chooses it. */
  startOrder(sort: S): 1 | -1;
}

/**
 * The rules of a list sortable by the keys of `sorts`, each with the order it starts in; `defaultSort` (in its
 * order) unless the URL says otherwise.
 */
export function pagedListRules<S extends string>(
  sorts: Record<S, 1 | -1>,
  defaultSort: S,
): PagedListRules<S> {
  const defaultOrder = sorts[defaultSort];
  const isSort = (value: string | null): value is S => value !== null && Object.hasOwn(sorts, value);
  return {
    read(params) {
      const sort = params.get('sort');
      const order = params.get('order');
      const per = Number(params.get('per'));
      const first = Number(params.get('first'));
      return {
        q: (params.get('q') ?? '').slice(0, MAX_SEARCH),
        sort: isSort(sort) ? sort : defaultSort,
        order: order === '1' ? 1 : order === '-1' ? -1 : defaultOrder,
        per: (PAGE_SIZES as readonly number[]).includes(per) ? per : DEFAULT_PER,
        first: Number.isInteger(first) && first > 0 && first <= MAX_FIRST ? first : 0,
      };
    },
    write(state) {
      return {
        q: state.q || undefined,
        sort: state.sort === defaultSort ? undefined : state.sort,
        order: state.order === defaultOrder ? undefined : String(state.order),
        per: state.per === DEFAULT_PER ? undefined : String(state.per),
        first: state.first === 0 ? undefined : String(state.first),
      };
    },
    startOrder: (sort) => sorts[sort],
  };
}
