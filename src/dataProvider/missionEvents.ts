/**
 * Typed custom methods of the mission event tools of a child product (staff-and-agents.md §7 "Child product
 * tools"): event configs, cycles and mission events. Reads toast a failure; writes are the form's to show
 * (no toast). Changes and deletions send the version read (`If-Match`). Spread into the app's data provider.
 */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Signal } from './queries';

type Schemas = components['schemas'];
export type MissionEventConfig = Schemas['MissionEventConfig'];
export type MissionEventConfigInput = Schemas['MissionEventConfigInput'];
export type MissionEventCycle = Schemas['MissionEventCycle'];
export type MissionEventCycleInput = Schemas['MissionEventCycleInput'];
export type MissionEvent = Schemas['MissionEvent'];
export type MissionEventInput = Schemas['MissionEventInput'];
export type MissionEventDirection = 'future' | 'past';

const product = (id: string) => ({ path: { id } });
const ifMatch = (version: string) => ({ 'If-Match': version });

export const missionEventMethods = {
  missionEventConfigs: (productId: string, { signal }: Signal = {}) =>
    data(
      api.GET('/v2/admin/childproducts/{id}/missions/events/configs', { params: product(productId), signal }),
    ),
  /** One config by name; a missing one is the page's to show. */
  missionEventConfig: (productId: string, name: string, { signal }: Signal = {}) =>
    data(
      api.GET('/v2/admin/childproducts/{id}/missions/events/config/{name}', {
        params: { path: { id: productId, name } },
        signal,
        headers: hideErrors,
      }),
    ),
  createMissionEventConfig: (productId: string, config: MissionEventConfigInput) =>
    data(
      api.POST('/v2/admin/childproducts/{id}/missions/events/config', {
        params: product(productId),
        body: config,
        headers: hideErrors,
      }),
    ),
  updateMissionEventConfig: (
    productId: string,
    id: string,
    version: string,
    config: MissionEventConfigInput,
  ) =>
    data(
      api.PUT('/v2/admin/childproducts/{id}/missions/events/config', {
        params: { ...product(productId), header: ifMatch(version) },
        body: { ...config, id },
        headers: hideErrors,
      }),
    ),
  deleteMissionEventConfig: (productId: string, id: string, version: string) =>
    data(
      api.DELETE('/v2/admin/childproducts/{id}/missions/events/config', {
        params: { ...product(productId), query: { id }, header: ifMatch(version) },
        headers: hideErrors,
      }),
    ),

  missionEventCycles: (productId: string, { signal }: Signal = {}) =>
    data(api.GET('/v2/admin/childproducts/{id}/missions/settings', { params: product(productId), signal })),
  missionEventCycle: (productId: string, cycleid: string, { signal }: Signal = {}) =>
    data(
      api.GET('/v2/admin/childproducts/{id}/missions/settings/cycle/{cycleid}', {
        params: { path: { id: productId, cycleid } },
        signal,
        headers: hideErrors,
      }),
    ),
  createMissionEventCycle: (productId: string, cycle: MissionEventCycleInput) =>
    data(
      api.POST('/v2/admin/childproducts/{id}/missions/settings/cycle', {
        params: product(productId),
        body: cycle,
        headers: hideErrors,
      }),
    ),
  updateMissionEventCycle: (
    productId: string,
    cycleid: string,
    version: string,
    cycle: MissionEventCycleInput,
  ) =>
    data(
      api.PUT('/v2/admin/childproducts/{id}/missions/settings/cycle/{cycleid}', {
        params: { path: { id: productId, cycleid }, header: ifMatch(version) },
        body: cycle,
        headers: hideErrors,
      }),
    ),
  deleteMissionEventCycle: (productId: string, cycleid: string, version: string) =>
    data(
      api.DELETE('/v2/admin/childproducts/{id}/missions/settings/cycle/{cycleid}', {
        params: { path: { id: productId, cycleid }, header: ifMatch(version) },
        headers: hideErrors,
      }),
    ),

  missionEvents: (productId: string, direction: MissionEventDirection, { signal }: Signal = {}) =>
    data(
      api.GET('/v2/admin/childproducts/{id}/missions/events', {
        params: { ...product(productId), query: { direction } },
        signal,
      }),
    ),
  missionEvent: (productId: string, eventid: string, { signal }: Signal = {}) =>
    data(
      api.GET('/v2/admin/childproducts/{id}/missions/event/{eventid}', {
        params: { path: { id: productId, eventid } },
        signal,
        headers: hideErrors,
      }),
    ),
  createMissionEvent: (productId: string, event: MissionEventInput) =>
    data(
      api.POST('/v2/admin/childproducts/{id}/missions/event', {
        params: product(productId),
        body: event,
        headers: hideErrors,
      }),
    ),
  updateMissionEvent: (productId: string, id: string, version: string, event: MissionEventInput) =>
    data(
      api.PUT('/v2/admin/childproducts/{id}/missions/event', {
        params: { ...product(productId), header: ifMatch(version) },
        body: { ...event, id },
        headers: hideErrors,
      }),
    ),
  deleteMissionEvent: (productId: string, id: string, version: string) =>
    data(
      api.DELETE('/v2/admin/childproducts/{id}/missions/event', {
        params: { ...product(productId), query: { id }, header: ifMatch(version) },
        headers: hideErrors,
      }),
    ),
};
