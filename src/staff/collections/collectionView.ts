/**
 * What a collection page keeps in its URL (staff-and-agents.md §2.2, ADR 0005): the one list state
 * (`lib/listState.ts`: search, sort by any field, offset and cursor; 30 a page newest first by
 * staff-and-agents.md §9) and the columns the page shows ("Viz") and requires ("Req").
 */
import { applyToQuery, FIELD_NAME, listRules, type ListState } from '../../lib/listState';
import type { QueryObject } from '../../lib/searchMode';

export const PAGE_SIZE = 30;

/** The collection pages' list rules: newest first unless sorted by another field, which starts ascending. */
export const COLLECTION_LIST = listRules<string>({ timestamp: -1 }, 'timestamp', {
  pageSizes: [PAGE_SIZE],
  defaultPer: PAGE_SIZE,
  cursors: true,
  anyField: 1,
});

/** The first row of the page an offset falls in: the collection API pages by whole pages. */
export const pageStart = (first: number) => first - (first % PAGE_SIZE);

/** What a collection page reads (react-admin's `getList` params) for its list state and search query. */
export function listRead(state: ListState, query: QueryObject | undefined) {
  return {
    pagination: { page: pageStart(state.first) / PAGE_SIZE + 1, perPage: PAGE_SIZE },
    sort: { field: state.sort, order: state.order === 1 ? ('ASC' as const) : ('DESC' as const) },
    filter: query ? { query } : {},
    ...(state.cursor && { meta: { cursor: state.cursor } }),
  };
}

export interface CollectionColumns {
  /** Visible columns ("Viz"). */
  viz: string[];
  /** Required fields ("Req"). */
  req: string[];
}

/** The columns a collection shows before the user picks others. */
export function defaultVisibleFields(collection: string): string[] {
  if (collection === 'witrequests') return ['text', 'destination', 'actiontaken'];
  if (collection === 'stringmatches') return ['input', 'output', 'score'];
  return ['name'];
}

function fieldList(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').filter((field) => FIELD_NAME.test(field)))];
}

/** The columns the query string says, the collection's defaults when it names none. */
export function readColumns(params: URLSearchParams, collection: string): CollectionColumns {
  return {
    viz: params.has('viz') ? fieldList(params.get('viz')) : defaultVisibleFields(collection),
    req: fieldList(params.get('req')),
  };
}

/** The query string's column values, `undefined` for each at its default. */
export function writeColumns(
  { viz, req }: CollectionColumns,
  collection: string,
): Record<string, string | undefined> {
  const defaults = defaultVisibleFields(collection);
  const sameAsDefault = viz.length === defaults.length && viz.every((f, i) => f === defaults[i]);
  // An empty `viz=` is kept: it means "no optional column", which differs from "the defaults".
  return { viz: sameAsDefault ? undefined : viz.join(','), req: req.length > 0 ? req.join(',') : undefined };
}

/** A collection page's whole view as a query string (a saved search, a link to another collection's page). */
export function collectionViewQuery(
  state: ListState,
  columns: CollectionColumns,
  collection: string,
): URLSearchParams {
  return applyToQuery(new URLSearchParams(), {
    ...COLLECTION_LIST.write(state),
    ...writeColumns(columns, collection),
  });
}
