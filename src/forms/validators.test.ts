import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { plainErrors } from './formSchema';
import { FORM_SCHEMAS } from './schemas.gen';
import * as FORM_VALIDATORS from './validators.gen';

/** The generated schemas are deeply read-only; rjsf's schema type is not. */
const rjsf = (schema: object): RJSFSchema => schema as RJSFSchema;

describe('the precompiled form validators', () => {
  it('cover every form schema, found by its $id', () => {
    for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
      expect(schema.$id).toBe(name);
      expect(() => createPrecompiledValidator(FORM_VALIDATORS, rjsf(schema))).not.toThrow();
    }
  });

  it("apply the contract's lengths (counted in characters) and formats", () => {
    const schema = rjsf(FORM_SCHEMAS.AdminRecordInput_events);
    const validator = createPrecompiledValidator(FORM_VALIDATORS, schema);
    const event = { nickname: 'Launch', startdate: '2030-01-01T10:00:00Z', enddate: '2030-01-01T12:00:00Z' };
    expect(validator.isValid(schema, { ...event, published: true }, schema)).toBe(true);
    // 100 emoji are 100 characters (200 UTF-16 units): within the 100-character limit.
    expect(validator.isValid(schema, { ...event, nickname: '😀'.repeat(100), published: true }, schema)).toBe(
      true,
    );
    expect(validator.isValid(schema, { ...event, nickname: 'x'.repeat(101), published: true }, schema)).toBe(
      false,
    );
    expect(validator.isValid(schema, { ...event, startdate: 'soon', published: true }, schema)).toBe(false);
  });

  it('refuse a blank Heard text or Corrected text, in the words the server uses', () => {
    const schema = rjsf(FORM_SCHEMAS.AdminRecordInput_stringmatches);
    const validator = createPrecompiledValidator(FORM_VALIDATORS, schema);
    const match = { input: 'the beech', output: 'the beach', score: 0.5, uses: 1 };
    expect(validator.isValid(schema, match, schema)).toBe(true);
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
