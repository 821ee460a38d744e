/** Query keys and hooks of the staff record pages' sections (domain, location, autotest, child product). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutotestFilters, Release } from './adminRecords';
import { READ, useAppDataProvider } from './queries';

const ALL = ['adminRecords'] as const;

export const adminRecordKeys = {
  all: ALL,
  domainLocations: (domainId: string, stamp: string) => [...ALL, 'domainLocations', domainId, stamp] as const,
  domainStores: (domainId: string) => [...ALL, 'domainStores', domainId] as const,
  locationSlots: (locationId: string) => [...ALL, 'locationSlots', locationId] as const,
  locationStyles: (domain: string, location: string, release: Release) =>
    [...ALL, 'locationStyles', domain, location, release] as const,
  autotestHistory: (filters: Omit<AutotestFilters, 'position'>) =>
    [...ALL, 'autotestHistory', filters] as const,
  childProducts: () => [...ALL, 'childProducts'] as const,
  childProduct: (id: string) => [...ALL, 'childProducts', id] as const,
};

/** A domain's locations; `stamp` (the domain's timestamp) makes a write to the domain read them again. */
export function useDomainLocations(domainId: string, stamp: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.domainLocations(domainId, stamp),
    queryFn: ({ signal }) => dataProvider.domainLocations(domainId, { signal }),
  });
}

export function useDomainStores(domainId: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.domainStores(domainId),
    queryFn: ({ signal }) => dataProvider.domainStores(domainId, { signal }),
  });
}

export function useLocationSlots(locationId: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.locationSlots(locationId),
    queryFn: ({ signal }) => dataProvider.locationSlots(locationId, { signal }),
  });
}

/** A location's style variables and custom CSS of one release; nothing is asked without a domain. */
export function useLocationStyles(domain: string, location: string, release: Release) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.locationStyles(domain, location, release),
    queryFn: async ({ signal }) => {
      const [variables, custom] = await Promise.all([
        dataProvider.styleVariables(domain, location, release, { signal }),
        dataProvider.customStyle(domain, location, release, { signal }),
      ]);
      return { variables, source: custom.source };
    },
    enabled: domain !== '',
  });
}

/** Saves a release's custom CSS; the release's styles are read again before the promise settles. */
export function useSaveCustomStyle(domain: string, location: string, release: Release) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: string) => dataProvider.saveCustomStyle(domain, location, release, source),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminRecordKeys.locationStyles(domain, location, release) }),
  });
}

/** The autotest history of a tester, platform and location; nothing is asked while `enabled` is false. */
export function useAutotestHistory(filters: Omit<AutotestFilters, 'position'>, enabled = true) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.autotestHistory(filters),
    queryFn: ({ signal }) => dataProvider.autotestHistory(filters, { signal }),
    enabled,
  });
}

export function useChildProducts() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.childProducts(),
    queryFn: ({ signal }) => dataProvider.childProducts({ signal }),
  });
}

export function useChildProduct(id: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.childProduct(id),
    queryFn: ({ signal }) => dataProvider.childProduct(id, { signal }),
  });
}
