import { describe, expect, it } from 'vitest';
import { CELL_OFFSET } from '../../common/postcode.ts';
import { DemoWalkers } from './demo-walkers.ts';
import { districtMap, tileSvg } from './map-geometry.ts';

const cell = { cellx: CELL_OFFSET - 2, celly: CELL_OFFSET + 1 };
const building = { id: 'b1', name: 'Tall Tower', ...cell, subdistrictid: 3, buildingid: 24, owner: 'u1' };

describe('map geometry', () => {
  it('generates a district with four subdistricts and its buildings inside them', () => {
    const doc = districtMap(cell.cellx, cell.celly, [building, { ...building, id: 'elsewhere', cellx: 5 }]);
    expect(doc.district.code).toBe('N1-W2');
    expect(doc.district.boundingpoly).toEqual([
      [-600, 300],
      [-300, 300],
      [-300, 600],
      [-600, 600],
    ]);
    expect(doc.subdistricts.map((s) => s.code)).toEqual(['N1-W2-0', 'N1-W2-1', 'N1-W2-2', 'N1-W2-3']);
    expect(doc.buildings).toHaveLength(1);
    expect(doc.buildings[0]).toMatchObject({ code: 'N1-W2-3-24', id: 'b1', name: 'Tall Tower', owner: 'u1' });
    // The building's footprint lies in its subdistrict, the north-east one.
    const curb = doc.subdistricts[3].curbpoly;
    const within = (v: number, axis: 0 | 1) =>
      v > Math.min(...curb.map((p) => p[axis])) && v < Math.max(...curb.map((p) => p[axis]));
    expect(doc.buildings[0].boundingpoly.every(([x, y]) => within(x, 0) && within(y, 1))).toBe(true);
    expect(curb[0]).toEqual([-450 + 8, 450 + 8]);
  });

  it('draws a tile from the districts over it, in tile pixels', () => {
    const doc = districtMap(cell.cellx, cell.celly, [building]);
    // Tile 250 at column -3, row -3 covers x -750..-500 and screen y -750..-500 (north 500..750).
    const svg = tileSvg(250, -3, -3, [doc]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512">/);
    expect(svg.match(/<polygon /g)).toHaveLength(1 + 4 + 1);
  });
});

describe('demo walkers', () => {
  it('walk the streets of the given districts a few units per step, the same way every time', () => {
    const walk = () => {
      const walkers = new DemoWalkers([cell], 3);
      return [walkers.step(), walkers.step()];
    };
    const [first, second] = walk();
    expect(first.map((p) => p.ac)).toEqual(['demo-walker-1', 'demo-walker-2', 'demo-walker-3']);
    for (let i = 0; i < 3; i++) {
      expect(Math.hypot(second[i].x - first[i].x, second[i].z - first[i].z)).toBeLessThanOrEqual(6.0001);
    }
    expect(walk()).toEqual([first, second]);
    expect(new DemoWalkers([], 3).step()).toEqual([]);
  });
});
