import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from './contract.ts';
import {
  describeValidationIssue,
  EMAIL_PATTERN,
  TITLE_PATTERN,
  type ValidationIssue,
} from '../../common/validation-text.ts';

const issue = (keyword: string, instancePath: string, params: Record<string, unknown>): ValidationIssue => ({
  keyword,
  instancePath,
  params,
});

describe('describeValidationIssue', () => {
  it('names an unknown field', () => {
    expect(
      describeValidationIssue(issue('additionalProperties', '', { additionalProperty: 'foo' }), 'body'),
    ).toBe('Unknown field "foo"');
    expect(
      describeValidationIssue(issue('additionalProperties', '/plan', { additionalProperty: 'x' }), 'body'),
    ).toBe('Unknown field "plan.x"');
  });

  it('names a missing field', () => {
    expect(describeValidationIssue(issue('required', '', { missingProperty: 'email' }), 'body')).toBe(
      '"email" is required',
    );
  });

  it('states the expected type', () => {
    expect(describeValidationIssue(issue('type', '/nickname', { type: 'string' }), 'body')).toBe(
      '"nickname" must be text',
    );
    expect(describeValidationIssue(issue('type', '/first', { type: 'integer' }), 'querystring')).toBe(
      '"first" must be a whole number',
    );
    expect(describeValidationIssue(issue('type', '', { type: 'object' }), 'body')).toBe(
      'The request body must be a JSON object',
    );
  });

  it('states the title rule in words', () => {
    expect(describeValidationIssue(issue('pattern', '/nickname', { pattern: TITLE_PATTERN }), 'body')).toBe(
      'Nickname may contain only letters, digits, spaces and apostrophes',
    );
  });

  it('states the email rule in words and other patterns literally', () => {
    expect(describeValidationIssue(issue('pattern', '/email', { pattern: EMAIL_PATTERN }), 'body')).toBe(
      '"email" must be a valid email address',
    );
    expect(describeValidationIssue(issue('pattern', '/sort', { pattern: '^[a-z]+$' }), 'querystring')).toBe(
      '"sort" must match the pattern ^[a-z]+$',
    );
  });

  it('states length, range and enum limits', () => {
    expect(describeValidationIssue(issue('minLength', '/password', { limit: 8 }), 'body')).toBe(
      '"password" must be at least 8 characters long',
    );
    expect(describeValidationIssue(issue('minLength', '/nickname', { limit: 1 }), 'body')).toBe(
      '"nickname" must not be empty',
    );
    expect(describeValidationIssue(issue('maxLength', '/nickname', { limit: 64 }), 'body')).toBe(
      '"nickname" must be at most 64 characters long',
    );
    expect(describeValidationIssue(issue('maximum', '/count', { limit: 1000 }), 'querystring')).toBe(
      '"count" must be at most 1000',
    );
    expect(describeValidationIssue(issue('minimum', '/first', { limit: 0 }), 'querystring')).toBe(
      '"first" must be at least 0',
    );
    expect(describeValidationIssue(issue('enum', '/order', { allowedValues: [1, -1] }), 'querystring')).toBe(
      '"order" must be one of: 1, -1',
    );
  });

  it('explains an empty update', () => {
    expect(describeValidationIssue(issue('minProperties', '', { limit: 1 }), 'body')).toBe(
      'The request must change at least one field',
    );
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
      'Nickname may contain only letters, digits, spaces and apostrophes',
    );
    expect(validate({ nickname: "Zoë O'Brien 2" })).toBe(true);
    expect(validate({ foo: 1 })).toBe(false);
    expect(describeValidationIssue(validate.errors![0], 'body')).toBe('Unknown field "foo"');
  });
});
