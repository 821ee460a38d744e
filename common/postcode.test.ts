import { describe, expect, it } from 'vitest';
import { CELL_OFFSET, buildingPostcode, cellCode, parsePostcode } from './postcode';

describe('buildingPostcode', () => {
  it('shows north/east for cells at or above the offset', () => {
    expect(
      buildingPostcode({ cellx: CELL_OFFSET + 3, celly: CELL_OFFSET + 12, subdistrictid: 4, buildingid: 5 }),
    ).toBe('N12-E3-4-5');
    expect(
      buildingPostcode({ cellx: CELL_OFFSET, celly: CELL_OFFSET, subdistrictid: 0, buildingid: 0 }),
    ).toBe('N0-E0-0-0');
  });

  it('shows south/west for cells below the offset', () => {
    expect(
      buildingPostcode({ cellx: CELL_OFFSET - 7, celly: CELL_OFFSET - 2, subdistrictid: 1, buildingid: 9 }),
    ).toBe('S2-W7-1-9');
  });

  it('returns null when a field is missing or not an integer', () => {
    expect(buildingPostcode({ cellx: CELL_OFFSET, celly: CELL_OFFSET, subdistrictid: 1 })).toBeNull();
    expect(buildingPostcode({ cellx: '1', celly: CELL_OFFSET, subdistrictid: 1, buildingid: 1 })).toBeNull();
  });
});

describe('parsePostcode', () => {
  it('parses the N{n}-E{n}-{n}-{n} form into stored coordinates', () => {
    expect(parsePostcode('N12-E3-4-5')).toEqual({
      cellx: 2147483650,
      celly: 2147483659,
      subdistrictid: 4,
      buildingid: 5,
    });
  });

  it('accepts S and W, lower case and surrounding spaces', () => {
    expect(parsePostcode(' s2-w7-1-9 ')).toEqual({
      cellx: CELL_OFFSET - 7,
      celly: CELL_OFFSET - 2,
      subdistrictid: 1,
      buildingid: 9,
    });
  });

  it('round-trips with buildingPostcode', () => {
    for (const code of ['N0-E0-0-0', 'S15-E2-3-4', 'N1-W100-20-30']) {
      const parsed = parsePostcode(code);
      expect(parsed).not.toBeNull();
      expect(buildingPostcode({ ...parsed })).toBe(code);
    }
  });

  it('refuses anything else', () => {
    for (const bad of ['N12-E3-4', 'X1-E1-1-1', 'N1-E1-1-1-1', 'N-1-E1-1-1', 'hello', '']) {
      expect(parsePostcode(bad), bad).toBeNull();
    }
  });
});

describe('cellCode', () => {
  it('names a cell without a building, and nothing when a coordinate is missing', () => {
    expect(cellCode(CELL_OFFSET - 3, CELL_OFFSET + 9)).toBe('N9-W3');
    expect(cellCode(CELL_OFFSET, CELL_OFFSET - 1)).toBe('S1-E0');
    expect(cellCode(undefined, CELL_OFFSET)).toBeNull();
  });
});
