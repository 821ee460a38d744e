import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { plainErrors } from './formSchema';
import { FORM_SCHEMAS, type FormSchemaName } from './schemas.gen';
import { FORM_VALIDATORS } from './validators/index.gen';

/** The generated schemas are deeply read-only; rjsf's schema type is not. */
const rjsf = (schema: object): RJSFSchema => schema as RJSFSchema;

/** The validator of a form schema, from its own file, as the form makes it. */
async function validatorOf(name: FormSchemaName) {
  const schema = rjsf(FORM_SCHEMAS[name]);
  const validator = createPrecompiledValidator(await FORM_VALIDATORS[name](), schema);
  return { schema, accepts: (data: unknown) => validator.isValid(schema, data, schema), validator };
}

interface Part {
  type?: unknown;
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Part;
  properties?: Readonly<Record<string, Part>>;
  required?: readonly string[];
  additionalProperties?: unknown;
}

/** Text that fits the patterns the form schemas use, tried in order. */
const TEXTS = ['a', 'abc', 'a: b', 'a'.repeat(64)];

/** A value `part` accepts, built from its keywords (the required fields of an object, the least of the rest). */
function sample(part: Part, path: string): unknown {
  if (part.enum) return part.enum[0];
  const type = Array.isArray(part.type) ? part.type[0] : part.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (part.required ?? []).map((key) => [key, sample(part.properties?.[key] ?? {}, `${path}.${key}`)]),
      );
    case 'array':
      return Array.from({ length: part.minItems ?? 0 }, () => sample(part.items ?? {}, `${path}[]`));
    case 'integer':
    case 'number':
      return Math.max(part.minimum ?? 0, Math.min(part.maximum ?? 0, 0));
    case 'boolean':
      return false;
    case 'string': {
      if (part.format === 'date-time') return '2030-01-01T10:00:00Z';
      const fits = (text: string) =>
        text.length >= (part.minLength ?? 0) &&
        text.length <= (part.maxLength ?? Infinity) &&
        (part.pattern === undefined || new RegExp(part.pattern, 'u').test(text));
      const text = TEXTS.find(fits);
      if (text === undefined) throw new Error(`${path}: add a text that fits ${part.pattern} to TEXTS`);
      return text;
    }
    default:
      throw new Error(`${path}: no sample of type ${String(type)}`);
  }
}

/** The first string field of an object schema with a length limit, if any. */
function limitedText(part: Part): [string, number] | undefined {
  for (const [key, field] of Object.entries(part.properties ?? {})) {
    if (field.type === 'string' && field.maxLength !== undefined && !field.enum && !field.format)
      return [key, field.maxLength];
  }
  return undefined;
}

const NAMES = Object.keys(FORM_SCHEMAS) as FormSchemaName[];

describe('the precompiled form validators', () => {
  it('are one file per form schema, found by its $id, each holding only its own', async () => {
    expect(Object.keys(FORM_VALIDATORS).sort()).toEqual([...NAMES].sort());
    for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
      expect(schema.$id).toBe(name);
      const module = await FORM_VALIDATORS[name as FormSchemaName]();
      expect(Object.keys(module)).toEqual([name]);
      expect(() => createPrecompiledValidator(module, rjsf(schema))).not.toThrow();
    }
  });

  it.each(NAMES)('%s: accepts valid data and refuses invalid data', async (name) => {
    const { schema, accepts } = await validatorOf(name);
    const part = schema as Part;
    const valid = sample(part, name) as Record<string, unknown>;
    expect(accepts(valid)).toBe(true);
    // Not an object at all.
    expect(accepts('text')).toBe(false);
    // A required field missing.
    const [required] = part.required ?? [];
    expect(required).toBeDefined();
    const { [required]: _missing, ...without } = valid;
    expect(accepts(without)).toBe(false);
    // A field the schema does not have (every form schema names all of its fields).
    expect(part.additionalProperties).toBe(false);
    expect(accepts({ ...valid, notAField: 1 })).toBe(false);
    // A text one character over its limit.
    const limited = limitedText(part);
    if (limited) {
      const [key, max] = limited;
      expect(accepts({ ...valid, [key]: 'a'.repeat(max + 1) })).toBe(false);
    }
  });

  it("apply the contract's lengths (counted in characters) and formats", async () => {
    const { accepts } = await validatorOf('AdminRecordInput_events');
    const event = { nickname: 'Launch', startdate: '2030-01-01T10:00:00Z', enddate: '2030-01-01T12:00:00Z' };
    expect(accepts({ ...event, published: true })).toBe(true);
    // 100 emoji are 100 characters (200 UTF-16 units): within the 100-character limit.
    expect(accepts({ ...event, nickname: '😀'.repeat(100), published: true })).toBe(true);
    expect(accepts({ ...event, nickname: 'x'.repeat(101), published: true })).toBe(false);
    expect(accepts({ ...event, startdate: 'soon', published: true })).toBe(false);
  });

  it('refuse a blank Heard text or Corrected text, in the words the server uses', async () => {
    const { schema, accepts, validator } = await validatorOf('AdminRecordInput_stringmatches');
    const match = { input: 'the beech', output: 'the beach', score: 0.5, uses: 1 };
    expect(accepts(match)).toBe(true);
    for (const [field, label] of [
      ['input', 'Heard text'],
      ['output', 'Corrected text'],
    ]) {
      const { errors } = validator.validateFormData({ ...match, [field]: ' \t ' }, schema);
      expect(plainErrors(errors, FORM_SCHEMAS.AdminRecordInput_stringmatches).map((e) => e.message)).toEqual([
        `${label} must not be blank.`,
      ]);
    }
  });
});
