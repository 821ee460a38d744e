/**
 * Query keys and hooks of the staff record pages' sections (domain, location, autotest, child product, voice
 * request).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSettled } from '../lib/settled';
import type { AdminDocument } from '../api/types';
import { PICKER_CHECK_MS } from '../lib/pickers';
import type { AreaProvider } from './index';
import type { AutotestFilters, UserMatches } from './adminRecords';
import { adminRecordsMethods } from './adminRecords';
import { pcmToWav, VOICE_SAMPLE_RATE } from '../lib/wav';
import { READ, useAppDataProvider } from './queries';

const ALL = ['adminRecords'] as const;

export const adminRecordKeys = {
  all: ALL,
  domainLocations: (domainId: string, stamp: string) => [...ALL, 'domainLocations', domainId, stamp] as const,
  domainStores: (domainId: string) => [...ALL, 'domainStores', domainId] as const,
  locationSlots: (locationId: string) => [...ALL, 'locationSlots', locationId] as const,
  autotestHistory: (filters: Omit<AutotestFilters, 'position'>) =>
    [...ALL, 'autotestHistory', filters] as const,
  childProducts: () => [...ALL, 'childProducts'] as const,
  childProduct: (id: string) => [...ALL, 'childProducts', id] as const,
  witAudio: (requestId: string) => [...ALL, 'witAudio', requestId] as const,
  picker: (kind: string, text: string) => [...ALL, 'picker', kind, text] as const,
};

/** A domain's locations; `stamp` (the domain's timestamp) makes a write to the domain read them again. */
export function useDomainLocations(domainId: string, stamp: string) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.domainLocations(domainId, stamp),
    queryFn: ({ signal }) => dataProvider.domainLocations(domainId, { signal }),
  });
}

export function useDomainStores(domainId: string) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.domainStores(domainId),
    queryFn: ({ signal }) => dataProvider.domainStores(domainId, { signal }),
  });
}

export function useLocationSlots(locationId: string) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.locationSlots(locationId),
    queryFn: ({ signal }) => dataProvider.locationSlots(locationId, { signal }),
  });
}

/** The autotest history of a tester, platform and location; nothing is asked while `enabled` is false. */
export function useAutotestHistory(filters: Omit<AutotestFilters, 'position'>, enabled = true) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.autotestHistory(filters),
    queryFn: ({ signal }) => dataProvider.autotestHistory(filters, { signal }),
    enabled,
  });
}

export function useChildProducts() {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.childProducts(),
    queryFn: ({ signal }) => dataProvider.childProducts({ signal }),
  });
}

export function useChildProduct(id: string) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.childProduct(id),
    queryFn: ({ signal }) => dataProvider.childProduct(id, { signal }),
  });
}

/**
 * A voice request's recording as a playable WAV file: its raw 48 kHz PCM wrapped in a WAV header (browsers
 * cannot play bare PCM). Not kept once the player is gone.
 */
export function useWitAudio(requestId: string) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useQuery({
    ...READ,
    queryKey: adminRecordKeys.witAudio(requestId),
    queryFn: async ({ signal }) => {
      const wav = pcmToWav(await dataProvider.witAudio(requestId, { signal }), VOICE_SAMPLE_RATE);
      return new Blob([wav.buffer as ArrayBuffer], { type: 'audio/wav' });
    },
    gcTime: 0,
  });
}

/** Asks for a plot to be regenerated (the record page reads the plot again). */
export function useRegeneratePlot() {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useMutation({ mutationFn: (plotId: string) => dataProvider.regeneratePlot(plotId) });
}

/** Stores an image for a record's image field; resolves with its content address and type. */
export function useUploadAdminBlob() {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useMutation({ mutationFn: (file: File) => dataProvider.uploadAdminBlob(file) });
}

/** Makes a location the building's store destination (the record page reads the building again). */
export function useAssignStore(buildingId: string) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useMutation({
    mutationFn: (destination: string) => dataProvider.assignStore(buildingId, destination),
  });
}

