/**
 * Translates the admin console's Mongo-style filter objects into a SQL condition over a collection table
 * (`id`, `doc`, `ts`, `search` columns). Only a whitelist is understood; everything else is refused with a
 * `QueryError` whose message names the problem, and every value is a bound parameter.
 */
import type { FieldType } from './field-specs.ts';
import { assertFieldName, jsonPath, quote, textPath, QueryError } from './query-fields.ts';
import {
  checkDepth,
  checkString,
  checkValue,
  isPlainObject,
  isScalar,
  QUERY_LIMITS,
  type PlainObject,
} from './query-values.ts';

export { QueryError } from './query-fields.ts';
export { QUERY_LIMITS } from './query-values.ts';

/** What the translator may know about the collection being queried. */
export interface TranslateOptions {
  /**
   * The collection's declared field types (its adminspec map). A field declared as a scalar is compared
   * with `=` (which its btree index serves); others with `@>`, which also finds a value inside an array.
   */
  fieldTypes?: Readonly<Record<string, FieldType>>;
  /**
   * The collection holds LARGE_COLLECTION documents or more: `$contains` is then accepted only where the
   * trigram index serves it (the searched fields, at least MIN_SEARCH_LENGTH characters).
   */
  large?: boolean;
}

/** The shortest word `$search` (and `$contains` on a large collection) accepts: a trigram needs three. */
export const MIN_SEARCH_LENGTH = 3;
/** From this many documents on, a collection refuses substring matches no index serves. */
export const LARGE_COLLECTION = 100_000;

/** The refusal of a search word too short for the trigram index. */
export const SEARCH_TOO_SHORT = `Search for at least ${MIN_SEARCH_LENGTH} characters: a shorter word would have to read every record.`;

/** The refusal of `$contains` on a field of a large collection that no index serves. */
export function containsRefused(field: string): string {
  return (
    `"$contains" on ${quote(field)} is not offered on this collection: it holds too many records to read ` +
    'them all. Use it on id, name, nickname, uri, path, email, input, output or text, or "$search", or ' +
    'compare with an exact value.'
  );
}

/** A SQL boolean expression and its parameters, numbered from the index given to `translateQuery`. */
export interface TranslatedQuery {
  sql: string;
  params: unknown[];
}

const FIELD_OPERATORS = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$exists',
  '$contains',
]);
const COMPARISONS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };
const SCALAR_TYPES: ReadonlySet<FieldType> = new Set(['string', 'number', 'boolean', 'date']);
/** Top-level fields copied (lower-cased) into the trigram-indexed `search` column. */
const SEARCHED_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'name',
  'nickname',
  'uri',
  'path',
  'email',
  'input',
  'output',
  'text',
]);

/** The refusal of a query that is not JSON, with what JSON needs. */
export const QUERY_NOT_JSON =
  'Query is not valid JSON: put names and text in double quotes and separate entries with commas, for example {"name": "Bob"}.';

/**
 * Parses the `query` text of a list request. Strict JSON only; the console turns its JSON5-style input into
 * JSON before sending it.
 */
