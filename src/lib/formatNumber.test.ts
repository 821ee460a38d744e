import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('separates thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234)).toBe('-1,234');
  });

  it('keeps at most three decimals', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0.12345)).toBe('0.123');
  });

  it('writes every number as the British locale does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), (value) => {
        // Negative zero is written "0", not "-0".
        expect(formatNumber(value)).toBe(Object.is(value, -0) ? '0' : value.toLocaleString('en-GB'));
      }),
      { numRuns: 2000 },
    );
  });
});
