/** Checks on the values inside a query: JSON only, within the size and nesting limits. */
import { FORBIDDEN_KEYS, quote, QueryError } from './query-fields.ts';

/** Limits that keep a single query cheap to translate and to run. */
export const QUERY_LIMITS = {
  maxDepth: 6,
  maxConditions: 100,
  maxInItems: 100,
  maxStringLength: 1000,
  maxTextLength: 10000,
} as const;

/** A JSON scalar usable in comparisons. */
export type Scalar = string | number | boolean;
/** A JSON object (plain, or without a prototype as some parsers make them). */
export type PlainObject = Record<string, unknown>;

/** Literal values: JSON only, bounded depth and string length, no prototype or operator keys inside. */
export function checkValue(value: unknown, depth: number): void {
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'string') return checkString(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new QueryError('Numbers in a query must be finite');
    return;
  }
  checkDepth(depth);
  if (Array.isArray(value)) {
    if (value.length > QUERY_LIMITS.maxInItems) {
      throw new QueryError(`An array in the query is too long (more than ${QUERY_LIMITS.maxInItems} items)`);
    }
    for (const item of value) checkValue(item, depth + 1);
    return;
  }
  if (!isPlainObject(value)) {
    throw new QueryError('Values in a query must be strings, numbers, booleans, null, arrays or objects');
  }
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw new QueryError(`Key ${quote(key)} is not allowed`);
    if (key.startsWith('$')) {
      throw new QueryError(
        `Operator ${quote(key)} is not allowed inside a value; use a dotted field name instead`,
      );
    }
    checkString(key);
    checkValue(value[key], depth + 1);
  }
}

export function checkString(value: string): void {
  if (value.length > QUERY_LIMITS.maxStringLength) {
    throw new QueryError(
      `A value in the query is too long (more than ${QUERY_LIMITS.maxStringLength} characters)`,
    );
  }
}

export function checkDepth(depth: number): void {
  if (depth > QUERY_LIMITS.maxDepth) {
    throw new QueryError(`Query is nested too deeply (more than ${QUERY_LIMITS.maxDepth} levels)`);
  }
}

export function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
