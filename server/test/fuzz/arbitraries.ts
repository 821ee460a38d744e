/**
 * The contract fuzz stage's generators: one small function from a contract JSON Schema to a fast-check
 * arbitrary of values the schema accepts (`validValue`), and one to values it refuses (`invalidValue`), each
 * checked against the schema with the server's own Ajv set-up, so "valid" and "invalid" mean what the server's
 * validator means. Strings include the hostile-but-allowed (right-to-left text, emoji, very long text); the
 * characters the edge's text rule refuses (NUL, a lone surrogate) are generated only as invalid input.
 */
import fc from 'fast-check';
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../lib/contract.ts';
import { hasDisallowedCharacter } from '../../lib/disallowed-text.ts';
import { createBodyAjv, createParameterAjv } from '../../plugins/validation.ts';

/**
 * Text the edge refuses whatever the schema says: NUL and a lone surrogate. A lone surrogate cannot travel in
 * an address (UTF-8 has no bytes for it), so parameters get only NUL.
 */
export const REFUSED_TEXT = ['a\u0000b', 'a\ud800b', '\udfff'] as const;
const REFUSED_IN_ADDRESS = ['a\u0000b', '\u0000'] as const;

/** Text every string field must take without failing: right-to-left marks, Arabic and Hebrew, emoji, CJK. */
const ODD_TEXT = ['\u202eevil\u202c', 'مرحبا بالعالم', 'שלום', '👩‍👩‍👧‍👦🚀', '漢字かな', 'Ω≈ç√∫', "x' OR 1=1 --"];

const bodyAjv = createBodyAjv();
const parameterAjv = createParameterAjv();
const compiled = {
  body: new WeakMap<object, ValidateFunction>(),
  parameter: new WeakMap<object, ValidateFunction>(),
};

/** The server's validator of `schema`: strict for bodies, coercing for parameters (which are text on the wire). */
export function validatorOf(schema: JsonSchema, part: 'body' | 'parameter' = 'body'): ValidateFunction {
  let validate = compiled[part].get(schema);
  if (!validate) {
    validate = (part === 'body' ? bodyAjv : parameterAjv).compile(schema);
    compiled[part].set(schema, validate);
  }
  return validate;
}

/** Whether `value` holds text the edge refuses, anywhere inside it. */
export function holdsRefusedText(value: unknown): boolean {
  if (typeof value === 'string') return hasDisallowedCharacter(value);
  if (Array.isArray(value)) return value.some(holdsRefusedText);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => hasDisallowedCharacter(key) || holdsRefusedText(item));
  return false;
}

/** Whether the server's validator accepts `value` for `schema` (and the text rule lets it through). */
export function accepts(schema: JsonSchema, value: unknown): boolean {
  if (holdsRefusedText(value)) return false;
  return validatorOf(schema)(structuredClone(value)) === true;
}

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;
const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Known good values for a string field, when generation from the schema alone would rarely hit one. */
export type Hints = (schema: JsonSchema) => readonly string[] | undefined;

/** allOf's parts merged into one schema (properties, required, and the first part's other keywords). */
function merged(schema: JsonSchema): JsonSchema {
  const parts = (schema.allOf as JsonSchema[]).map((part) => (part.allOf ? merged(part) : part));
  const { allOf: _allOf, ...rest } = schema;
  const result: JsonSchema = { ...rest };
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties')
        result.properties = { ...(result.properties as object), ...(value as object) };
      else if (key === 'required')
        result.required = [...((result.required as string[]) ?? []), ...(value as string[])];
      else if (!(key in result)) result[key] = value;
    }
  }
  return result;
}

function stringValue(schema: JsonSchema, hints?: Hints): fc.Arbitrary<string> {
  const min = num(schema.minLength) ?? 0;
  const max = num(schema.maxLength) ?? 300;
  const fits = (text: string) => {
    const length = [...text].length;
    return length >= min && length <= max && !hasDisallowedCharacter(text);
  };
  const known = [
    ...(hints?.(schema) ?? []),
    ...(typeof schema.example === 'string' ? [schema.example] : []),
    ...(typeof schema.default === 'string' ? [schema.default] : []),
  ];
  const choices: fc.Arbitrary<string>[] = [];
  if (known.length > 0) choices.push(fc.constantFrom(...known));
  if (typeof schema.pattern === 'string') {
    choices.push(fc.stringMatching(new RegExp(schema.pattern)).filter(fits));
    return fc.oneof(...choices);
  }
  switch (schema.format) {
    case 'email':
      choices.push(fc.emailAddress().filter(fits));
      return fc.oneof(...choices);
    case 'date-time':
    case 'date': {
      const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
      choices.push(
        date.map((d) => (schema.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString())),
      );
      return fc.oneof(...choices);
    }
    case 'uri':
    case 'url':
      choices.push(fc.webUrl().filter(fits));
      return fc.oneof(...choices);
    case 'uuid':
      choices.push(fc.uuid());
      return fc.oneof(...choices);
  }
  const text = fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 40) }).filter(fits);
  choices.push(text, fc.constantFrom(...ODD_TEXT).filter(fits));
  // Very long text, up to the field's limit (a few thousand characters where the contract sets none).
  const long = Math.min(max, 5000);
  if (long > 40) choices.push(fc.constantFrom('é', 'a', '😀').map((unit) => unit.repeat(long)));
  return fc.oneof(...choices);
}

