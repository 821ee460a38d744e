/**
 * Schema validation from the contract. Request bodies are validated strictly: no type coercion,
 * no defaults, no silently removed fields (an unknown field is a 400). Query strings, path parameters
 * and headers are text on the wire, so they are coerced to the declared types and get their defaults.
 * Before the schema, every part of every request passes the edge's text rule (`lib/disallowed-text.ts`):
 * a string holding NUL or a broken Unicode character is a 400 naming the field, whatever the schema says.
 */
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { findDisallowedText } from '../lib/disallowed-text.ts';
import type { JsonSchema } from '../lib/contract.ts';

/**
 * The contract's annotations Ajv does not know, for every Ajv that reads contract schemas: `example`,
 * `x-enum-labels` (the labels forms show for an enum's values, in the same order), `x-blob: image` (the field
 * holds a stored image's content address, which forms upload with a preview) and `x-pattern-text` (a pattern's
 * rule in words, which refusals state).
 */
export const CONTRACT_KEYWORDS = ['example', 'x-enum-labels', 'x-blob', 'x-pattern-text'];

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
    return valid;
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
