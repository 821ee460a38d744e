/** Picks the map provider: the map store at MAP_BASE_URL when configured, otherwise the local map. */
import type { MapRepository } from '../../repositories/map-repository.ts';
import { createLocalMap, type LocalMap } from './local.ts';
import { createRemoteMap } from './remote.ts';
import type { MapProvider } from './types.ts';

export type { MapProvider, MapResult } from './types.ts';
export type { LocalMap } from './local.ts';

export interface MapProviders {
  /** What the map reads. */
  served: MapProvider;
  /** The map generated here, which regeneration jobs refresh (served when no MAP_BASE_URL is set). */
  local: LocalMap;
}

export function createMapProviders(map: MapRepository, baseUrl?: string): MapProviders {
  const local = createLocalMap(map);
  return { served: baseUrl ? createRemoteMap(baseUrl) : local, local };
}
