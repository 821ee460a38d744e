/**
 * The local map: district data generated from the building world in the database and tiles rendered with
 * sharp in the work pool. A district with buildings is stored when first generated and again by every
 * regeneration job; a
 * tile with something on it is stored when first rendered, and a regenerated district drops the tiles over
 * it (the finest are rendered again at once). Empty land is generated on request and never stored, so
 * requests for far-away places cannot fill the database.
 */
import {
  cellBounds,
  districtPostcode,
  DISTRICT_SIZE,
  parseDistrictPostcode,
  TILE_SIZES,
} from '../../../common/map.ts';
import { CELL_OFFSET } from '../../../common/postcode.ts';
import { districtMap, type MapDistrictDoc } from '../../lib/map-geometry.ts';
import { asBuffer, runTask } from '../../workers/pool.ts';
import type { MapRepository } from '../../repositories/map-repository.ts';
import type { MapProvider } from './types.ts';

/** The tile range of `size` over a stored cell (screen y = -world y). */
function tilesOverCell(size: number, cellx: number, celly: number) {
  const { west, south, east, north } = cellBounds(cellx, celly);
  return {
    x0: Math.floor(west / size),
    x1: Math.floor((east - 1) / size),
    y0: Math.floor(-north / size),
    y1: Math.floor((-south - 1) / size),
  };
}

export interface LocalMap extends MapProvider {
  /** Generates a district's data again and its tiles; returns the district's postcode. */
  regenerateDistrict(cellx: number, celly: number): Promise<string>;
}

export function createLocalMap(map: MapRepository): LocalMap {
  const generate = async (cellx: number, celly: number): Promise<MapDistrictDoc> =>
    districtMap(cellx, celly, await map.buildingsIn({ x0: cellx, x1: cellx, y0: celly, y1: celly }));

  /** A tile: drawn in the work pool's request lane when someone waits for it, else in its job lane. */
  const render = async (size: number, x: number, y: number, lane: 'requests' | 'jobs') => {
    // The cells under the tile (screen y = -world y).
    const range = {
      x0: CELL_OFFSET + Math.floor((x * size) / DISTRICT_SIZE),
      x1: CELL_OFFSET + Math.floor(((x + 1) * size - 1) / DISTRICT_SIZE),
      y0: CELL_OFFSET + Math.floor((-(y + 1) * size) / DISTRICT_SIZE),
      y1: CELL_OFFSET + Math.floor((-y * size - 1) / DISTRICT_SIZE),
    };
    const buildings = await map.buildingsIn(range);
    // Drawn in the work pool: a tile is a few hundred milliseconds of pixels.
    const { image, empty } = await runTask('renderTile', { size, x, y, buildings }, { lane });
    return { image: asBuffer(image), empty };
  };

  return {
    kind: 'local',
    async latest() {
      const at = await map.lastGenerated();
      return { ok: true, value: `local-${at ? Math.floor(at.getTime() / 1000) : 0}` };
    },
    async district(_latest, postcode) {
      const cell = parseDistrictPostcode(postcode);
      if (!cell) return { ok: false, reason: 'missing' };
      const stored = await map.district(postcode);
      if (stored) return { ok: true, value: stored };
      const doc = await generate(cell.cellx, cell.celly);
      if (doc.buildings.length > 0) await map.saveDistrict(postcode, cell.cellx, cell.celly, doc);
      return { ok: true, value: doc };
    },
    async tile(size, x, y) {
      const stored = await map.tile(size, x, y);
      if (stored) return { ok: true, value: stored };
      const { image, empty } = await render(size, x, y, 'requests');
      if (!empty) await map.saveTile(size, x, y, image);
      return { ok: true, value: image };
    },
    async regenerateDistrict(cellx, celly) {
      const postcode = districtPostcode(cellx, celly);
      await map.saveDistrict(postcode, cellx, celly, await generate(cellx, celly));
      for (const size of TILE_SIZES) {
        const r = tilesOverCell(size, cellx, celly);
        await map.dropTiles(size, r.x0, r.x1, r.y0, r.y1);
      }
      // The finest tiles are rendered now (kept when they show something); the coarser ones when next asked for.
      const size = TILE_SIZES[0];
      const r = tilesOverCell(size, cellx, celly);
      for (let y = r.y0; y <= r.y1; y++) {
        for (let x = r.x0; x <= r.x1; x++) {
          const { image, empty } = await render(size, x, y, 'jobs');
          if (!empty) await map.saveTile(size, x, y, image);
        }
      }
      return postcode;
    },
  };
}
