/**
 * The generic collection page keeps all of its state in the URL query string, so a view can be shared and a
 * reload restores it (staff-and-agents.md §2.2; defaults from §9: 30 per page, timestamp descending).
 */

export const PAGE_SIZE = 30;
export const DEFAULT_SORT = 'timestamp';
export const DEFAULT_ORDER = -1;

export type SortOrder = 1 | -1;

export interface ListState {
  /** The applied search text (what Go submitted). */
  q: string;
  /** 1-based page number. */
  page: number;
  /**
   * The page cursor Next or Prev moved with (the list reply's `next` / `prev`), '' after a jump; the page is
   * then read by position, and `page` only numbers it. Changing the search, sort or filter drops it.
   */
  cursor: string;
  sort: string;
  order: SortOrder;
  /** Visible columns ("Viz"). */
  viz: string[];
  /** Required fields ("Req"). */
  req: string[];
}

// The contract's pattern for the sort parameter; field names in viz/req follow it too.
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
// The contract's pattern for a page cursor.
const CURSOR = /^[A-Za-z0-9_-]{1,2000}$/;

/** The columns a collection shows before the user picks others. */
export function defaultVisibleFields(collection: string): string[] {
  if (collection === 'witrequests') return ['text', 'destination', 'actiontaken'];
  if (collection === 'stringmatches') return ['input', 'output', 'score'];
  return ['name'];
}

function fieldList(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').filter((field) => FIELD.test(field)))];
}

/** Reads the list state from the query string, falling back to the defaults for anything missing or bad. */
export function readListState(params: URLSearchParams, collection: string): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  const cursor = params.get('cursor') ?? '';
  const onPage = Number.isInteger(page) && page >= 1 ? page : 1;
  return {
    q: params.get('q') ?? '',
    page: onPage,
    // The first page never needs one, so a cursor there is ignored.
    cursor: onPage > 1 && CURSOR.test(cursor) ? cursor : '',
    sort: FIELD.test(sort) ? sort : DEFAULT_SORT,
    order: params.get('order') === '1' ? 1 : -1,
    viz: params.has('viz') ? fieldList(params.get('viz')) : defaultVisibleFields(collection),
    req: fieldList(params.get('req')),
  };
}

/** Writes the list state as a query string, leaving out values equal to the defaults. */
export function writeListState(state: ListState, collection: string): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.page > 1 && state.cursor) params.set('cursor', state.cursor);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.order !== DEFAULT_ORDER) params.set('order', String(state.order));
  const defaults = defaultVisibleFields(collection);
  const sameAsDefault = state.viz.length === defaults.length && state.viz.every((f, i) => f === defaults[i]);
  // An empty `viz=` is kept: it means "no optional column", which differs from "the defaults".
  if (!sameAsDefault) params.set('viz', state.viz.join(','));
  if (state.req.length > 0) params.set('req', state.req.join(','));
  return params;
}

/** The offset of a page's first document. */
export function pageOffset(page: number, pageSize: number = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}
