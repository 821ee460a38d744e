/**
 * Hooks of the styles editor: a target's spec, overrides and custom style of one release, and their writes.
 * A write's reply is the new value, written into its key.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { READ, useAppDataProvider } from './queries';
import type { Release, StyleTargetKey, StyleVariables } from './targetStyles';
import { targetStyleMethods } from './targetStyles';

const base = (target: StyleTargetKey) =>
  ['targetStyles', target.domain, target.entity?.types ?? '', target.entity?.id ?? ''] as const;

export const targetStyleKeys = {
  all: (target: StyleTargetKey) => base(target),
  spec: (target: StyleTargetKey, release: Release) => [...base(target), release, 'spec'] as const,
  variables: (target: StyleTargetKey, release: Release) => [...base(target), release, 'variables'] as const,
  custom: (target: StyleTargetKey, release: Release) => [...base(target), release, 'custom'] as const,
};

/** The spec of the target's template for a release. */
export function useStyleSpec(target: StyleTargetKey, release: Release) {
  const dataProvider = useAppDataProvider(targetStyleMethods);
  return useQuery({
    ...READ,
    queryKey: targetStyleKeys.spec(target, release),
    queryFn: ({ signal }) => dataProvider.styleSpec(target, release, { signal }),
  });
}

/** The target's overrides of a release; nothing is asked while `enabled` is false. */
export function useStyleVariables(target: StyleTargetKey, release: Release, enabled = true) {
  const dataProvider = useAppDataProvider(targetStyleMethods);
  return useQuery({
    ...READ,
    queryKey: targetStyleKeys.variables(target, release),
    queryFn: ({ signal }) => dataProvider.styleVariables(target, release, { signal }),
    enabled,
  });
}

/** The target's custom style of a release; nothing is asked while `enabled` is false. */
export function useCustomStyle(target: StyleTargetKey, release: Release, enabled = true) {
  const dataProvider = useAppDataProvider(targetStyleMethods);
  return useQuery({
    ...READ,
    queryKey: targetStyleKeys.custom(target, release),
    queryFn: ({ signal }) => dataProvider.customStyle(target, release, { signal }),
    enabled,
  });
}

function useVariablesReply(target: StyleTargetKey, release: Release) {
  const queryClient = useQueryClient();
  return (variables: StyleVariables) =>
    queryClient.setQueryData(targetStyleKeys.variables(target, release), variables);
}

/** Stores overrides (one or more variables). */
export function useSaveStyleVariables(target: StyleTargetKey, release: Release) {
  const dataProvider = useAppDataProvider(targetStyleMethods);
  const onSuccess = useVariablesReply(target, release);
  return useMutation({
    mutationFn: (variables: StyleVariables) => dataProvider.saveStyleVariables(target, release, variables),
    onSuccess,
  });
}

/** Removes overrides. */
export function useResetStyleVariables(target: StyleTargetKey, release: Release) {
  const dataProvider = useAppDataProvider(targetStyleMethods);
  const onSuccess = useVariablesReply(target, release);
  return useMutation({
    mutationFn: (ids: string[]) => dataProvider.resetStyleVariables(target, release, ids),
    onSuccess,
  });
}

/** Saves the custom style of a release. */
export function useSaveCustomStyle(target: StyleTargetKey, release: Release) {
  const dataProvider = useAppDataProvider(targetStyleMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: string) => dataProvider.saveCustomStyle(target, release, source),
    onSuccess: (saved) => queryClient.setQueryData(targetStyleKeys.custom(target, release), saved),
  });
}
