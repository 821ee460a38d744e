/**
 * Typed methods of the live map and building-world regeneration (staff-and-agents.md §7 "Live map" and
 * "Building-world regeneration"), spread into the console's data provider. Start and Stop show their own
 * refusal on the page, and a failed status read is only logged, so none of them toasts.
 */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Signal } from './queries';

type Schemas = components['schemas'];
export type RegenerationStatus = Schemas['RegenerationStatus'];
export type MapDistrict = Schemas['MapDistrict'];

export const liveMapMethods = {
  /** The map data's current release name (`latest.txt`); a failure is only logged by the map. */
  getMapLatest({ signal }: Signal = {}): Promise<string> {
    return data(api.GET('/v2/public/map/latest.txt', { parseAs: 'text', signal, headers: hideErrors }));
  },
  /** One district's map data (`{latest}/{postcode}.json`); a failure is only logged by the map. */
  getMapDistrict(latest: string, postcode: string, { signal }: Signal = {}): Promise<MapDistrict> {
    return data(
      api.GET('/v2/public/map/{latest}/{file}', {
        params: { path: { latest, file: `${postcode}.json` } },
        signal,
        headers: hideErrors,
      }),
    );
  },
  getRegenerationStatus({ signal }: Signal = {}): Promise<RegenerationStatus> {
    return data(api.GET('/v2/admin/plots/regenerateall/status', { signal, headers: hideErrors }));
  },
  startRegeneration(): Promise<Schemas['RegenerationStartReply']> {
    return data(api.POST('/v2/admin/plots/regenerateall', { headers: hideErrors }));
  },
  stopRegeneration(): Promise<Schemas['RegenerationStopReply']> {
    return data(api.POST('/v2/admin/plots/regenerateall/stop', { headers: hideErrors }));
  },
};
