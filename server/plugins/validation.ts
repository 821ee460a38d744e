/**
 * Schema validation from the contract. Request bodies are validated strictly: no type coercion,
 * no defaults, no silently removed fields (an unknown field is a 400). Query strings, path parameters
 * and headers are text on the wire, so they are coerced to the declared types and get their defaults.
 */
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';

const common: Options = {
  allErrors: false,
  unicodeRegExp: true,
  verbose: true,
  strict: true,
  // OpenAPI documents every parameter; these keywords are annotations Ajv does not know
  // (`x-enum-labels`: the labels forms show for an enum's values, in the same order; `x-blob: image`: the
  // field holds a stored image's content address, which forms upload with a preview).
  keywords: ['example', 'x-enum-labels', 'x-blob'],
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

export const validationPlugin = fp(
  async (app) => {
    const bodies = createBodyAjv();
    const parameters = createParameterAjv();
    app.setValidatorCompiler(({ schema, httpPart }) =>
      httpPart === 'body' ? bodies.compile(schema) : parameters.compile(schema),
    );
  },
  { name: 'validation' },
);
