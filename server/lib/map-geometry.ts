/**
 * The local map's geometry, generated from the building world (staff-and-agents.md §3 Map district): a
 * district is one cell, split into four subdistricts (2 x 2, with streets between them), each holding a 5 x 5
 * grid of building lots numbered west to east, south to north. A building record's subdistrict and building
 * numbers place it. Pure: records in, map data and SVG out.
 */
import { cellBounds, districtPostcode, DISTRICT_SIZE, TILE_PIXELS } from '../../common/map.ts';
import { buildingPostcode } from '../../common/postcode.ts';

export type Point = [number, number];
export type Polygon = Point[];

export interface MapDistrictDoc {
  district: { boundingpoly: Polygon; code: string };
  subdistricts: { curbpoly: Polygon; outerpoly: Polygon; code: string }[];
  buildings: {
    boundingpoly: Polygon;
    code: string;
    id: string;
    name: string;
    owner?: string;
    store?: string;
  }[];
}

/** What a building record gives the map. */
export interface MapBuilding {
  id: string;
  name: string;
  cellx: number;
  celly: number;
  subdistrictid: number;
  buildingid: number;
  /** Who holds the building's store, and where its door leads, when it has one. */
  owner?: string;
  store?: string;
}

const HALF = DISTRICT_SIZE / 2;
/** Half a street's width between subdistricts, and the pavement inside the curb. */
const STREET = 8;
const PAVEMENT = 4;
const LOTS = 5;

const rect = (west: number, south: number, east: number, north: number): Polygon => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
];

function subdistrictBounds(cellx: number, celly: number, subdistrict: number) {
  const { west, south } = cellBounds(cellx, celly);
  const w = west + (subdistrict % 2) * HALF;
  const s = south + Math.floor(subdistrict / 2) * HALF;
  return { west: w, south: s, east: w + HALF, north: s + HALF };
}

/** The footprint of building `building` (0–24) of subdistrict `subdistrict` (0–3) in a cell. */
export function buildingFootprint(
  cellx: number,
  celly: number,
  subdistrict: number,
  building: number,
): Polygon {
  const b = subdistrictBounds(cellx, celly, subdistrict % 4);
  const inner = { west: b.west + STREET + PAVEMENT, south: b.south + STREET + PAVEMENT };
  const lot = (HALF - 2 * (STREET + PAVEMENT)) / LOTS;
  const col = building % LOTS;
  const row = Math.floor(building / LOTS) % LOTS;
  const w = inner.west + col * lot;
  const s = inner.south + row * lot;
  return rect(w + 2, s + 2, w + lot - 2, s + lot - 2);
}

/** The map data of the district at a cell, with its buildings (records outside the cell are ignored). */
export function districtMap(cellx: number, celly: number, buildings: readonly MapBuilding[]): MapDistrictDoc {
  const code = districtPostcode(cellx, celly);
  const { west, south, east, north } = cellBounds(cellx, celly);
  const subdistricts = [0, 1, 2, 3].map((s) => {
    const b = subdistrictBounds(cellx, celly, s);
    return {
      curbpoly: rect(b.west + STREET, b.south + STREET, b.east - STREET, b.north - STREET),
      outerpoly: rect(
        b.west + STREET + PAVEMENT,
        b.south + STREET + PAVEMENT,
        b.east - STREET - PAVEMENT,
        b.north - STREET - PAVEMENT,
      ),
      code: `${code}-${s}`,
    };
  });
  const inCell = buildings
    .filter((b) => b.cellx === cellx && b.celly === celly && b.subdistrictid >= 0 && b.subdistrictid < 4)
    .sort((a, b) => a.subdistrictid - b.subdistrictid || a.buildingid - b.buildingid);
  return {
    district: { boundingpoly: rect(west, south, east, north), code },
    subdistricts,
    buildings: inCell.map((b) => ({
      boundingpoly: buildingFootprint(cellx, celly, b.subdistrictid, b.buildingid),
      code:
        buildingPostcode(b as unknown as Record<string, unknown>) ??
        `${code}-${b.subdistrictid}-${b.buildingid}`,
      id: b.id,
      name: b.name,
      ...(b.owner && { owner: b.owner }),
      ...(b.store && { store: b.store }),
    })),
  };
}

const COLOURS = {
  ground: '#d7dccf',
  street: '#9aa39a',
  block: '#eef0e8',
  building: '#7a8fa8',
  edge: '#5a6a7d',
};

/**
 * The SVG of tile (`x`, `y`) of `size` world units, drawn from the districts over it: streets, blocks and
 * buildings. `districts` may hold more than the tile needs; what lies outside is cut off.
 */
export function tileSvg(size: number, x: number, y: number, districts: readonly MapDistrictDoc[]): string {
  const scale = TILE_PIXELS / size;
  const left = x * size;
  const top = y * size;
  // World (east, north) to tile pixels; the screen's y runs south.
  const px = (p: Point) => `${((p[0] - left) * scale).toFixed(1)},${((-p[1] - top) * scale).toFixed(1)}`;
  const poly = (points: Polygon, fill: string, stroke?: string) =>
    `<polygon points="${points.map(px).join(' ')}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1"` : ''}/>`;
  const parts: string[] = [];
  for (const d of districts) {
    parts.push(poly(d.district.boundingpoly, COLOURS.street));
    for (const s of d.subdistricts) parts.push(poly(s.curbpoly, COLOURS.block));
    for (const b of d.buildings)
      parts.push(poly(b.boundingpoly, COLOURS.building, scale > 0.2 ? COLOURS.edge : undefined));
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_PIXELS}" height="${TILE_PIXELS}">` +
    `<rect width="100%" height="100%" fill="${COLOURS.ground}"/>${parts.join('')}</svg>`
  );
}
