/**
 * The live map's public data (staff-and-agents.md §7 "Live map"): `latest.txt`, `{latest}/{postcode}.json`
 * and `maps/{size}/{x}_{y}.jpg`, from the map provider (the map store at MAP_BASE_URL, or generated here).
 */
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { MapResult } from '../../providers/map/index.ts';
import type { HandlerMap } from '../types.ts';

export const MAP_TEXTS = {
  missing: 'There is no map data here.',
  unavailable: 'The map store did not answer. Try again later.',
} as const;

function valueOf<T>(result: MapResult<T>): T {
  if (result.ok) return result.value;
  throw result.reason === 'missing' ? notFound(MAP_TEXTS.missing) : new HttpError(502, MAP_TEXTS.unavailable);
}

export const liveMapHandlers = {
  async getMapLatest(request, reply) {
    const latest = valueOf(await request.server.map.served.latest());
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(latest);
  },

  async getMapDistrict(request, reply) {
    const postcode = request.params.file.replace(/\.json$/, '');
    const district = valueOf(await request.server.map.served.district(request.params.latest, postcode));
    reply.header('cache-control', 'public, max-age=60');
    return district;
  },

  async getMapTile(request, reply) {
    const match = /^(-?\d+)_(-?\d+)\.jpg$/.exec(request.params.tile);
    if (!match) throw notFound(MAP_TEXTS.missing);
    const image = valueOf(
      await request.server.map.served.tile(request.params.size, Number(match[1]), Number(match[2])),
    );
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=60').send(image);
  },
} satisfies HandlerMap;
