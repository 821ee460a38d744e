import { describe, expect, it } from 'vitest';
import { moveItem } from './order';

describe('moveItem', () => {
  it('swaps with the neighbour above or below', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the first item in place when moved up and the last when moved down', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('returns a new array', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 0, 1)).not.toBe(items);
    expect(items).toEqual(['a', 'b']);
  });
});
