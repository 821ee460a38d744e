/**
 * Building-world postal codes (staff-and-agents.md §3 and §9): cell coordinates are stored offset by
 * 2147483647 and shown as `N|S{y}-E|W{x}-{subdistrict}-{building}`.
 */

/** The offset of stored cell coordinates. */
export const CELL_OFFSET = 2147483647;

export interface BuildingAddress {
  cellx: number;
  celly: number;
  subdistrictid: number;
  buildingid: number;
}

const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The cell part of a postal code (`N12-E3`) from stored coordinates, or null when one is missing. */
export function cellCode(cellx: unknown, celly: unknown): string | null {
  if (!isInteger(cellx) || !isInteger(celly)) return null;
  const x = cellx - CELL_OFFSET;
  const y = celly - CELL_OFFSET;
  return `${y < 0 ? 'S' : 'N'}${Math.abs(y)}-${x < 0 ? 'W' : 'E'}${Math.abs(x)}`;
}

/** The postal code of a building record, or null when a coordinate is missing. */
export function buildingPostcode(record: Readonly<Record<string, unknown>>): string | null {
  const { cellx, celly, subdistrictid, buildingid } = record;
  const cell = cellCode(cellx, celly);
  if (!cell || !isInteger(subdistrictid) || !isInteger(buildingid)) return null;
  return `${cell}-${subdistrictid}-${buildingid}`;
}

const POSTCODE = /^([NS])(\d{1,10})-([EW])(\d{1,10})-(\d{1,10})-(\d{1,10})$/i;

/** Parses a postal code such as `N12-E3-4-5` (S and W for negative cells), or returns null. */
export function parsePostcode(text: string): BuildingAddress | null {
  const match = POSTCODE.exec(text.trim());
  if (!match) return null;
  const [, ns, y, ew, x, subdistrict, building] = match;
  const dy = Number(y) * (ns.toUpperCase() === 'S' ? -1 : 1);
  const dx = Number(x) * (ew.toUpperCase() === 'W' ? -1 : 1);
  return {
    cellx: CELL_OFFSET + dx,
    celly: CELL_OFFSET + dy,
    subdistrictid: Number(subdistrict),
    buildingid: Number(building),
  };
}
