/**
 * Typed methods of the mission tool pages of a child product (staff-and-agents.md §2.11, §7 Child product
 * tools): mission configs, icon archives, banners, Build Banners, missions and avatars. Writes pass `hideErrors`:
 * their form or button shows the failure itself (in red, staff-and-agents.md §8).
 */
import { api, data, hideErrors, raw } from '../api/client';
import type { components, paths } from '../../common/api/schema';
import type { Signal } from './queries';

type Json<P extends keyof paths, M extends 'get' | 'post' | 'put' | 'delete'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

export type MissionConfigList = Json<'/v2/admin/childproducts/{id}/missions/configs', 'get'>;
export type MissionConfig = MissionConfigList['mission_configs'][number];
export type MissionConfigInput = components['schemas']['MissionConfigInput'];
export type MissionConfigSaved = Json<'/v2/admin/childproducts/{id}/missions/config', 'post'>;
export type MissionIconsReceipt = Json<'/v2/admin/childproducts/{id}/missions/icons', 'post'>;
export type MissionBanner = Json<'/v2/admin/childproducts/{id}/missions/config/{configid}/banner', 'post'>;
export type MissionBannerBuild = Json<'/v2/admin/childproducts/{id}/missions/buildbanners', 'put'>;
export type MissionBannerJob = Json<'/v2/admin/childproducts/{id}/missions/buildbanners/{jobid}', 'get'>;
export type MissionList = Json<'/v2/admin/childproducts/{id}/missions/missions', 'get'>;
export type Mission = MissionList['missions'][number];
export type MissionInput = components['schemas']['MissionInput'];
export type AvatarList = Json<'/v2/admin/childproducts/{id}/avatars', 'get'>;
export type Avatar = AvatarList['avatars'][number];

const product = (id: string, signal?: AbortSignal) => ({ params: { path: { id } }, signal });

/** The headers of a raw upload: the file's own type when the browser knows it, its name. */
const uploadHeaders = (file: File, fallback: string) => ({
  ...hideErrors,
  'content-type': file.type || fallback,
  'x-shapevr-name': file.name,
});

export const missionMethods = {
  missionConfigs: (productId: string, { signal }: Signal = {}) =>
    data(api.GET('/v2/admin/childproducts/{id}/missions/configs', product(productId, signal))),
  createMissionConfig: (productId: string, body: MissionConfigInput) =>
    data(
      api.POST('/v2/admin/childproducts/{id}/missions/config', {
        ...product(productId),
        body,
        headers: hideErrors,
      }),
    ),
  updateMissionConfig: (productId: string, body: MissionConfigInput) =>
    data(
      api.PUT('/v2/admin/childproducts/{id}/missions/config', {
        ...product(productId),
        body,
        headers: hideErrors,
      }),
    ),
  deleteMissionConfig: (productId: string, configid: string) =>
    data(
      api.DELETE('/v2/admin/childproducts/{id}/missions/config/{configid}', {
        params: { path: { id: productId, configid } },
        headers: hideErrors,
      }),
    ),
  uploadMissionIcons: (productId: string, file: File) =>
    data(
      api.POST('/v2/admin/childproducts/{id}/missions/icons', {
        ...product(productId),
        headers: uploadHeaders(file, 'application/zip'),
        ...raw(file),
      }),
    ),
  uploadMissionConfigBanner: (productId: string, configid: string, file: File) =>
    data(
      api.POST('/v2/admin/childproducts/{id}/missions/config/{configid}/banner', {
        params: { path: { id: productId, configid } },
        headers: uploadHeaders(file, 'application/octet-stream'),
        ...raw(file),
      }),
    ),
  buildMissionBanners: (productId: string) =>
    data(
      api.PUT('/v2/admin/childproducts/{id}/missions/buildbanners', {
        ...product(productId),
        headers: hideErrors,
      }),
    ),
  missionBannerJob: (productId: string, jobid: string, { signal }: Signal = {}) =>
    data(
      api.GET('/v2/admin/childproducts/{id}/missions/buildbanners/{jobid}', {
        params: { path: { id: productId, jobid } },
        signal,
      }),
    ),
  missions: (productId: string, { signal }: Signal = {}) =>
    data(api.GET('/v2/admin/childproducts/{id}/missions/missions', product(productId, signal))),
  createMission: (productId: string, mission: MissionInput) =>
    data(
      api.POST('/v2/admin/childproducts/{id}/missions/missions', {
        ...product(productId),
        body: { missions: [mission] },
        headers: hideErrors,
      }),
    ),
  updateMission: (productId: string, body: MissionInput) =>
    data(
      api.PUT('/v2/admin/childproducts/{id}/missions/mission', {
        ...product(productId),
        body,
        headers: hideErrors,
      }),
    ),
  deleteMission: (productId: string, missionid: string) =>
    data(
      api.DELETE('/v2/admin/childproducts/{id}/missions/mission/{missionid}', {
        params: { path: { id: productId, missionid } },
        headers: hideErrors,
      }),
    ),
  avatars: (productId: string, { signal }: Signal = {}) =>
    data(api.GET('/v2/admin/childproducts/{id}/avatars', product(productId, signal))),
};