function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? -(2 ** 31) - 1) + 1;
  const max = num(schema.maximum) ?? (num(schema.exclusiveMaximum) ?? 2 ** 31 + 1) - 1;
  return fc.oneof(
    fc.constantFrom(min, max),
    fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number),
  );
}

function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  const min = num(schema.minimum) ?? num(schema.exclusiveMinimum) ?? -1e9;
  const max = num(schema.maximum) ?? num(schema.exclusiveMaximum) ?? 1e9;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values `schema` describes (not yet checked against it: `validValue` filters). `hints` supplies known good
 * values for strings (ids of records that exist).
 */
function generate(schema: JsonSchema, hints: Hints | undefined, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.allOf)) return generate(merged(schema), hints, depth);
  for (const combinator of ['oneOf', 'anyOf'] as const) {
    const parts = schema[combinator];
    if (Array.isArray(parts)) {
      const { [combinator]: _parts, ...rest } = schema;
      return fc.oneof(...(parts as JsonSchema[]).map((part) => generate({ ...rest, ...part }, hints, depth)));
    }
  }
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => generate({ ...schema, type }, hints, depth)));
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return stringValue(schema, hints);
    case 'integer':
      return integerValue(schema);
    case 'number':
      return numberValue(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = isSchema(schema.items) ? schema.items : {};
      const minLength = num(schema.minItems) ?? 0;
      const maxLength = Math.max(minLength, Math.min(num(schema.maxItems) ?? 4, depth > 2 ? 1 : 4));
      const item = generate(items, hints, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const properties = (isSchema(schema.properties) ? schema.properties : {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const writable = Object.entries(properties).filter(
        ([name, property]) => required.has(name) || property.readOnly !== true,
      );
      const record = fc.record(
        Object.fromEntries(writable.map(([name, property]) => [name, generate(property, hints, depth + 1)])),
        { requiredKeys: writable.map(([name]) => name).filter((name) => required.has(name)) },
      );
      if (writable.length === 0 && isSchema(schema.additionalProperties))
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !hasDisallowedCharacter(key)),
          generate(schema.additionalProperties, hints, depth + 1),
          { maxKeys: 3 },
        );
      return record;
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** Values the server's validator accepts for `schema` (for an operation's input). */
export function validValue(schema: JsonSchema, hints?: Hints): fc.Arbitrary<unknown> {
  return generate(schema, hints, 0).filter((value) => accepts(schema, value));
}

/** One way of breaking a value, and what it breaks (the label a failure prints). */
export interface Broken {
  value: unknown;
  broke: string;
}

const broken =
  (broke: string) =>
  (value: unknown): Broken => ({ value, broke });

/**
 * Ways a single value can break `schema` at its own level: out of range, too long or short, outside the enum,
 * against the pattern, of the wrong type, or holding refused text. `asText`: the value travels as text
 * (a query or path parameter), so only breaks that survive being written as text are offered.
 */
function ownBreaks(schema: JsonSchema, asText: boolean): fc.Arbitrary<Broken>[] {
  const breaks: fc.Arbitrary<Broken>[] = [];
  const types = typesOf(schema);
  const maxLength = num(schema.maxLength);
  const minLength = num(schema.minLength) ?? 0;
  const isString = types.includes('string') || (types.length === 0 && typeof schema.pattern === 'string');
  if (isString || Array.isArray(schema.enum)) {
    breaks.push(fc.constantFrom(...(asText ? REFUSED_IN_ADDRESS : REFUSED_TEXT)).map(broken('refused text')));
  }
  if (isString) {
    if (maxLength !== undefined)
      breaks.push(
        fc
          .integer({ min: 1, max: 50 })
          .map((extra) => ({ value: 'x'.repeat(maxLength + extra), broke: 'too long' })),
      );
    if (minLength > 1) breaks.push(fc.constant({ value: 'x'.repeat(minLength - 1), broke: 'too short' }));
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u');
      const against = ['!', 'a b', ' ', '-', '..x', '😀', 'ZZ', '%', '1.5'].filter(
        (text) => !pattern.test(text),
      );
      if (against.length > 0) breaks.push(fc.constantFrom(...against).map(broken('against the pattern')));
    }
  }
  if (Array.isArray(schema.enum) && !types.includes('integer'))
    breaks.push(fc.constant({ value: 'not-one-of-these', broke: 'outside the enum' }));
  if (types.includes('integer') || types.includes('number')) {
    const max = num(schema.maximum);
    const min = num(schema.minimum);
    if (max !== undefined) breaks.push(fc.constantFrom(max + 1, 1e30).map(broken('above the maximum')));
    if (min !== undefined) breaks.push(fc.constantFrom(min - 1, -1e30).map(broken('below the minimum')));
    if (types.includes('integer') && !types.includes('number'))
      breaks.push(fc.constant({ value: 1.5, broke: 'not a whole number' }));
    if (asText) breaks.push(fc.constantFrom('abc', '', '0x1g').map(broken('not a number')));
    // Text that reads as a number too large to be finite (coerced to ±Infinity).
    if (asText) breaks.push(fc.constantFrom('1e309', '-1e309', 'Infinity').map(broken('not finite')));
    if (Array.isArray(schema.enum)) breaks.push(fc.constant({ value: 7, broke: 'outside the enum' }));
  }
  if (types.includes('boolean') && asText)
    breaks.push(fc.constant({ value: 'maybe', broke: 'not true or false' }));
  if (!asText) {
    const wrong = types.includes('string') ? 42 : types.includes('object') ? 'text' : { wrong: true };
    if (!types.includes('null') || wrong !== null)
      breaks.push(fc.constant({ value: wrong, broke: 'of the wrong type' }));
  }
  return breaks;
}

