/**
 * Field names in queries and sorts: the only user text that reaches SQL outside a bound parameter, so it is
 * checked against a strict pattern before it is written into a JSON path literal.
 */

/** A refused query or sort; the message names the problem in plain English and is shown to the user. */
export class QueryError extends Error {
  override name = 'QueryError';
}

/** Up to four dotted segments of letters, digits and underscores (a dot reaches into a nested object). */
const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*){0,3}$/;
const MAX_FIELD_LENGTH = 200;

/** Keys that could reach an object's prototype in JavaScript; refused anywhere in a query. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** @throws QueryError unless `name` is a safe field name. */
export function assertFieldName(name: string): void {
  if (name.split('.').some((segment) => FORBIDDEN_KEYS.has(segment))) {
    throw new QueryError(`Field name ${quote(name)} is not allowed`);
  }
  if (name.length > MAX_FIELD_LENGTH || !FIELD_PATTERN.test(name)) {
    throw new QueryError(
      `Field name ${quote(name)} is not valid: use letters, digits and underscores, with dots for nested fields`,
    );
  }
}

/** The jsonb value of a checked field: `doc->'name'` or `doc #> '{a,b}'`. */
export function jsonPath(name: string): string {
  assertFieldName(name);
  return name.includes('.') ? `doc #> '{${name.split('.').join(',')}}'` : `doc->'${name}'`;
}

/** The text value of a checked field: `doc->>'name'` or `doc #>> '{a,b}'` (the id column for `id`). */
export function textPath(name: string): string {
  assertFieldName(name);
  if (name === 'id') return 'id';
  return name.includes('.') ? `doc #>> '{${name.split('.').join(',')}}'` : `doc->>'${name}'`;
}

/** Quotes user text for an error message, shortened so a huge key cannot flood the reply. */
export function quote(text: string): string {
  const short = text.length > 60 ? `${text.slice(0, 60)}…` : text;
  return `"${short}"`;
}