export function parseQueryText(text: string): unknown {
  if (text.length > QUERY_LIMITS.maxTextLength) {
    throw new QueryError(`Query is too long (more than ${QUERY_LIMITS.maxTextLength} characters)`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // In our words: the parser's own message names tokens and positions, not what to write.
    throw new QueryError(QUERY_NOT_JSON);
  }
}

/**
 * Translates a parsed filter into a SQL condition (without the WHERE keyword).
 * @param query the parsed filter; `{}` matches everything
 * @param firstParamIndex number of the first placeholder to use (`$firstParamIndex`), so the fragment can
 *   follow other parameters of the enclosing statement
 * @param options what is known about the collection, to pick index-friendly SQL
 * @throws QueryError when the filter uses anything outside the whitelist or exceeds a limit
 */
export function translateQuery(
  query: unknown,
  firstParamIndex: number,
  options: TranslateOptions = {},
): TranslatedQuery {
  if (!Number.isInteger(firstParamIndex) || firstParamIndex < 1) {
    throw new RangeError('firstParamIndex must be a positive integer');
  }
  if (Array.isArray(query)) throw new QueryError('The query must be a JSON object, not an array');
  if (!isPlainObject(query)) throw new QueryError('The query must be a JSON object');
  const translator = new Translator(firstParamIndex, options.fieldTypes ?? {}, options.large ?? false);
  return { sql: translator.object(query, 1), params: translator.params };
}

class Translator {
  readonly params: unknown[] = [];
  private conditions = 0;

  constructor(
    private readonly firstParamIndex: number,
    private readonly fieldTypes: Readonly<Record<string, FieldType>>,
    private readonly large: boolean,
  ) {}

  /** A condition object: its keys are ANDed. */
  object(condition: PlainObject, depth: number): string {
    checkDepth(depth);
    const keys = Object.keys(condition);
    if (keys.length === 0) {
      this.count();
      return 'TRUE';
    }
    const parts = keys.map((key) => {
      const value = condition[key];
      if (key === '$and' || key === '$or') return this.logical(key, value, depth);
      if (key === '$search') return this.search(value);
      if (key.startsWith('$')) throw new QueryError(`Unknown operator ${quote(key)}`);
      return this.field(key, value, depth);
    });
    return parts.length === 1 ? parts[0] : parts.map((part) => `(${part})`).join(' AND ');
  }

  private logical(operator: '$and' | '$or', value: unknown, depth: number): string {
    if (!Array.isArray(value)) throw new QueryError(`"${operator}" needs an array of conditions`);
    if (value.length === 0) throw new QueryError(`"${operator}" needs at least one condition`);
    if (value.length > QUERY_LIMITS.maxConditions) this.tooMany();
    const parts = value.map((item) => {
      if (!isPlainObject(item)) throw new QueryError(`Each condition in "${operator}" must be an object`);
      return `(${this.object(item, depth + 1)})`;
    });
    // OR is wrapped so the fragment stays one condition wherever the caller puts it.
    return operator === '$and' ? parts.join(' AND ') : `(${parts.join(' OR ')})`;
  }

  /**
   * A plain word of at least MIN_SEARCH_LENGTH characters matched case-insensitively against id, name, nickname,
   * uri, path, email, input, output and text (trigram index, migration 036). An e-mail address narrows by the
   * part before its `@` (see `addressLocalPart`) and is checked whole on the rows found, by a test the index
   * cannot take (`strpos`), so the index reads only the rare part.
   */
  private search(value: unknown): string {
    this.count();
    if (typeof value !== 'string') throw new QueryError('"$search" needs a word (a string)');
    checkString(value);
    if (value.trim().length < MIN_SEARCH_LENGTH) throw new QueryError(SEARCH_TOO_SHORT);
    const local = addressLocalPart(value);
    if (local === undefined) return `search LIKE '%' || lower(${this.bind(escapeLike(value))}) || '%'`;
    const narrowed = `search LIKE '%' || lower(${this.bind(escapeLike(local))}) || '%'`;
    return `(${narrowed} AND strpos(search, lower(${this.bind(value)})) > 0)`;
  }

  private field(name: string, value: unknown, depth: number): string {
    assertFieldName(name);
    if (isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'))) {
      checkDepth(depth + 1);
      const operators = Object.keys(value);
      const notOperator = operators.find((key) => !key.startsWith('$'));
      if (notOperator !== undefined) {
        throw new QueryError(
          `The condition on ${quote(name)} mixes operators with the field ${quote(notOperator)}`,
        );
      }
      const parts = operators.map((operator) => this.operator(name, operator, value[operator], depth + 1));
      return parts.length === 1 ? parts[0] : parts.map((part) => `(${part})`).join(' AND ');
    }
    this.count();
    checkValue(value, depth + 1);
    return this.equals(name, value);
  }

  private operator(name: string, operator: string, operand: unknown, depth: number): string {
    if (operator === '$search') {
      throw new QueryError(`"$search" searches whole records and cannot be used on the field ${quote(name)}`);
    }
    if (!FIELD_OPERATORS.has(operator)) throw new QueryError(`Unknown operator ${quote(operator)}`);
    this.count();
    switch (operator) {
      case '$eq':
        checkValue(operand, depth + 1);
        return this.equals(name, operand);
      case '$ne':
        checkValue(operand, depth + 1);
        return `NOT coalesce(${this.equals(name, operand)}, FALSE)`;
      case '$in':
        return this.oneOf(name, operator, operand);
      case '$nin':
        return `NOT coalesce(${this.oneOf(name, operator, operand)}, FALSE)`;
      case '$exists':
        return this.exists(name, operand);
      case '$contains':
        return this.contains(name, operand);
      default:
        return this.compare(name, operator, operand);
    }
  }

  /**
   * Mongo equality: a scalar matches an equal value or, unless the field is declared scalar, an array holding
   * it (`@>` does both and uses the GIN index on permissions); null matches null or a missing field; objects
   * and arrays match exactly. May yield SQL NULL (no match); negations wrap it in coalesce.
   */
  private equals(name: string, value: unknown): string {
    if (name === 'id') {
      if (value === null) return 'FALSE';
      if (typeof value !== 'string') throw new QueryError('Values compared with "id" must be strings');
      return `id = ${this.bind(value)}`;
    }
    if (value === null) return `coalesce(jsonb_typeof(${jsonPath(name)}), 'null') = 'null'`;
    if (name === 'timestamp' && typeof value === 'string') return `ts = ${this.bind(value)}`;
    const declared = this.fieldTypes[name];
    const operator = isScalar(value) && !(declared && SCALAR_TYPES.has(declared)) ? '@>' : '=';
    return `${jsonPath(name)} ${operator} ${this.bind(JSON.stringify(value))}::jsonb`;
  }

  private oneOf(name: string, operator: string, operand: unknown): string {
    if (!Array.isArray(operand))
      throw new QueryError(`"${operator}" on ${quote(name)} needs an array of values`);
    if (operand.length > QUERY_LIMITS.maxInItems) {
      throw new QueryError(
        `"${operator}" on ${quote(name)} has too many values (more than ${QUERY_LIMITS.maxInItems})`,
      );
    }
    if (operand.length === 0) return 'FALSE';
    for (const item of operand) {
      if (item !== null && !isScalar(item)) {
        throw new QueryError(
          `"${operator}" on ${quote(name)} accepts only strings, numbers, booleans and null`,
        );
      }
      checkValue(item, 1);
    }
    const parts = operand.map((item) => this.equals(name, item));
    return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
  }

  private exists(name: string, operand: unknown): string {
    if (operand !== true && operand !== false && operand !== 1 && operand !== 0) {
      throw new QueryError(`"$exists" on ${quote(name)} needs true or false`);
    }
    const wanted = operand === true || operand === 1;
    if (name === 'id') return wanted ? 'TRUE' : 'FALSE';
    return `${jsonPath(name)} IS ${wanted ? 'NOT NULL' : 'NULL'}`;
  }

  /**
   * Case-insensitive substring; % and _ in the text are matched literally. For the fields copied into the
   * `search` column the same pattern (an e-mail address's part before its `@`) is also required there: implied
   * by the field's own match, it lets the trigram index narrow the rows first.
   */
  private contains(name: string, operand: unknown): string {
    if (typeof operand !== 'string') throw new QueryError(`"$contains" on ${quote(name)} needs a string`);
    checkString(operand);
    if (this.large) {
      if (!SEARCHED_FIELDS.has(name)) throw new QueryError(containsRefused(name));
      if (operand.length < MIN_SEARCH_LENGTH) throw new QueryError(SEARCH_TOO_SHORT);
    }
    const pattern = `'%' || lower(${this.bind(escapeLike(operand))}) || '%'`;
    const own = `lower(${textPath(name)}) LIKE ${pattern}`;
    if (!SEARCHED_FIELDS.has(name)) return own;
    const local = addressLocalPart(operand);
    const narrowed = local === undefined ? pattern : `'%' || lower(${this.bind(escapeLike(local))}) || '%'`;
    return `(search LIKE ${narrowed} AND ${own})`;
  }

  /** Ordering comparisons only between values of the same JSON type (a number never compares with a string). */
  private compare(name: string, operator: string, operand: unknown): string {
    if (!isScalar(operand)) {
      throw new QueryError(`"${operator}" on ${quote(name)} needs a number, a string or a boolean`);
    }
    checkValue(operand, 1);
    const sqlOperator = COMPARISONS[operator];
    if (name === 'id') {
      if (typeof operand !== 'string') throw new QueryError('Values compared with "id" must be strings');
      return `id ${sqlOperator} ${this.bind(operand)}`;
    }
    if (name === 'timestamp' && typeof operand === 'string') return `ts ${sqlOperator} ${this.bind(operand)}`;
    const path = jsonPath(name);
    const type = typeof operand;
    return `(jsonb_typeof(${path}) = '${type}' AND ${path} ${sqlOperator} ${this.bind(JSON.stringify(operand))}::jsonb)`;
  }

  private bind(value: unknown): string {
    this.params.push(value);
    return `$${this.firstParamIndex + this.params.length - 1}`;
  }

  private count(): void {
    this.conditions += 1;
    if (this.conditions > QUERY_LIMITS.maxConditions) this.tooMany();
  }

  private tooMany(): never {
    throw new QueryError(`Query has too many conditions (more than ${QUERY_LIMITS.maxConditions})`);
  }
}

/**
 * The part of an e-mail address before its `@`, when it is long enough to search by: what the trigram index
 * narrows a search for the address by. The part after it is shared by many records (every address of one
 * site), and reading those first cost 90 ms a search at a million users, against about 1 ms by the first part.
 */
function addressLocalPart(word: string): string | undefined {
  const at = word.indexOf('@');
  const local = at < 0 ? '' : word.slice(0, at);
  return local.trim().length >= MIN_SEARCH_LENGTH ? local : undefined;
}

/** Escapes LIKE wildcards so user text matches literally (backslash is PostgreSQL's default LIKE escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
