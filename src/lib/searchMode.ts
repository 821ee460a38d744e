/**
 * The admin collection search box (staff-and-agents.md §2.2 and §5). Three modes:
 * - a plain word (no colon, braces, brackets or quotes) searches id, name, nickname, uri and path, and e-mail
 *   addresses and voice texts too:
 *   `{"$search": word}`;
 * - a building postal code `N{n}-E{n}-{n}-{n}` searches the buildings collection by its cell and ids;
 * - anything else must parse (JSON5, never evaluated) to a plain object, used as the query; otherwise the
 *   text is invalid and Go is disabled. A JSON array (`[1,2]`) is not a word: it parses, and is refused as not
 *   an object, as the server refuses it.
 *
 * The JSON5 parser is fetched the first time a text needs it (`loadObjectParser`), not with the page: most
 * searches are words or building codes. Until it has arrived such a text is `pending`.
 */
import { parsePostcode } from '../../common/postcode';

export type QueryObject = Record<string, unknown>;

export type SearchMode =
  | { kind: 'empty' }
  | { kind: 'word'; query: QueryObject }
  | { kind: 'postcode'; query: QueryObject }
  | { kind: 'object'; query: QueryObject }
  | { kind: 'invalid'; reason: string }
  /** A query object's text, while the parser is still on its way. */
  | { kind: 'pending' };

/** Reads a query object's text; throws when it does not parse. */
export type ObjectParser = (text: string) => unknown;

let objectParser: ObjectParser | null = null;
let loading: Promise<ObjectParser> | null = null;

/** Fetches the JSON5 parser once (again after a failed attempt); `parseSearch` uses it from then on. */
export function loadObjectParser(): Promise<ObjectParser> {
  loading ??= import('json5').then(
    ({ default: JSON5 }) => (objectParser = (text) => JSON5.parse(text)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const NOT_PLAIN_WORD = /[:{}[\]"'`]/;

/** Classifies the search text and builds its query (with the loaded parser unless given another, or none). */
export function parseSearch(text: string, parse: ObjectParser | null = objectParser): SearchMode {
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

  if (!parse) return { kind: 'pending' };
  let parsed: unknown;
  try {
    parsed = parse(trimmed);
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
