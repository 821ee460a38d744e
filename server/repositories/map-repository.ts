/**
 * The local live map's data (migration 019): generated district documents, rendered tiles, and the building
 * world they are generated from (buildings and plots by cell).
 */
import type { Queryable } from '../db/connection.ts';
import type { MapBuilding, MapDistrictDoc } from '../lib/map-geometry.ts';

/** A plot's place in the building world, when it has one. */
export interface PlotAddress {
  id: string;
  cellx: number | null;
  celly: number | null;
  subdistrictid: number | null;
  buildingid: number | null;
}

/** A cell range, inclusive, in stored cell coordinates. */
export interface CellRange {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface MapRepository {
  /** The buildings standing in the cells of the range. */
  buildingsIn(range: CellRange): Promise<MapBuilding[]>;
  /** The stored district of a postcode, or null. */
  district(postcode: string): Promise<MapDistrictDoc | null>;
  /** The stored districts of the cells in the range. */
  districtsIn(range: CellRange): Promise<MapDistrictDoc[]>;
  /** Stores a district's document, counting its version up. */
  saveDistrict(postcode: string, cellx: number, celly: number, doc: MapDistrictDoc): Promise<void>;
  /** When map data last changed (null before any). */
  lastGenerated(): Promise<Date | null>;
  /** A stored tile's JPEG, or null. */
  tile(size: number, x: number, y: number): Promise<Buffer | null>;
  saveTile(size: number, x: number, y: number, image: Buffer): Promise<void>;
  /** Drops the stored tiles of `size` in the tile range (inclusive). */
  dropTiles(size: number, x0: number, x1: number, y0: number, y1: number): Promise<void>;
  /** A plot's building-world address, or null when there is no such plot. */
  plotAddress(id: string): Promise<PlotAddress | null>;
  /** Plots after `afterId` in id order, at most `limit` (the run submits them in pages). */
  plotPage(afterId: string, limit: number): Promise<PlotAddress[]>;
  /** How many plots the building world has. */
  plotCount(): Promise<number>;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

type PlotRow = { id: string; doc: Record<string, unknown> };
const toAddress = (row: PlotRow): PlotAddress => ({
  id: row.id,
  cellx: num(row.doc.cellx),
  celly: num(row.doc.celly),
  subdistrictid: num(row.doc.subdistrictid),
  buildingid: num(row.doc.buildingid),
});

export function createMapRepository(q: Queryable): MapRepository {
  return {
    async buildingsIn({ x0, x1, y0, y1 }) {
      const { rows } = await q.query<{ id: string; doc: Record<string, unknown> }>(
        `SELECT id, doc FROM buildings
          WHERE doc->>'cellx' IS NOT NULL
            AND (doc->>'cellx')::bigint BETWEEN $1 AND $2 AND (doc->>'celly')::bigint BETWEEN $3 AND $4`,
        [x0, x1, y0, y1],
      );
      return rows.flatMap(({ id, doc }) => {
        const [cellx, celly, subdistrictid, buildingid] = [
          doc.cellx,
          doc.celly,
          doc.subdistrictid,
          doc.buildingid,
        ].map(num);
        if (cellx === null || celly === null || subdistrictid === null || buildingid === null) return [];
        const slot = (doc.storefront_slot ?? {}) as { owner?: unknown; destination?: unknown };
        return [
          {
            id,
            name: String(doc.name ?? ''),
            cellx,
            celly,
            subdistrictid,
            buildingid,
            ...(typeof slot.owner === 'string' && slot.owner && { owner: slot.owner }),
            ...(typeof slot.destination === 'string' && slot.destination && { store: slot.destination }),
          },
        ];
      });
    },
    async district(postcode) {
      const { rows } = await q.query<{ doc: MapDistrictDoc }>(
        'SELECT doc FROM map_districts WHERE postcode = $1',
        [postcode],
      );
      return rows[0]?.doc ?? null;
    },
    async districtsIn({ x0, x1, y0, y1 }) {
      const { rows } = await q.query<{ doc: MapDistrictDoc }>(
        'SELECT doc FROM map_districts WHERE cellx BETWEEN $1 AND $2 AND celly BETWEEN $3 AND $4',
        [x0, x1, y0, y1],
      );
      return rows.map((row) => row.doc);
    },
    async saveDistrict(postcode, cellx, celly, doc) {
      await q.query(
        `INSERT INTO map_districts (postcode, cellx, celly, doc) VALUES ($1, $2, $3, $4)
         ON CONFLICT (postcode) DO UPDATE
           SET doc = excluded.doc, version = map_districts.version + 1, generated_at = now()`,
        [postcode, cellx, celly, JSON.stringify(doc)],
      );
    },
    async lastGenerated() {
      const { rows } = await q.query<{ at: Date | null }>(
        'SELECT max(generated_at) AS at FROM map_districts',
      );
      return rows[0]?.at ?? null;
    },
    async tile(size, x, y) {
      const { rows } = await q.query<{ image: Uint8Array }>(
        'SELECT image FROM map_tiles WHERE size = $1 AND x = $2 AND y = $3',
        [size, x, y],
      );
      return rows[0] ? Buffer.from(rows[0].image) : null;
    },
    async saveTile(size, x, y, image) {
      await q.query(
        `INSERT INTO map_tiles (size, x, y, image) VALUES ($1, $2, $3, $4)
         ON CONFLICT (size, x, y) DO UPDATE SET image = excluded.image, generated_at = now()`,
        [size, x, y, image],
      );
    },
    async dropTiles(size, x0, x1, y0, y1) {
      await q.query('DELETE FROM map_tiles WHERE size = $1 AND x BETWEEN $2 AND $3 AND y BETWEEN $4 AND $5', [
        size,
        x0,
        x1,
        y0,
        y1,
      ]);
    },
    async plotAddress(id) {
      const { rows } = await q.query<PlotRow>('SELECT id, doc FROM plots WHERE id = $1', [id]);
      return rows[0] ? toAddress(rows[0]) : null;
    },
    async plotPage(afterId, limit) {
      const { rows } = await q.query<PlotRow>(
        'SELECT id, doc FROM plots WHERE id > $1 ORDER BY id LIMIT $2',
        [afterId, limit],
      );
      return rows.map(toAddress);
    },
    async plotCount() {
      const { rows } = await q.query<{ n: number }>(
        `SELECT n FROM collection_counts WHERE collection = 'plots'`,
      );
      return rows[0]?.n ?? 0;
    },
  };
}
