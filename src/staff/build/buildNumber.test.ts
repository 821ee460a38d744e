import { describe, expect, it } from 'vitest';
import { parseBuildNumber } from './buildNumber';

describe('parseBuildNumber', () => {
  it('reads whole numbers of 0 or more', () => {
    expect(parseBuildNumber('0')).toBe(0);
    expect(parseBuildNumber(' 1210 ')).toBe(1210);
    expect(parseBuildNumber('2147483647')).toBe(2147483647);
  });

  it('refuses fractions, signs, words, empties and numbers too large', () => {
    for (const text of ['1.5', '-1', '+3', '12a', '', ' ', '1e3', '2147483648']) {
      expect(parseBuildNumber(text)).toBeNull();
    }
  });
});