/**
 * Values `schema` refuses, with what was broken: at the top, or (for objects and arrays) one field or item
 * broken inside an otherwise valid value, a required field left out, or a field the schema does not have.
 * Every value is checked: the schema refuses it, or it holds text the edge refuses.
 */
export function invalidValue(
  schema: JsonSchema,
  options: { asText?: boolean; hints?: Hints } = {},
): fc.Arbitrary<Broken> | undefined {
  const asText = options.asText ?? false;
  const target = Array.isArray(schema.allOf) ? merged(schema) : schema;
  const breaks = ownBreaks(target, asText);
  const types = typesOf(target);
  if (!asText && (types.includes('object') || isSchema(target.properties))) {
    const properties = (isSchema(target.properties) ? target.properties : {}) as Record<string, JsonSchema>;
    const valid = validValue(schema, options.hints) as fc.Arbitrary<Record<string, unknown>>;
    const required = (target.required as string[] | undefined) ?? [];
    if (required.length > 0)
      breaks.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([value, name]) => {
          const { [name]: _left, ...rest } = value;
          return { value: rest, broke: `required field ${name} left out` };
        }),
      );
    if (target.additionalProperties === false)
      breaks.push(
        valid.map((value) => ({ value: { ...value, notInTheContract: 1 }, broke: 'unknown field' })),
      );
    const names = Object.keys(properties).filter((name) => properties[name].readOnly !== true);
    const inner = names.flatMap((name) => {
      const breakField = invalidValue(properties[name], options);
      return breakField
        ? [
            fc.tuple(valid, breakField).map(([value, field]) => ({
              value: { ...value, [name]: field.value },
              broke: `${name}: ${field.broke}`,
            })),
          ]
        : [];
    });
    if (inner.length > 0) breaks.push(fc.oneof(...inner));
  }
  if (!asText && types.includes('array') && isSchema(target.items)) {
    const item = invalidValue(target.items, options);
    if (item) breaks.push(item.map((one) => ({ value: [one.value], broke: `an item: ${one.broke}` })));
    const maxItems = num(target.maxItems);
    if (maxItems !== undefined && maxItems < 200)
      breaks.push(
        fc
          .array(validValue(target.items, options.hints), {
            minLength: maxItems + 1,
            maxLength: maxItems + 1,
          })
          .map(broken('too many items')),
      );
  }
  if (breaks.length === 0) return undefined;
  const refused = (one: Broken) =>
    asText
      ? holdsRefusedText(one.value) || !validatorOf(wrapped(schema), 'parameter')({ v: String(one.value) })
      : !accepts(schema, one.value) || holdsRefusedText(one.value);
  return fc.oneof(...breaks).filter(refused);
}

const wrappers = new WeakMap<JsonSchema, JsonSchema>();
/** A parameter's schema as the object the server validates a path or query part with. */
function wrapped(schema: JsonSchema): JsonSchema {
  let found = wrappers.get(schema);
  if (!found) {
    found = { type: 'object', properties: { v: schema }, required: ['v'] };
    wrappers.set(schema, found);
  }
  return found;
}
