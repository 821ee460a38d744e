import { describe, expect, it } from 'vitest';
import { columnSize, layoutRows, overrideOf } from './styleLayout';

const variables = [
  { id: 'a', type: 'text' },
  { id: 'b', type: 'color' },
  { id: 'c', type: 'sound' },
];

describe('styles layout', () => {
  it('gives full rows, halves, thirds and quarters', () => {
    expect([1, 2, 3, 4].map(columnSize)).toEqual([12, 6, 4, 3]);
  });
  it('draws headers and variables in order', () => {
    const rows = layoutRows(variables, [{ header: 'Top' }, { variables: ['a', 'b'] }]);
    expect(rows).toEqual([
      { kind: 'header', text: 'Top' },
      {
        kind: 'cells',
        cells: [
          { kind: 'variable', variable: variables[0] },
          { kind: 'variable', variable: variables[1] },
        ],
      },
    ]);
  });
  it('turns an unknown id or type into an error cell', () => {
    const rows = layoutRows(variables, [{ variables: ['c', 'missing'] }]);
    expect(rows).toEqual([
      {
        kind: 'cells',
        cells: [
          { kind: 'unknown', id: 'c' },
          { kind: 'unknown', id: 'missing' },
        ],
      },
    ]);
  });
  it('finds an override', () => {
    expect(overrideOf([{ id: 'a', value: 'x' }], 'a')).toBe('x');
    expect(overrideOf([], 'a')).toBeUndefined();
  });
});
