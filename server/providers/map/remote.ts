/**
 * The published map store at MAP_BASE_URL (the platform's public blob store): `latest.txt`,
 * `{latest}/{postcode}.json` and `maps/{size}/{x}_{y}.jpg`, fetched by the server so the console reads one
 * origin. A missing file is `missing`; anything else that goes wrong is `unavailable`.
 */
import type { MapDistrictDoc } from '../../lib/map-geometry.ts';
import type { MapProvider, MapResult } from './types.ts';

const TIMEOUT_MS = 10_000;
/** The largest file taken from the store. */
const MAX_BYTES = 8 * 1024 * 1024;

async function get(base: string, path: string): Promise<MapResult<Buffer>> {
  try {
    const response = await fetch(new URL(path, base.endsWith('/') ? base : `${base}/`), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    if (response.status === 404 || response.status === 403) return { ok: false, reason: 'missing' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > MAX_BYTES) return { ok: false, reason: 'unavailable' };
    return { ok: true, value: body };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

export function createRemoteMap(baseUrl: string): MapProvider {
  return {
    kind: 'remote',
    async latest() {
      const result = await get(baseUrl, 'latest.txt');
      if (!result.ok) return result;
      const name = result.value.toString('utf8').trim();
      return /^[A-Za-z0-9._-]{1,64}$/.test(name)
        ? { ok: true, value: name }
        : { ok: false, reason: 'unavailable' };
    },
    async district(latest, postcode) {
      const result = await get(baseUrl, `${latest}/${postcode}.json`);
      if (!result.ok) return result;
      try {
        const doc = JSON.parse(result.value.toString('utf8')) as Partial<MapDistrictDoc> | null;
        if (!doc || typeof doc !== 'object' || !doc.district) return { ok: false, reason: 'unavailable' };
        return {
          ok: true,
          value: {
            district: doc.district,
            subdistricts: doc.subdistricts ?? [],
            buildings: doc.buildings ?? [],
          },
        };
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
    },
    tile: (size, x, y) => get(baseUrl, `maps/${size}/${x}_${y}.jpg`),
  };
}
