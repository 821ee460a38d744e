/**
 * Opaque keyset cursors of the collection lists. A cursor names a position in one sort order: the sort key and
 * id of the row it continues from, and whether it walks forward (Next) or backward (Prev). The list reads the
 * page next to that row through the sort's index, so a deep page costs what the first one does.
 *
 * The text is URL-safe base64 of a small JSON array; it is not secret and not signed (it only says where to
 * continue, never what the caller may see), but anything that does not decode to the expected shape, or was
 * made for another sort, is refused with a QueryError in our words.
 */
import { jsonPath, QueryError } from './query-fields.ts';

/** Which way a cursor walks from its row. */
export type CursorDirection = 'next' | 'prev';

/** A decoded cursor. */
export interface CursorPosition {
  /** The sort field the cursor was made for. */
  sort: string;
  /** 1 ascending, -1 descending. */
  order: 1 | -1;
  direction: CursorDirection;
  /** The row's sort key as text (see `sortKeySelect`): null for `id`, which needs none. */
  key: string | null;
  /** The row's id (the tie-breaker). */
  id: string;
}

/** The longest cursor text accepted (the contract's maxLength). A longer key yields no cursor at all. */
export const MAX_CURSOR_LENGTH = 2000;
/** The contract's pattern: URL-safe base64 without padding. */
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;
const VERSION = 1;

/** The refusal of a cursor that is damaged or was not made by us. */
export const CURSOR_MALFORMED =
  'The page cursor is not valid: go back to the first page and use Next and Prev from there.';
/** The refusal of a cursor made for another order of the list. */
export const CURSOR_OTHER_SORT =
  'The page cursor belongs to another sort order: go back to the first page after changing the sort.';

/**
 * The cursor text of a position, or null when its key is too long to carry (the caller then offers no
 * cursor and the list falls back to an offset).
 */
export function encodeCursor(position: CursorPosition): string | null {
  const { sort, order, direction, key, id } = position;
  const json = JSON.stringify([VERSION, sort, order, direction === 'next' ? 1 : -1, key, id]);
  const text = Buffer.from(json, 'utf8').toString('base64url');
  return text.length <= MAX_CURSOR_LENGTH ? text : null;
}

/**
 * Decodes a cursor made for the given sort and order.
 * @throws QueryError when the text is malformed or the cursor was made for another sort or order
 */
export function decodeCursor(text: string, sort: string, order: 1 | -1): CursorPosition {
  if (text.length > MAX_CURSOR_LENGTH || !CURSOR_PATTERN.test(text)) throw new QueryError(CURSOR_MALFORMED);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new QueryError(CURSOR_MALFORMED);
  }
  if (!Array.isArray(parsed) || parsed.length !== 6) throw new QueryError(CURSOR_MALFORMED);
  const [version, cursorSort, cursorOrder, direction, key, id] = parsed as unknown[];
  if (
    version !== VERSION ||
    typeof cursorSort !== 'string' ||
    (cursorOrder !== 1 && cursorOrder !== -1) ||
    (direction !== 1 && direction !== -1) ||
    typeof id !== 'string' ||
    id === '' ||
    !validKey(cursorSort, key)
  ) {
    throw new QueryError(CURSOR_MALFORMED);
  }
  if (cursorSort !== sort || cursorOrder !== order) throw new QueryError(CURSOR_OTHER_SORT);
  return { sort, order, direction: direction === 1 ? 'next' : 'prev', key: key as string | null, id };
}

/** The key's shape for its sort: nothing for id, text otherwise (a field's key must be JSON itself). */
function validKey(sort: string, key: unknown): boolean {
  if (sort === 'id') return key === null;
  if (typeof key !== 'string') return false;
  if (sort === 'timestamp') return true;
  try {
    JSON.parse(key);
    return true;
  } catch {
    return false;
  }
}

/** Fields every collection table keeps its sort key of in a stored column `sort_<field>` (migration 039). */
const STORED_SORT_KEYS = ['name', 'nickname'];
/** More fields with a stored sort key, by table: the user list, the one collection that grows to millions. */
const STORED_SORT_KEYS_OF: Record<string, readonly string[]> = { users: ['email', 'currency', 'created'] };

/**
 * The sorts of `table` whose keys are columns with an index (the id, `ts`, the stored keys): the orders a page
 * can be read from by index alone, and the ones list-anchors keeps anchors of (migration 040 logs their keys).
 */
export function indexedSorts(table: string): string[] {
  return ['timestamp', 'id', ...STORED_SORT_KEYS, ...(STORED_SORT_KEYS_OF[table] ?? [])];
}

/**
 * The SQL sort key of a sort field of `table`, never NULL so a row comparison can use the sort's index: the `ts`
 * column for `timestamp`, nothing for `id` (the id alone orders), and the field's jsonb value otherwise, a
 * missing field taken as JSON null (which sorts before every other JSON value). The fields the lists offer to
 * sort by have that value stored (`sort_<field>`), so a deep page's ids are read from their index alone.
 */
export function sortKeyExpression(sort: string, table: string): string | null {
  if (sort === 'timestamp') return 'ts';
  if (sort === 'id') return null;
  if (STORED_SORT_KEYS.includes(sort) || STORED_SORT_KEYS_OF[table]?.includes(sort)) return `sort_${sort}`;
  return `coalesce(${jsonPath(sort)}, 'null'::jsonb)`;
}

/**
 * The select expression of a row's sort key as text, the form `keysetCondition` takes back: the timestamp text,
 * or the jsonb text, which round-trips exactly (a JavaScript number would not for large values).
 */
export function sortKeySelect(sort: string, table: string): string {
  const key = sortKeyExpression(sort, table);
  return key ? `(${key})::text` : 'NULL::text';
}

/** ORDER BY of a sort, always ending in `id` so pages are stable. */
export function sortOrderBy(sort: string, table: string, order: 1 | -1): string {
  const direction = order === 1 ? 'ASC' : 'DESC';
  const key = sortKeyExpression(sort, table);
  return key ? `${key} ${direction}, id ${direction}` : `id ${direction}`;
}

/**
 * The rows beyond the row (`key`, `id`) when walking in `order`, and the row itself when `inclusive`: one row
 * comparison, which the index of the sort serves as a range (no row before the position is read). Appends its
 * parameters to `params`.
 */
export function keysetCondition(
  sort: string,
  table: string,
  order: 1 | -1,
  key: string | null,
  id: string,
  params: unknown[],
  inclusive = false,
): string {
  const beyond = (order === 1 ? '>' : '<') + (inclusive ? '=' : '');
  params.push(id);
  const idParam = `$${params.length}::text`;
  const expression = sortKeyExpression(sort, table);
  if (!expression) return `id ${beyond} ${idParam}`;
  params.push(key);
  const keyParam = `$${params.length}::${sort === 'timestamp' ? 'text' : 'jsonb'}`;
  return `(${expression}, id) ${beyond} (${keyParam}, ${idParam})`;
}
