/**
 * The admin collection search box (staff-and-agents.md §2.2 and §5). Three modes:
 * - a plain word (no colon, braces, brackets or quotes) searches id, name, nickname, uri and path:
 *   `{"$search": word}`;
 * - a building postal code `N{n}-E{n}-{n}-{n}` searches the buildings collection by its cell and ids;
 * - anything else must parse (JSON5, never evaluated) to a plain object, used as the query; otherwise the
 *   text is invalid and Go is disabled. A JSON array (`[1,2]`) is not a word: it parses, and is refused as not
 *   an object, as the server refuses it.
 */
import JSON5 from 'json5';
import { parsePostcode } from '../../common/postcode';

export type QueryObject = Record<string, unknown>;

export type SearchMode =
  | { kind: 'empty' }
  | { kind: 'word'; query: QueryObject }
  | { kind: 'postcode'; query: QueryObject }
  | { kind: 'object'; query: QueryObject }
  | { kind: 'invalid'; reason: string };

const NOT_PLAIN_WORD = /[:{}[\]"'`]/;

/** Classifies the search text and builds its query. */
export function parseSearch(text: string): SearchMode {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };

  const address = parsePostcode(trimmed);
  if (address) {
    return {
      kind: 'postcode',
      query: {
        $and: [
          { cellx: address.cellx },
          { celly: address.celly },
          { subdistrictid: address.subdistrictid },
          { buildingid: address.buildingid },
        ],
      },
    };
  }

  if (!NOT_PLAIN_WORD.test(trimmed)) return { kind: 'word', query: { $search: trimmed } };

  let parsed: unknown;
  try {
    parsed = JSON5.parse(trimmed);
  } catch {
    return { kind: 'invalid', reason: 'The text does not parse.' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { kind: 'invalid', reason: 'The query must be an object.' };
  }
  return { kind: 'object', query: parsed as QueryObject };
}

/**
 * The query sent for a search and the fields marked required ("Req": each adds `{field: {"$exists": true}}`),
 * or undefined when there is nothing to filter on.
 */
export function buildQuery(search: SearchMode, requiredFields: readonly string[]): QueryObject | undefined {
  const base =
    search.kind === 'word' || search.kind === 'postcode' || search.kind === 'object' ? search.query : null;
  const required = requiredFields.map((field) => ({ [field]: { $exists: true } }));
  if (required.length === 0) return base ?? undefined;
  return { $and: base ? [base, ...required] : required };
}
