/**
 * The fuzz stage's generators, checked against the server's own validators for every operation of the
 * contract: a valid request's body matches its schema, an invalid request says what it broke and its broken
 * part is refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractOperations } from '../../lib/contract.ts';
import { accepts, holdsRefusedText, invalidValue, validValue } from './arbitraries.ts';
import { invalidRequest, validRequest } from './requests.ts';

describe('fuzz generators', () => {
  it('make valid and invalid requests for every operation', { timeout: 120_000 }, () => {
    for (const op of contractOperations()) {
      const valid = fc.sample(validRequest(op, {}), { seed: 1, numRuns: 5 });
      for (const request of valid) {
        expect(request.broke).toBeUndefined();
        if (op.schema.body && request.body !== undefined)
          expect(
            accepts(op.schema.body, request.body),
            `${op.operationId} ${JSON.stringify(request.body)}`,
          ).toBe(true);
      }
      const invalid = invalidRequest(op, {});
      if (invalid)
        for (const request of fc.sample(invalid, { seed: 1, numRuns: 5 })) expect(request.broke).toBeTruthy();
    }
  });

  it('keep valid and invalid values apart', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 5, pattern: '^[a-z]+$' },
        count: { type: 'integer', minimum: 1, maximum: 9 },
      },
    };
    for (const value of fc.sample(validValue(schema), { seed: 2, numRuns: 50 }))
      expect(accepts(schema, value)).toBe(true);
    for (const { value, broke } of fc.sample(invalidValue(schema)!, { seed: 2, numRuns: 50 })) {
      expect(accepts(schema, value) && !holdsRefusedText(value), broke).toBe(false);
    }
  });
});
