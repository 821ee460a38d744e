import { describe, expect, it } from 'vitest';
import { isHighlightedTitle, isValidTitle } from './title';

describe('title rule (letters, digits, whitespace and apostrophes)', () => {
  it('accepts letters in any script, digits, spaces and apostrophes', () => {
    for (const ok of ['Demo Owner', "O'Brien 2", 'Zoë Ångström', '山田 太郎', "it's  fine"]) {
      expect(isValidTitle(ok), ok).toBe(true);
    }
  });

  it('refuses punctuation, symbols, empty and blank text', () => {
    for (const bad of [
      '',
      '   ',
      'a-b',
      'semi;colon',
      '<script>',
      'dot.',
      'emoji 🙂',
      'under_score',
      '"quoted"',
    ]) {
      expect(isValidTitle(bad), bad).toBe(false);
    }
  });

  it('refuses more than 64 characters', () => {
    expect(isValidTitle('a'.repeat(64))).toBe(true);
    expect(isValidTitle('a'.repeat(65))).toBe(false);
  });

  it('highlights only non-empty invalid text', () => {
    expect(isHighlightedTitle('')).toBe(false);
    expect(isHighlightedTitle('ok')).toBe(false);
    expect(isHighlightedTitle('no!')).toBe(true);
    expect(isHighlightedTitle('  ')).toBe(true);
  });
});
