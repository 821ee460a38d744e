import { describe, expect, it } from 'vitest';
import { FORM_SCHEMAS } from './schemas.gen';
import {
  fromLocalMinute,
  plainErrors,
  toLocalMinute,
  uiSchemaFor,
  WIDGETS,
  type FormSchema,
} from './formSchema';

describe('uiSchemaFor', () => {
  it('labels enums from x-enum-labels and picks the date-time and image widgets', () => {
    const schema: FormSchema = {
      type: 'object',
      properties: {
        state: { type: 'string', enum: ['a', 'b'], 'x-enum-labels': ['Alpha', 'Beta'] },
        starts: { type: 'string', format: 'date-time' },
        iconblob: { type: 'string', 'x-blob': 'image' },
        // Only the contract's keyword makes an image field, not the name.
        bannerblob: { type: 'string' },
        name: { type: 'string' },
      },
    };
    expect(uiSchemaFor(schema, { 'ui:order': ['name', '*'] })).toEqual({
      'ui:order': ['name', '*'],
      state: { 'ui:enumNames': ['Alpha', 'Beta'] },
      starts: { 'ui:widget': WIDGETS.dateTime },
      iconblob: { 'ui:widget': WIDGETS.blob },
    });
  });

  it('ignores labels that do not match the values one to one', () => {
    expect(uiSchemaFor({ type: 'string', enum: ['a', 'b'], 'x-enum-labels': ['A'] })).toEqual({});
  });

  it('reads the generated contract schemas', () => {
    expect(uiSchemaFor(FORM_SCHEMAS.AdminRecordInput_events)).toMatchObject({
      startdate: { 'ui:widget': WIDGETS.dateTime },
      oculussubmission: { 'ui:enumNames': ['Submitted', 'Accepted', 'Refused'] },
      iconblob: { 'ui:widget': WIDGETS.blob },
    });
  });
});

describe('minute-precision dates', () => {
  it('round-trips through the local datetime input to the minute', () => {
    const local = toLocalMinute('2030-01-02T10:15:42.123Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalMinute(local)).toBe('2030-01-02T10:15:00.000Z');
  });

  it('gives empty values for missing or unreadable dates', () => {
    expect(toLocalMinute(undefined)).toBe('');
    expect(toLocalMinute('soon')).toBe('');
    expect(fromLocalMinute('')).toBeUndefined();
  });
});

describe('plainErrors', () => {
  it('words validation errors as the server does, naming the field', () => {
    const [tooLong, missing, notNumber] = plainErrors([
      {
        name: 'maxLength',
        property: '.input',
        params: { limit: 200 },
        message: 'must NOT have more',
        stack: '',
      },
      { name: 'required', property: '.uses', params: { missingProperty: 'uses' }, message: 'x', stack: '' },
      { name: 'type', property: '.score', params: { type: 'number' }, message: 'x', stack: '' },
    ]);
    expect(tooLong.message).toBe('Input must be at most 200 characters long.');
    expect(missing.message).toBe('Uses is required.');
    expect(notNumber.message).toBe('Score must be a number.');
    expect(tooLong.property).toBe('.input');
  });

  it("names the field by the form schema's title and states its rules in the contract's words", () => {
    const schema = {
      type: 'object',
      properties: {
        input: { type: 'string', title: 'Heard text', maxLength: 200 },
        uses: { type: 'integer', title: 'Uses', minimum: 0, maximum: 10 },
        code: {
          type: 'string',
          title: 'Code',
          pattern: '^[a-z]+$',
          'x-pattern-text': 'may contain only lowercase letters',
        },
        state: { type: 'string', title: 'State', enum: ['a', 'b'], 'x-enum-labels': ['Alpha', 'Beta'] },
      },
    };
    const [tooLong, missing, range, pattern, choice] = plainErrors(
      [
        { name: 'maxLength', property: '.input', params: { limit: 200 }, stack: '' },
        { name: 'required', property: '.uses', params: { missingProperty: 'uses' }, stack: '' },
        { name: 'maximum', property: '.uses', params: { limit: 10 }, stack: '' },
        { name: 'pattern', property: '.code', params: { pattern: '^[a-z]+$' }, stack: '' },
        { name: 'enum', property: '.state', params: { allowedValues: ['a', 'b'] }, stack: '' },
      ],
      schema,
    );
    expect(tooLong.message).toBe('Heard text must be at most 200 characters long.');
    expect(missing.message).toBe('Uses is required.');
    expect(range.message).toBe('Uses must be a whole number from 0 to 10.');
    expect(pattern.message).toBe('Code may contain only lowercase letters.');
    expect(choice.message).toBe('State must be one of: Alpha, Beta.');
  });

  it('falls back to the title rjsf found', () => {
    const [missing] = plainErrors([
      {
        name: 'required',
        property: '.uses',
        params: { missingProperty: 'uses' },
        title: 'Times used',
        stack: '',
      },
    ]);
    expect(missing.message).toBe('Times used is required.');
  });
});

describe('the contract schemas of the forms', () => {
  /** Every description below the root, which the form shows under its field. */
  function fieldDescriptions(schema: unknown, atRoot = true): string[] {
    if (Array.isArray(schema)) return schema.flatMap((item) => fieldDescriptions(item, false));
    if (schema === null || typeof schema !== 'object') return [];
    const record = schema as Record<string, unknown>;
    const own = !atRoot && typeof record.description === 'string' ? [record.description] : [];
    return [
      ...own,
      ...Object.entries(record)
        .filter(([key]) => key !== 'description')
        .flatMap(([, value]) => fieldDescriptions(value, false)),
    ];
  }

  it('show staff no code: no operation names, identifiers or backticks in a field help', () => {
    const texts = Object.values(FORM_SCHEMAS).flatMap((schema) => fieldDescriptions(schema));
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      expect(text, text).not.toMatch(/`/);
      // camelCase words are operation and property names (uploadAdminBlob), not English.
      expect(text, text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
    }
  });
});
