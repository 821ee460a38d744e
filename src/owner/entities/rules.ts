/**
 * The entity lists' state in the query string (ADR 0005, `lib/pagedListState.ts`): the sorts, page sizes and
 * defaults of owner-console.md §9 (`common/entityRules.ts`): Name, Location, Last Updated or Created, Name
 * ascending unless chosen; 10, 25, 50 or 100 rows a page, 25 unless chosen. The URL names a sort by the API's
 * `specific_sort` key (`?sort=timestamp&order=-1&per=50&first=50`); the lists have no search box.
 */
import {
  ENTITY_DEFAULT_PAGE_SIZE,
  ENTITY_DEFAULT_SORT,
  ENTITY_PAGE_SIZES,
  ENTITY_SORTS,
  SPECIFIC_SORT,
  type EntitySort,
} from '../../../common/entityRules';
import { listRules } from '../../lib/listState';

/** A sort as the URL and the API name it. */
export type EntityListSort = (typeof SPECIFIC_SORT)[EntitySort];

/** The sort choices in the order owner-console.md §9 gives them, each with its label. */
export const ENTITY_SORT_CHOICES = ENTITY_SORTS.map((label) => [SPECIFIC_SORT[label], label] as const);

/** Every sort starts ascending (the lists' Order choice turns it round). */
const STARTS: Record<EntityListSort, 1 | -1> = { nickname: 1, path: 1, timestamp: 1, created: 1 };

export const ENTITY_LIST = listRules<EntityListSort>(STARTS, SPECIFIC_SORT[ENTITY_DEFAULT_SORT], {
  pageSizes: ENTITY_PAGE_SIZES,
  defaultPer: ENTITY_DEFAULT_PAGE_SIZE,
  search: false,
});

/** The events page's tab in the query string (`?when=past`); Upcoming unless it says Past. */
export type EventsWhen = 'upcoming' | 'past';
export const eventsWhen = (params: URLSearchParams): EventsWhen =>
  params.get('when') === 'past' ? 'past' : 'upcoming';
