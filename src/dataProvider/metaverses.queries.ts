/** Query keys and hooks of the metaverse pages: list, metaverse and plan, shared invite link, members. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Domain } from '../api/types';
import type { DomainCreate, DomainUpdate, PlanResource } from './metaverses';
import { metaverseMethods } from './metaverses';
import { READ, useAppDataProvider } from './queries';

const ALL = ['metaverses'] as const;

export const metaverseKeys = {
  all: ALL,
  /** The metaverses the user belongs to. */
  mine: () => [...ALL, 'mine'] as const,
  /** Every key of one metaverse (by the uri or id the page was opened with). */
  domain: (uri: string) => [...ALL, 'domain', uri] as const,
  /** A public metaverse as signed-out visitors read it. */
  publicDomain: (uri: string) => [...ALL, 'public', uri] as const,
  plan: (uri: string) => [...ALL, 'domain', uri, 'plan'] as const,
  sharedInvite: (domainId: string) => [...ALL, 'domain', domainId, 'invite'] as const,
  /** The member list and the member summary. */
  members: (domainId: string) => [...ALL, 'domain', domainId, 'members'] as const,
  memberList: (domainId: string) => [...ALL, 'domain', domainId, 'members', 'list'] as const,
  developerMembers: (domainId: string) => [...ALL, 'domain', domainId, 'members', 'developers'] as const,
  memberSummary: (domainId: string) => [...ALL, 'domain', domainId, 'members', 'summary'] as const,
  stats: (uri: string, first: number, count: number) =>
    [...ALL, 'domain', uri, 'stats', first, count] as const,
  /** The plan offers of the Create a Metaverse chooser. */
  createPlans: () => [...ALL, 'createPlans'] as const,
};

/** The metaverses the user belongs to, read afresh on every visit (a metaverse created a moment ago shows). */
export function useMyDomains() {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    queryKey: metaverseKeys.mine(),
    queryFn: ({ signal }) => dataProvider.listMyDomains({ signal }),
  });
}

/** A metaverse by uri or id; nothing is asked while `uri` is undefined. */
export function useDomainQuery(uri: string | undefined) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    queryKey: metaverseKeys.domain(uri ?? ''),
    queryFn: ({ signal }) => dataProvider.getDomain(uri ?? '', { signal }),
    enabled: uri !== undefined,
  });
}

/** A public metaverse by uri (or id), for a signed-out visitor. */
export function usePublicDomain(uri: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    queryKey: metaverseKeys.publicDomain(uri),
    queryFn: ({ signal }) => dataProvider.getPublicDomain(uri, { signal }),
  });
}

/** The plan resource of a metaverse by uri or id; nothing is asked while `uri` is undefined. */
export function useDomainPlan(uri: string | undefined) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    queryKey: metaverseKeys.plan(uri ?? ''),
    queryFn: ({ signal }) => dataProvider.getDomainPlan(uri ?? '', { signal }),
    enabled: uri !== undefined,
  });
}

export interface DomainState {
  domain: Domain | null;
  plan: PlanResource | null;
  /** Set when the metaverse could not be loaded (not found, not a member). */
  failed: boolean;
  /** Why it could not be loaded: the failure of the metaverse's read, else of its plan's. */
  error: unknown;
}

/** A metaverse and its plan resource by uri (or id), for the pages under `/domains/{uri}/…`. */
export function useDomain(uri: string | undefined): DomainState {
  const domain = useDomainQuery(uri);
  const plan = useDomainPlan(uri);
  return {
    domain: domain.data ?? null,
    plan: plan.data ?? null,
    failed: domain.isError || plan.isError,
    error: domain.error ?? plan.error,
  };
}

/** Saves the Manage form's changes; the metaverse (by id and by uri) and the list are read again. */
export function useUpdateDomain(domainId: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: DomainUpdate) => dataProvider.updateDomain(domainId, changes),
    // The form already holds the reply: the other readers refresh in the background.
    onSuccess: (updated: Domain) => {
      void queryClient.invalidateQueries({ queryKey: metaverseKeys.domain(updated.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: metaverseKeys.domain(updated.uri), exact: true });
      void queryClient.invalidateQueries({ queryKey: metaverseKeys.mine() });
    },
  });
}

