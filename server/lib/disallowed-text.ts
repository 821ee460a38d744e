/**
 * The edge's rule for text: every string a request carries (body, query string, path parameters, headers, and
 * the strings inside a parameter the contract marks `contentMediaType: application/json`) must be valid Unicode
 * without NUL. PostgreSQL stores neither a NUL nor a lone UTF-16 surrogate, so such a string would otherwise fail
 * deep inside a handler with a 500; here it becomes a validation issue that names the field.
 */
import { DISALLOWED_TEXT_KEYWORD, type ValidationIssue } from '../../common/validation-text.ts';
import type { JsonSchema } from './contract.ts';

/** NUL, or (in unicode mode, where pairs are one code point) a surrogate that is not half of a pair. */
const DISALLOWED = /[\0\ud800-\udfff]/u;

/** Whether `text` holds NUL or a lone surrogate. */
export function hasDisallowedCharacter(text: string): boolean {
  return DISALLOWED.test(text);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The schema of `key` inside a value `schema` describes, as far as the schema says. */
function childSchema(schema: JsonSchema | undefined, key: string, inArray: boolean): JsonSchema | undefined {
  if (!schema) return undefined;
  const pick = (candidate: unknown): JsonSchema | undefined => (isObject(candidate) ? candidate : undefined);
  const direct = inArray
    ? pick(schema.items)
    : (pick(isObject(schema.properties) ? schema.properties[key] : undefined) ??
      pick(schema.additionalProperties));
  if (direct) return direct;
  for (const combinator of ['allOf', 'anyOf', 'oneOf'] as const) {
    const parts = schema[combinator];
    if (!Array.isArray(parts)) continue;
    for (const part of parts) {
      const found = childSchema(pick(part), key, inArray);
      if (found) return found;
    }
  }
  return undefined;
}

/** Where a value is: its parent's place and its key (a chain, so a deep walk never copies paths). */
interface Place {
  parent: Place | null;
  key: string;
}

function pointer(place: Place | null): string {
  const segments: string[] = [];
  for (let at = place; at; at = at.parent) segments.push(at.key);
  return segments
    .reverse()
    .map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}

interface Pending {
  value: unknown;
  schema: JsonSchema | undefined;
  /** Where the value is, as the issue names it (null: the part itself). */
  place: Place | null;
  /** The schema the issue names (the field's own; inside an embedded JSON text, the text's). */
  named: JsonSchema | undefined;
  /** Inside an embedded JSON text, the issue names the text rather than a place inside it. */
  embedded: boolean;
}

/**
 * The first string in `data` (values and object keys, at any depth) that breaks the rule, as a validation issue
 * located at the field (or, for a key, the object holding it) with that field's schema, or null when there is none.
 * The walk keeps its own stack, so a deeply nested body cannot exhaust the call stack.
 */
export function findDisallowedText(data: unknown, schema?: JsonSchema): ValidationIssue | null {
  const stack: Pending[] = [{ value: data, schema, place: null, named: schema, embedded: false }];
  const issue = (at: Pending): ValidationIssue => ({
    keyword: DISALLOWED_TEXT_KEYWORD,
    instancePath: pointer(at.place),
    params: {},
    ...(at.named && { parentSchema: at.named }),
  });
  while (stack.length > 0) {
    const at = stack.pop()!;
    const { value } = at;
    if (typeof value === 'string') {
      if (hasDisallowedCharacter(value)) return issue(at);
      if (at.schema?.contentMediaType === 'application/json') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          continue; // Not JSON: the operation refuses it in its own words.
        }
        stack.push({ ...at, value: parsed, schema: undefined, embedded: true });
      }
      continue;
    }
    if (!isObject(value)) continue;
    const inArray = Array.isArray(value);
    const keys = Object.keys(value);
    if (!inArray && keys.some(hasDisallowedCharacter)) return issue(at);
    // Pushed last to first, so the walk meets the fields in their order.
    for (const key of keys.reverse()) {
      if (at.embedded) {
        stack.push({ ...at, value: value[key] });
        continue;
      }
      const schemaOfChild = childSchema(at.schema, key, inArray);
      stack.push({
        value: value[key],
        schema: schemaOfChild,
        place: { parent: at.place, key },
        named: schemaOfChild,
        embedded: false,
      });
    }
  }
  return null;
}
