import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs';

describe('paragraphs', () => {
  it('splits at blank lines, keeps inner line breaks, drops empty ones', () => {
    expect(paragraphs('Title\r\n\r\nFirst line\nsecond line\n \n\n\nLast  ')).toEqual([
      'Title',
      'First line\nsecond line',
      'Last',
    ]);
    expect(paragraphs('\n\n')).toEqual([]);
  });
});
