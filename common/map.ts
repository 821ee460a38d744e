/**
 * The live map's geometry rules (staff-and-agents.md §9 "Map" and the cell rules): a district is one building-world
 * cell of 300 world units; world x runs east and y north from the cell origin (stored cells are offset by
 * 2147483647); tiles of `size` world units are named by column and row of the map's screen space, where the
 * screen's y runs south (screen y = -world y).
 */
import { CELL_OFFSET } from './postcode.ts';

/** World units across a district (one cell). */
export const DISTRICT_SIZE = 300;
/** The smallest tile, in world units; sizes double from here while under `TILE_SIZE_LIMIT`. */
export const TILE_SIZE_FIRST = 250;
export const TILE_SIZE_LIMIT = 32_000;
/** Pixels across one rendered tile. */
export const TILE_PIXELS = 512;
/** Every tile size, smallest first. */
export const TILE_SIZES: readonly number[] = (() => {
  const sizes: number[] = [];
  for (let size = TILE_SIZE_FIRST; size < TILE_SIZE_LIMIT; size *= 2) sizes.push(size);
  return sizes;
})();
/** The least zoom at which districts load and draw. */
export const DISTRICT_MIN_ZOOM = 0.5;
/** A press shorter than this is a click; longer is a drag. */
export const CLICK_MAX_MS = 250;
/** Zoom change per wheel delta unit. */
export const WHEEL_ZOOM_FACTOR = 0.001;
/** District data loads at most this many at once. */
export const DISTRICT_LOADERS = 10;

/** The postal code of the district in stored cell coordinates, such as `N2-W3`. */
export function districtPostcode(cellx: number, celly: number): string {
  const x = cellx - CELL_OFFSET;
  const y = celly - CELL_OFFSET;
  return `${y < 0 ? 'S' : 'N'}${Math.abs(y)}-${x < 0 ? 'W' : 'E'}${Math.abs(x)}`;
}

const DISTRICT_CODE = /^([NS])(\d{1,10})-([EW])(\d{1,10})$/;

/** The stored cell of a district postcode, or null. */
export function parseDistrictPostcode(code: string): { cellx: number; celly: number } | null {
  const match = DISTRICT_CODE.exec(code);
  if (!match) return null;
  const y = Number(match[2]) * (match[1] === 'S' ? -1 : 1);
  const x = Number(match[4]) * (match[3] === 'W' ? -1 : 1);
  if (Math.abs(x) > CELL_OFFSET || Math.abs(y) > CELL_OFFSET) return null;
  return { cellx: CELL_OFFSET + x, celly: CELL_OFFSET + y };
}

/** The world rectangle of a stored cell: west, south, east and north edges. */
export function cellBounds(cellx: number, celly: number) {
  const west = (cellx - CELL_OFFSET) * DISTRICT_SIZE;
  const south = (celly - CELL_OFFSET) * DISTRICT_SIZE;
  return { west, south, east: west + DISTRICT_SIZE, north: south + DISTRICT_SIZE };
}

/** The stored cells whose districts overlap a screen-space rectangle (screen y = -world y). */
export function cellsInView(left: number, top: number, right: number, bottom: number) {
  const cells: { cellx: number; celly: number }[] = [];
  const x0 = Math.floor(left / DISTRICT_SIZE);
  const x1 = Math.floor(right / DISTRICT_SIZE);
  const y0 = Math.floor(-bottom / DISTRICT_SIZE);
  const y1 = Math.floor(-top / DISTRICT_SIZE);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) cells.push({ cellx: CELL_OFFSET + x, celly: CELL_OFFSET + y });
  }
  return cells;
}

/**
 * The tile size for a view `visibleWidth` world units wide: start at 250 and double while below the visible
 * width and under 32,000.
 */
export function tileSizeFor(visibleWidth: number): number {
  let size = TILE_SIZE_FIRST;
  while (size < visibleWidth && size * 2 < TILE_SIZE_LIMIT) size *= 2;
  return size;
}

/** The tiles of `size` covering a screen-space rectangle, as column and row. */
export function tilesInView(size: number, left: number, top: number, right: number, bottom: number) {
  const tiles: { x: number; y: number }[] = [];
  for (let y = Math.floor(top / size); y <= Math.floor(bottom / size); y++) {
    for (let x = Math.floor(left / size); x <= Math.floor(right / size); x++) tiles.push({ x, y });
  }
  return tiles;
}
