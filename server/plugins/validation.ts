/**
 * Schema validation from the contract. Request bodies are validated strictly: no type coercion,
 * no defaults, no silently removed fields (an unknown field is a 400). Query strings, path parameters
 * and headers are text on the wire, so they are coerced to the declared types and get their defaults.
 * Before the schema, every part of every request passes the edge's text rule (`lib/disallowed-text.ts`):
 * a string holding NUL or a broken Unicode character is a 400 naming the field, whatever the schema says.
 *
 * Numbers are finite: `1e309` in a JSON body parses to Infinity, which Ajv's strict mode (`strictNumbers`)
 * refuses as not a number. A query, path or header value is coerced from text, and Ajv turns `1e309`,
 * `-1e309` or `Infinity` into ±Infinity and then skips the range check of a value that is not finite;
 * `findNonFiniteNumber` refuses it after coercion as out of the field's range, so it is a 400 naming the
 * field rather than a 500 further in.
 */
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { findDisallowedText } from '../lib/disallowed-text.ts';
import type { JsonSchema } from '../lib/contract.ts';
import type { ValidationIssue } from '../../common/validation-text.ts';

/**
 * The contract's annotations Ajv does not know, for every Ajv that reads contract schemas: `example`,
 * `x-enum-labels` (the labels forms show for an enum's values, in the same order), `x-blob: image` (the field
 * holds a stored image's content address, which forms upload with a preview), `x-pattern-text` (a pattern's
 * rule in words, which refusals state) and `x-collection-writes` (how staff change each collection's records,
 * generated into common/api/collections.ts).
 */
export const CONTRACT_KEYWORDS = [
  'example',
  'x-enum-labels',
  'x-blob',
  'x-pattern-text',
  'x-collection-writes',
];

const common: Options = {
  allErrors: false,
  unicodeRegExp: true,
  verbose: true,
  strict: true,
  keywords: CONTRACT_KEYWORDS,
};

/** The validator of request bodies. */
export function createBodyAjv(): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes: false, removeAdditional: false, useDefaults: false });
  addFormats(ajv);
  return ajv;
}

/** The validator of query strings, path parameters and headers. */
export function createParameterAjv(): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes: true, removeAdditional: false, useDefaults: true });
  addFormats(ajv);
  return ajv;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The first value of a coerced part (a field, or an item of a list field) that is NaN or ±Infinity, as a
 * `maximum` or `minimum` issue of that field, so the refusal states the field's range ("Slotidx must be a whole
 * number from 0 to 2147483647."); null when every number is finite. Parts are flat: query strings, path
 * parameters and headers hold values and lists of values.
 */
export function findNonFiniteNumber(data: unknown, schema: JsonSchema): ValidationIssue | null {
  if (!isObject(data)) return null;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [key, value] of Object.entries(data)) {
    const field = isObject(properties[key]) ? properties[key] : undefined;
    const items = Array.isArray(value) ? value : [value];
    const index = items.findIndex((item) => typeof item === 'number' && !Number.isFinite(item));
    if (index < 0) continue;
    const item = items[index] as number;
    const itemSchema = Array.isArray(value) && field && isObject(field.items) ? field.items : field;
    const limit = item < 0 ? itemSchema?.minimum : itemSchema?.maximum;
    const place = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}${Array.isArray(value) ? `/${index}` : ''}`;
    return {
      keyword: item < 0 ? 'minimum' : 'maximum',
      instancePath: place,
      params: { limit },
      ...(itemSchema && { parentSchema: itemSchema }),
    };
  }
  return null;
}

type Validator = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => boolean) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};

/** `validate` behind the text rule; Fastify reads the issue from `errors` as it does Ajv's. */
export function withTextRule(validate: ValidateFunction, schema: JsonSchema): Validator {
  const checked: Validator = (data, context) => {
    const issue = findDisallowedText(data, schema);
    if (issue) {
      checked.errors = [{ ...issue, schemaPath: '#', message: 'contains a character that is not allowed' }];
      return false;
    }
    const valid = validate(data, context);
    checked.errors = validate.errors;
    if (!valid) return false;
    const nonFinite = findNonFiniteNumber(data, schema);
    if (nonFinite) {
      checked.errors = [{ ...nonFinite, schemaPath: '#', message: 'must be a finite number' }];
      return false;
    }
    return true;
  };
  // Fastify lets Ajv coerce a part in place only when it sees Ajv's compiled function.
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

export const validationPlugin = fp(
  async (app) => {
    const bodies = createBodyAjv();
    const parameters = createParameterAjv();
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const ajv = httpPart === 'body' ? bodies : parameters;
      return withTextRule(ajv.compile(schema), schema as JsonSchema);
    });
  },
  { name: 'validation' },
);
