/**
 * The one state of a paged list, kept in the query string so a view can be shared and a reload restores it
 * ([ADR 0005](../../docs/adr/0005-list-state-in-url.md)): the applied search, the sort and its order, the page
 * size, the offset of the first row shown and, for a list the server pages by cursor, the cursor Next or Prev
 * moved with. Each value is left out of the URL at its default, and anything the rules do not accept reads as
 * the default. Each list gives its sorts (each with the order it starts in), its page sizes and default size
 * (the agent lists 10, 25, 50 or 100, 10 unless chosen, staff-and-agents.md §9; the entity lists the same,
 * 25 unless chosen, owner-console.md §9; a collection page 30, newest first, staff-and-agents.md §9). The
 * limits hold for every list: a search of at most 100 characters, an offset of at most 100,000. A list with
 * filters of its own instead of a search and sorts (the logs, the escrows, the targets' entities) keeps only its
 * offset here, `readFirst` / `withFirst`; every list pages with the one `Pager`.
 */
const MAX_FIRST = 100_000;
const MAX_SEARCH = 100;
/** The contract's pattern for a field name (a collection page sorts by any field of its records). */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** The contract's pattern for a page cursor. */
const CURSOR = /^[A-Za-z0-9_-]{1,2000}$/;

export type SortOrder = 1 | -1;

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

export interface ListState<S extends string = string> {
  /** The applied search ('' for a list without a search box). */
  q: string;
  sort: S;
  order: SortOrder;
  /** Rows a page. */
  per: number;
  /** The offset of the first row shown. */
  first: number;
  /**
   * The page cursor Next or Prev moved with (the list reply's `next` / `prev`), '' after a jump or on the first
   * page; the page is then read by position. Always '' for a list without cursors.
   */
  cursor: string;
}

export interface ListOptions {
  /** The page sizes offered. */
  pageSizes: readonly number[];
  /** The page size unless the URL says another of `pageSizes`. */
  defaultPer: number;
  /** Whether the list has a search box; without one `q` is never read nor written. */
  search?: boolean;
  /** Whether the server pages the list by cursor too (the collection pages). */
  cursors?: boolean;
  /** Besides the named sorts, any field name of the contract's pattern, starting in this order. */
  anyField?: SortOrder;
}

export interface ListRules<S extends string> {
  /** The state the query string says, the default for anything missing or not allowed. */
  read(params: URLSearchParams): ListState<S>;
  /** The query string's values this list owns, with `undefined` for each one at its default. */
  write(state: ListState<S>): Record<string, string | undefined>;
  /** The order a sort starts in when its column heading chooses it. */
  startOrder(sort: S): SortOrder;
  /** The page sizes the list offers. */
  pageSizes: readonly number[];
}

/**
 * The rules of a list sortable by the keys of `sorts` (each with the order it starts in), `defaultSort` in its
 * order and `options.defaultPer` rows a page unless the URL says otherwise.
 */
export function listRules<S extends string>(
  sorts: Record<S, SortOrder>,
  defaultSort: S,
  { pageSizes, defaultPer, search = true, cursors = false, anyField }: ListOptions,
): ListRules<S> {
  const defaultOrder = sorts[defaultSort];
  const isSort = (value: string | null): value is S =>
    value !== null && (Object.hasOwn(sorts, value) || (anyField !== undefined && FIELD_NAME.test(value)));
  const startOrder = (sort: S): SortOrder => (Object.hasOwn(sorts, sort) ? sorts[sort] : (anyField ?? 1));
  return {
    read(params) {
      const sort = params.get('sort');
      const order = params.get('order');
      const per = pageSizes.includes(Number(params.get('per'))) ? Number(params.get('per')) : defaultPer;
      const first = readFirst(params);
      const cursor = params.get('cursor') ?? '';
      return {
        q: search ? (params.get('q') ?? '').slice(0, MAX_SEARCH) : '',
        sort: isSort(sort) ? sort : defaultSort,
        order: order === '1' ? 1 : order === '-1' ? -1 : defaultOrder,
        per,
        first,
        // The first page never needs one, so a cursor there is ignored.
        cursor: cursors && first > 0 && CURSOR.test(cursor) ? cursor : '',
      };
    },
    write(state) {
      return {
        q: (search && state.q) || undefined,
        sort: state.sort === defaultSort ? undefined : state.sort,
        order: state.order === defaultOrder ? undefined : String(state.order),
        per: state.per === defaultPer ? undefined : String(state.per),
        first: state.first === 0 ? undefined : String(state.first),
        ...(cursors && { cursor: (state.first > 0 && state.cursor) || undefined }),
      };
    },
    startOrder,
    pageSizes,
  };
}

/** `params` with `values` applied: each key set, or deleted where its value is `undefined`; the rest kept. */
export function applyToQuery(
  params: URLSearchParams,
  values: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
