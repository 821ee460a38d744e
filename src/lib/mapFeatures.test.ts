import { describe, expect, it } from 'vitest';
import {
  childrenOf,
  featuresAt,
  nextSelection,
  parentOf,
  pointInPolygon,
  type DistrictData,
} from './mapFeatures';

const square = (w: number, s: number, e: number, n: number) => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
];

const district: DistrictData = {
  district: { boundingpoly: square(0, 0, 300, 300), code: 'N0-E0' },
  subdistricts: [
    { curbpoly: square(8, 8, 142, 142), code: 'N0-E0-0' },
    { curbpoly: square(158, 8, 292, 142), code: 'N0-E0-1' },
  ],
  buildings: [{ boundingpoly: square(20, 20, 40, 40), code: 'N0-E0-0-0', id: 'b1', name: 'Tower' }],
};

describe('map features', () => {
  it('finds a point inside a polygon', () => {
    expect(pointInPolygon(10, 10, square(0, 0, 20, 20))).toBe(true);
    expect(pointInPolygon(30, 10, square(0, 0, 20, 20))).toBe(false);
  });

  it('lists the nested features at a point, outermost first', () => {
    expect(featuresAt([district], 30, 30).map((f) => f.code)).toEqual(['N0-E0', 'N0-E0-0', 'N0-E0-0-0']);
    expect(featuresAt([district], 150, 150).map((f) => f.code)).toEqual(['N0-E0']);
    expect(featuresAt([district], -5, 30)).toEqual([]);
  });

  it('steps down district, subdistrict, building on repeated clicks, then starts over', () => {
    const hits = featuresAt([district], 30, 30);
    let selected = nextSelection(null, hits);
    expect(selected?.kind).toBe('district');
    selected = nextSelection(selected, hits);
    expect(selected?.kind).toBe('subdistrict');
    selected = nextSelection(selected, hits);
    expect(selected).toMatchObject({ kind: 'building', id: 'b1', name: 'Tower' });
    expect(nextSelection(selected, hits)?.kind).toBe('district');
    // A click elsewhere selects the district there; a click on nothing clears.
    expect(nextSelection(selected, featuresAt([district], 200, 30))?.kind).toBe('district');
    expect(nextSelection(selected, [])).toBeNull();
  });

  it('names the features one level down and up', () => {
    const [d, sub, building] = featuresAt([district], 30, 30);
    expect(childrenOf([district], d).map((f) => f.code)).toEqual(['N0-E0-0', 'N0-E0-1']);
    expect(childrenOf([district], sub).map((f) => f.code)).toEqual(['N0-E0-0-0']);
    expect(parentOf([district], building)?.code).toBe('N0-E0-0');
    expect(parentOf([district], sub)?.code).toBe('N0-E0');
    expect(parentOf([district], d)).toBeNull();
  });
});
