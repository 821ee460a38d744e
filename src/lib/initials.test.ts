import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Demo Owner')).toBe('DO');
    expect(initials('zoë van der berg')).toBe('ZB');
    expect(initials("Jo O'Neil 2")).toBe('J2');
  });

  it('takes one letter from a single word', () => {
    expect(initials('bob')).toBe('B');
    expect(initials('  Émile  ')).toBe('É');
  });

  it('skips punctuation and symbols, and is empty without letters or digits', () => {
    expect(initials('(Ann) & [Ben]')).toBe('AB');
    expect(initials('')).toBe('');
    expect(initials(' - ! ')).toBe('');
  });
});