/** Deletes a metaverse; the list of the user's metaverses is read again. */
export function useDeleteDomain(domainId: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataProvider.deleteDomain(domainId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metaverseKeys.mine() }),
  });
}

/** The shared invite link (its link is undefined when there is none); a failure is only logged. */
export function useSharedInvite(domainId: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    queryKey: metaverseKeys.sharedInvite(domainId),
    queryFn: ({ signal }) =>
      dataProvider.getSharedInvite(domainId, { signal }).catch((error: unknown) => {
        if (!signal.aborted) console.error('Invite link load failed', error);
        throw error;
      }),
  });
}

/** Creates (or regenerates) or deletes the shared invite link; the reply is the new link. */
export function useChangeSharedInvite(domainId: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'create' | 'delete') =>
      change === 'create'
        ? dataProvider.createSharedInvite(domainId)
        : dataProvider.deleteSharedInvite(domainId),
    onSuccess: (reply) => queryClient.setQueryData(metaverseKeys.sharedInvite(domainId), reply),
  });
}

/**
 * The hidden developer members list, asked for only when `enabled` (the caller may see it); the server still
 * refuses anyone off the developer team.
 */
export function useDeveloperMembers(domainId: string, enabled: boolean) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    enabled,
    queryKey: metaverseKeys.developerMembers(domainId),
    queryFn: ({ signal }) => dataProvider.listDeveloperMembers(domainId, { signal }),
  });
}

/** The members with their permissions. */
export function useMembers(domainId: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    queryKey: metaverseKeys.memberList(domainId),
    queryFn: ({ signal }) => dataProvider.listMembers(domainId, { signal }),
  });
}

/** The member count, whether more can join, and the first members' pictures. */
export function useMemberSummary(domainId: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    queryKey: metaverseKeys.memberSummary(domainId),
    queryFn: ({ signal }) => dataProvider.getMemberSummary(domainId, { signal }),
  });
}

/** Sets a member's permissions; the members are read again. */
export function useSetMemberPermissions(domainId: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, permissions }: { userId: string; permissions: string[] }) =>
      dataProvider.setMemberPermissions(domainId, userId, permissions),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: metaverseKeys.members(domainId) });
    },
  });
}

/** Removes a member, optionally blocking them; the members are read again. */
export function useRemoveMember(domainId: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      dataProvider.removeMember(domainId, userId, block),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: metaverseKeys.members(domainId) });
    },
  });
}

/** Sends single-use invites by email (no loaded data changes: invites are not members yet). */
export function useSendEmailInvites(domainId: string) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useMutation({
    mutationFn: (emails: string[]) => dataProvider.sendEmailInvites(domainId, emails),
  });
}

/** A page of the metaverse's sessions; a failure is the page's to show (no toast). */
export function useDomainStats(uri: string, first: number, count: number) {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    queryKey: metaverseKeys.stats(uri, first, count),
    queryFn: ({ signal }) => dataProvider.getDomainStats(uri, { first, count }, { signal }),
  });
}

/** The plan offers of the Create a Metaverse chooser. */
export function useCreatePlans() {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useQuery({
    ...READ,
    queryKey: metaverseKeys.createPlans(),
    queryFn: ({ signal }) => dataProvider.getCreatePlans({ signal }),
  });
}

/** Whether a metaverse URL is taken, asked when the wizard's first step is submitted. */
export function useCheckDomainUri() {
  const dataProvider = useAppDataProvider(metaverseMethods);
  return useMutation({ mutationFn: (uri: string) => dataProvider.isDomainUriTaken(uri) });
}

/** Creates a metaverse; the list of the user's metaverses is read again. */
export function useCreateDomain() {
  const dataProvider = useAppDataProvider(metaverseMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DomainCreate) => dataProvider.createDomain(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: metaverseKeys.mine() }),
  });
}