/** Prepares a teleport to a building; the reply says where and the link to open in the VR app. */
export function useTeleportToBuilding(buildingId: string) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useMutation({ mutationFn: () => dataProvider.teleportToBuilding(buildingId) });
}

/** An operation of the staff domain page. */
export type DomainOperation =
  { kind: 'trialReset' | 'customPlan' | 'trialPlan' | 'delete' } | { kind: 'setOwner'; owner: string };

/** Runs an operation on a metaverse record (the record page reads it again, or leaves after a delete). */
export function useDomainOperation(domainId: string) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useMutation({
    mutationFn: (operation: DomainOperation): Promise<unknown> => {
      switch (operation.kind) {
        case 'trialReset':
          return dataProvider.resetDomainTrial(domainId);
        case 'customPlan':
          return dataProvider.setDomainCustomPlan(domainId);
        case 'trialPlan':
          return dataProvider.setDomainTrialPlan(domainId);
        case 'setOwner':
          return dataProvider.setOwner(domainId, operation.owner);
        case 'delete':
          return dataProvider.deleteAdminDomain(domainId);
      }
    },
  });
}

/** Gives a record (a location, plot, event or file) a new owner (`setAdminOwner`); the page reads it again. */
export function useSetRecordOwner(recordId: string) {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  return useMutation({ mutationFn: (owner: string) => dataProvider.setOwner(recordId, owner) });
}

/** What a staff picker finds from typed text: its kind (part of the query key) and the read that finds it. */
export interface PickerLookup<T> {
  kind: string;
  find(
    dataProvider: AreaProvider<typeof adminRecordsMethods>,
    text: string,
    signal: AbortSignal,
  ): Promise<T | null>;
}

/** A location by id or path. */
export const LOCATION_LOOKUP: PickerLookup<AdminDocument> = {
  kind: 'location',
  find: (dataProvider, text, signal) =>
    dataProvider.findRecord('locations', ['id', 'path'], text.trim(), { signal }),
};

/** A building by id or name. */
export const BUILDING_LOOKUP: PickerLookup<AdminDocument> = {
  kind: 'building',
  find: (dataProvider, text, signal) =>
    dataProvider.findRecord('buildings', ['id', 'name'], text.trim(), { signal }),
};

/** A metaverse by id, uri or name. */
export const DOMAIN_LOOKUP: PickerLookup<AdminDocument> = {
  kind: 'domain',
  find: (dataProvider, text, signal) =>
    dataProvider.findRecord('domains', ['id', 'uri', 'name'], text.trim(), { signal }),
};

/** The first user whose id, name, nickname or email is the text. */
export const USER_LOOKUP: PickerLookup<UserMatches['users'][number]> = {
  kind: 'user',
  find: async (dataProvider, text, signal) =>
    (await dataProvider.findUsers(text, { signal })).users[0] ?? null,
};

export type PickerState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'missing' } | { status: 'found'; value: T };

/**
 * Looks `text` up once typing has paused (staff-and-agents.md §9); "Loading..." meanwhile, and an older text's reply does not
 * count. `valid` false (or empty text) means nothing is looked up and nothing can be confirmed. A failed lookup
 * reads as not found.
 */
export function usePickerLookup<T>(lookup: PickerLookup<T>, text: string, valid: boolean): PickerState<T> {
  const dataProvider = useAppDataProvider(adminRecordsMethods);
  const paused = useSettled(text, PICKER_CHECK_MS);
  const ready = valid && paused === text;
  const query = useQuery({
    ...READ,
    queryKey: adminRecordKeys.picker(lookup.kind, text),
    queryFn: ({ signal }) => lookup.find(dataProvider, text, signal),
    enabled: ready,
    gcTime: 0,
  });
  if (!valid) return { status: 'idle' };
  if (!ready || query.isPending) return { status: 'loading' };
  return query.data ? { status: 'found', value: query.data } : { status: 'missing' };
}
