import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from './contract.ts';
import {
  describeValidationIssue,
  EMAIL_PATTERN,
  TITLE_PATTERN,
  type ValidationIssue,
} from '../../common/validation-text.ts';
import { createBodyAjv } from '../plugins/validation.ts';

const issue = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown>,
  parentSchema?: Record<string, unknown>,
): ValidationIssue => ({ keyword, instancePath, params, parentSchema });

/** The sentence for the first refusal of `data` by `schema`, as the server's body validator finds it. */
function refusal(schema: object, data: unknown): string {
  const validate = createBodyAjv().compile(schema);
  expect(validate(data)).toBe(false);
  return describeValidationIssue(validate.errors![0], 'body');
}

const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

describe('describeValidationIssue', () => {
  it('names an unknown field', () => {
    expect(
      describeValidationIssue(issue('additionalProperties', '', { additionalProperty: 'foo' }), 'body'),
    ).toBe('Unknown field: foo.');
    expect(
      describeValidationIssue(issue('additionalProperties', '/plan', { additionalProperty: 'x' }), 'body'),
    ).toBe('Unknown field: plan.x.');
  });

  it('names a missing field by its title, else in words', () => {
    expect(refusal(object({ home_url: { type: 'string', title: 'Metaverse URL' } }, ['home_url']), {})).toBe(
      'Metaverse URL is required.',
    );
    expect(describeValidationIssue(issue('required', '', { missingProperty: 'page_token' }), 'body')).toBe(
      'Page token is required.',
    );
    expect(describeValidationIssue(issue('required', '', { missingProperty: 'x-key' }), 'headers')).toBe(
      'The "x-key" header is required.',
    );
    expect(describeValidationIssue(issue('maxLength', '/x-name', { limit: 255 }), 'headers')).toBe(
      'The "x-name" header must be at most 255 characters long.',
    );
  });

  it('states the expected type', () => {
    expect(refusal(object({ nickname: { type: 'string', title: 'Display name' } }), { nickname: 3 })).toBe(
      'Display name must be text.',
    );
    expect(describeValidationIssue(issue('type', '/first', { type: 'integer' }), 'querystring')).toBe(
      'First must be a whole number.',
    );
    expect(describeValidationIssue(issue('type', '', { type: 'object' }), 'body')).toBe(
      'The request body must be a JSON object.',
    );
  });

  it("states a pattern's rule by the contract's words, never the pattern", () => {
    const collection = {
      type: 'string',
      title: 'Collection',
      pattern: '^[a-z_]{1,32}$',
      'x-pattern-text': 'may contain only lowercase letters and underscores',
    };
    expect(refusal(object({ collection }), { collection: 'Users!' })).toBe(
      'Collection may contain only lowercase letters and underscores.',
    );
    expect(describeValidationIssue(issue('pattern', '/sort', { pattern: '^[a-z]+$' }), 'querystring')).toBe(
      'Sort is not written in a form we accept.',
    );
  });

  it('keeps the title and email rules in words', () => {
    expect(describeValidationIssue(issue('pattern', '/nickname', { pattern: TITLE_PATTERN }), 'body')).toBe(
      'Nickname may contain only letters, digits, spaces and apostrophes.',
    );
    expect(describeValidationIssue(issue('pattern', '/email', { pattern: EMAIL_PATTERN }), 'body')).toBe(
      'Email must be a valid email address.',
    );
  });

  it('states length limits', () => {
    const name = { type: 'string', title: 'Name', minLength: 1, maxLength: 100 };
    expect(refusal(object({ name }), { name: 'x'.repeat(101) })).toBe(
      'Name must be at most 100 characters long.',
    );
    expect(refusal(object({ name }), { name: '' })).toBe('Name must not be empty.');
    expect(describeValidationIssue(issue('minLength', '/password', { limit: 8 }), 'body')).toBe(
      'Password must be at least 8 characters long.',
    );
  });

  it('states number limits, as a range when the schema has both ends', () => {
    const day = { type: 'integer', title: 'Day of week', minimum: 0, maximum: 6 };
    expect(refusal(object({ day }), { day: 7 })).toBe('Day of week must be a whole number from 0 to 6.');
    expect(refusal(object({ day }), { day: -1 })).toBe('Day of week must be a whole number from 0 to 6.');
    expect(describeValidationIssue(issue('maximum', '/count', { limit: 1000 }), 'querystring')).toBe(
      'Count must be at most 1000.',
    );
    expect(describeValidationIssue(issue('minimum', '/first', { limit: 0 }), 'querystring')).toBe(
      'First must be at least 0.',
    );
    expect(refusal(object({ price: { type: 'number', exclusiveMinimum: 0 } }), { price: 0 })).toBe(
      'Price must be more than 0.',
    );
    expect(refusal(object({ price: { type: 'number', exclusiveMaximum: 10 } }), { price: 10 })).toBe(
      'Price must be less than 10.',
    );
    expect(refusal(object({ step: { type: 'number', multipleOf: 5 } }), { step: 7 })).toBe(
      'Step must be a multiple of 5.',
    );
  });

  it("lists an enum's values by their labels when the contract has them", () => {
    const plan = {
      type: 'string',
      title: 'Plan',
      enum: ['free', 'premium'],
      'x-enum-labels': ['Free', 'Premium'],
    };
    expect(refusal(object({ plan }), { plan: 'gold' })).toBe('Plan must be one of: Free, Premium.');
    expect(describeValidationIssue(issue('enum', '/order', { allowedValues: [1, -1] }), 'querystring')).toBe(
      'Order must be one of: 1, -1.',
    );
    expect(refusal(object({ kind: { const: 'video' } }), { kind: 'audio' })).toBe('Kind must be video.');
  });

  it('names formats in words', () => {
    const ajv = new Ajv({ allErrors: false, verbose: true });
    addFormats(ajv);
    const validate = ajv.compile(
      object({
        email: { type: 'string', format: 'email' },
        startdate: { type: 'string', title: 'Start date', format: 'date-time' },
      }),
    );
    expect(validate({ email: 'nope' })).toBe(false);
    expect(describeValidationIssue(validate.errors![0], 'body')).toBe('Email must be an email address.');
    expect(validate({ startdate: 'tomorrow' })).toBe(false);
    expect(describeValidationIssue(validate.errors![0], 'body')).toBe('Start date must be a date and time.');
  });

  it('states list limits', () => {
    const tags = {
      type: 'array',
      title: 'Tags',
      items: { type: 'string' },
      minItems: 2,
      maxItems: 3,
      uniqueItems: true,
    };
    expect(refusal(object({ tags }), { tags: ['a'] })).toBe('Tags must have at least 2 items.');
    expect(refusal(object({ tags }), { tags: ['a', 'b', 'c', 'd'] })).toBe('Tags must have at most 3 items.');
    expect(refusal(object({ tags }), { tags: ['a', 'a'] })).toBe('Tags must not list the same item twice.');
    expect(refusal(object({ tags: { type: 'array', minItems: 1 } }), { tags: [] })).toBe(
      'Tags must not be empty.',
    );
  });

  it('explains an empty update and an empty or crowded object', () => {
    expect(describeValidationIssue(issue('minProperties', '', { limit: 1 }), 'body')).toBe(
      'The request must change at least one field.',
    );
    expect(refusal(object({ extra: { type: 'object', minProperties: 1 } }), { extra: {} })).toBe(
      'Extra must not be empty.',
    );
    expect(refusal(object({ extra: { type: 'object', maxProperties: 1 } }), { extra: { a: 1, b: 2 } })).toBe(
      'Extra must have at most 1 entries.',
    );
  });

  it("words any other refusal without the library's text", () => {
    const either = { title: 'Either', not: { type: 'boolean' } };
    expect(refusal(object({ either }), { either: true })).toBe('Either is not in a form we accept.');
  });

  it('matches the patterns the contract declares', () => {
    const document = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as {
      components: { schemas: Record<string, { pattern?: string }> };
    };
    expect(document.components.schemas.Title.pattern).toBe(TITLE_PATTERN);
    expect(document.components.schemas.Email.pattern).toBe(EMAIL_PATTERN);
  });

  it('reads real Ajv errors', () => {
    const ajv = new Ajv({ allErrors: false, verbose: true });
    const validate = ajv.compile({
      type: 'object',
      additionalProperties: false,
      properties: { nickname: { type: 'string', pattern: TITLE_PATTERN } },
    });
    expect(validate({ nickname: 'Bad <b>' })).toBe(false);
    expect(describeValidationIssue(validate.errors![0], 'body')).toBe(
      'Nickname may contain only letters, digits, spaces and apostrophes.',
    );
    expect(validate({ nickname: "Zoë O'Brien 2" })).toBe(true);
    expect(validate({ foo: 1 })).toBe(false);
    expect(describeValidationIssue(validate.errors![0], 'body')).toBe('Unknown field: foo.');
  });
});
