/** Where the live map's data comes from (staff-and-agents.md §7 "Live map"). */
import type { MapDistrictDoc } from '../../lib/map-geometry.ts';

export type MapResult<T> = { ok: true; value: T } | { ok: false; reason: 'missing' | 'unavailable' };

export interface MapProvider {
  /** `local` (generated from the building world here) or `remote` (the map store at MAP_BASE_URL). */
  kind: 'local' | 'remote';
  /** The current release name (`latest.txt`). */
  latest(): Promise<MapResult<string>>;
  /** One district's map data (`{latest}/{postcode}.json`). */
  district(latest: string, postcode: string): Promise<MapResult<MapDistrictDoc>>;
  /** One JPEG tile (`maps/{size}/{x}_{y}.jpg`). */
  tile(size: number, x: number, y: number): Promise<MapResult<Buffer>>;
}
