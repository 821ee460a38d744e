/** Query keys and hooks of the mission tool pages of a child product (configs, icons, banners, missions, avatars). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MissionConfigInput, MissionInput } from './missions';
import { missionMethods } from './missions';
import { READ, useAppDataProvider } from './queries';

const ALL = ['missions'] as const;

export const missionKeys = {
  all: ALL,
  product: (productId: string) => [...ALL, productId] as const,
  configs: (productId: string) => [...ALL, productId, 'configs'] as const,
  missions: (productId: string) => [...ALL, productId, 'missions'] as const,
  avatars: (productId: string) => [...ALL, productId, 'avatars'] as const,
  bannerJob: (productId: string, jobId: string) => [...ALL, productId, 'bannerJob', jobId] as const,
};

/** How often a running Build Banners job is asked for its progress. */
export const BANNER_JOB_POLL_MS = 1000;

export function useMissionConfigs(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  return useQuery({
    ...READ,
    queryKey: missionKeys.configs(productId),
    queryFn: ({ signal }) => dataProvider.missionConfigs(productId, { signal }),
  });
}

/** Creates (no `id`) or updates a mission config; the list is read again. */
export function useSaveMissionConfig(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: MissionConfigInput) =>
      config.id === undefined
        ? dataProvider.createMissionConfig(productId, config)
        : dataProvider.updateMissionConfig(productId, config),
    onSuccess: () => client.invalidateQueries({ queryKey: missionKeys.product(productId) }),
  });
}

export function useDeleteMissionConfig(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (configId: string) => dataProvider.deleteMissionConfig(productId, configId),
    onSuccess: () => client.invalidateQueries({ queryKey: missionKeys.product(productId) }),
  });
}

export function useUploadMissionIcons(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => dataProvider.uploadMissionIcons(productId, file),
    onSuccess: () => client.invalidateQueries({ queryKey: missionKeys.configs(productId) }),
  });
}

export function useUploadMissionBanner(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ configId, file }: { configId: string; file: File }) =>
      dataProvider.uploadMissionConfigBanner(productId, configId, file),
    onSuccess: () => client.invalidateQueries({ queryKey: missionKeys.configs(productId) }),
  });
}

export function useBuildMissionBanners(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  return useMutation({ mutationFn: () => dataProvider.buildMissionBanners(productId) });
}

/** A Build Banners job, asked again every second while it runs. */
export function useMissionBannerJob(productId: string, jobId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  return useQuery({
    ...READ,
    queryKey: missionKeys.bannerJob(productId, jobId),
    queryFn: ({ signal }) => dataProvider.missionBannerJob(productId, jobId, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? BANNER_JOB_POLL_MS : false),
  });
}

export function useMissions(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  return useQuery({
    ...READ,
    queryKey: missionKeys.missions(productId),
    queryFn: ({ signal }) => dataProvider.missions(productId, { signal }),
  });
}

/** Creates (no `id`) or updates a mission; the list is read again. */
export function useSaveMission(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mission: MissionInput) =>
      mission.id === undefined
        ? dataProvider.createMission(productId, mission)
        : dataProvider.updateMission(productId, mission),
    onSuccess: () => client.invalidateQueries({ queryKey: missionKeys.missions(productId) }),
  });
}

export function useDeleteMission(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (missionId: string) => dataProvider.deleteMission(productId, missionId),
    onSuccess: () => client.invalidateQueries({ queryKey: missionKeys.missions(productId) }),
  });
}

export function useAvatars(productId: string) {
  const dataProvider = useAppDataProvider(missionMethods);
  return useQuery({
    ...READ,
    queryKey: missionKeys.avatars(productId),
    queryFn: ({ signal }) => dataProvider.avatars(productId, { signal }),
  });
}
