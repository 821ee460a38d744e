/**
 * Typed custom methods for the metaverse pages: list, create, manage, plan, invites and members
 * (owner-console.md §7 "Domains").
 */
import { ApiError, api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Domain } from '../api/types';
import type { Signal } from './queries';

type Schemas = components['schemas'];
export type DomainCreate = Schemas['DomainCreate'];
export type DomainCreated = Schemas['DomainCreated'];
export type DomainUpdate = Schemas['DomainUpdate'];
export type PlanResource = Schemas['PlanResource'];
export type PlanOffer = Schemas['PlanOffer'];
export type PlanOffers = Schemas['PlanOffers'];
export type InviteLink = Schemas['InviteLink'];
export type MemberEntry = Schemas['MemberEntry'];
export type DeveloperMembers = Schemas['DeveloperMembers'];
export type MemberSummary = Schemas['MemberSummary'];
export type DomainStats = Schemas['DomainStats'];

const domainPath = (domain: string, signal?: AbortSignal) => ({ params: { path: { domain } }, signal });

export const metaverseMethods = {
  /** The metaverses the user belongs to, with the user's domain permissions. */
  listMyDomains({ signal }: Signal = {}): Promise<Domain[]> {
    return data(api.GET('/v2/domains', { signal }));
  },
  /**
   * One metaverse by uri or id. The pages under `/domains/{uri}` say themselves why it could not be loaded
   * (`domainFailure`), so no toast.
   */
  getDomain(domain: string, { signal }: Signal = {}): Promise<Domain> {
    return data(api.GET('/v2/domains/{domain}', { ...domainPath(domain, signal), headers: hideErrors }));
  },
  /** A public metaverse as a signed-out visitor sees it; an invite-only one is not found. */
  getPublicDomain(domain: string, { signal }: Signal = {}): Promise<Domain> {
    return data(
      api.GET('/v2/public/domains/{domain}', { ...domainPath(domain, signal), headers: hideErrors }),
    );
  },
  /**
   * Whether a metaverse URL is taken (owner-console.md §7: a lookup that succeeds means taken). A refusal also means the
   * metaverse exists; only "not found" means the URL is free.
   */
  async isDomainUriTaken(uri: string): Promise<boolean> {
    try {
      await data(api.GET('/v2/domains/{domain}', { ...domainPath(uri), headers: hideErrors }));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return false;
      if (error instanceof ApiError && error.status === 403) return true;
      throw error;
    }
  },
  /** Creates a metaverse; the wizard shows a failure on the step where it was made, so no toast. */
  createDomain(body: DomainCreate): Promise<DomainCreated> {
    return data(api.POST('/v2/domains', { body, headers: hideErrors }));
  },
  /** Saves the Manage form's changed fields; the form shows a failure itself, so no toast. */
  updateDomain(domain: string, body: DomainUpdate): Promise<Domain> {
    return data(api.POST('/v2/domains/{domain}', { ...domainPath(domain), body, headers: hideErrors }));
  },
  /** Deletes a metaverse (owner only); the confirm dialog shows a refusal, so no toast. */
  deleteDomain(domain: string): Promise<{ ok: boolean }> {
    return data(api.DELETE('/v2/domains/{domain}', { ...domainPath(domain), headers: hideErrors }));
  },
  /** The plan resource: plan name, trial and what the plan allows; read with the metaverse, so no toast. */
  getDomainPlan(domain: string, { signal }: Signal = {}): Promise<PlanResource> {
    return data(api.GET('/v2/domains/{domain}/plan', { ...domainPath(domain, signal), headers: hideErrors }));
  },
  /** The plan offers of the Create a Metaverse chooser. */
  getCreatePlans({ signal }: Signal = {}): Promise<PlanOffers> {
    return data(api.GET('/v2/domains/getwebcreateplans', { signal }));
  },
  /** The shared invite link, if any. */
  getSharedInvite(domain: string, { signal }: Signal = {}): Promise<InviteLink> {
    return data(
      api.GET('/v2/domains/{domain}/invite/shared', { ...domainPath(domain, signal), headers: hideErrors }),
    );
  },
  /** Creates or regenerates the shared invite link. */
  createSharedInvite(domain: string): Promise<InviteLink> {
    return data(
      api.POST('/v2/domains/{domain}/invite/shared', { ...domainPath(domain), headers: hideErrors }),
    );
  },
  /** Removes the shared invite link. */
  deleteSharedInvite(domain: string): Promise<InviteLink> {
    return data(
      api.DELETE('/v2/domains/{domain}/invite/shared', { ...domainPath(domain), headers: hideErrors }),
    );
  },
  /** Sends single-use invites by email. */
  sendEmailInvites(domain: string, emails: string[]): Promise<{ sent: number }> {
    return data(
      api.POST('/v2/domains/{domain}/invite/singleuse', {
        ...domainPath(domain),
        body: { emails },
        headers: hideErrors,
      }),
    );
  },
  /**
   * The hidden developer members list; the server refuses anyone off the developer team, and the page then
   * shows nothing, so no toast.
   */
  listDeveloperMembers(domain: string, { signal }: Signal = {}): Promise<DeveloperMembers> {
    return data(
      api.GET('/v2/domains/{domain}/developermembers', {
        ...domainPath(domain, signal),
        headers: hideErrors,
      }),
    );
  },
  /** Members with their permissions (managers). */
  listMembers(domain: string, { signal }: Signal = {}): Promise<MemberEntry[]> {
    return data(api.GET('/v2/domains/{domain}/members', domainPath(domain, signal)));
  },
  /** Sets a member's domain permissions. */
  /** Sets a member's permissions; the dialog shows a refusal, so no toast. */
  setMemberPermissions(domain: string, userId: string, permissions: string[]): Promise<MemberEntry> {
    return data(
      api.POST('/v2/domains/{domain}/members/{userId}', {
        params: { path: { domain, userId } },
        headers: hideErrors,
        body: { permissions: permissions as Schemas['MemberPermissions']['permissions'] },
      }),
    );
  },
  /** Removes a member, optionally blocking them; the confirm dialog shows a refusal, so no toast. */
  removeMember(domain: string, userId: string, block: boolean): Promise<{ ok: boolean }> {
    return data(
      api.DELETE('/v2/domains/{domain}/members/{userId}', {
        params: { path: { domain, userId }, query: { block } },
        headers: hideErrors,
      }),
    );
  },
  /** A page of the metaverse's sessions (developers); the page shows a failure itself. */
  getDomainStats(domain: string, query: { first: number; count: number }, { signal }: Signal = {}) {
    return data(
      api.GET('/v2/domains/{domain}/stats', {
        params: { path: { domain }, query },
        headers: hideErrors,
        signal,
      }),
    );
  },
  /** Member count, whether more can be added, and the first members' pictures. */
  getMemberSummary(domain: string, { signal }: Signal = {}): Promise<MemberSummary> {
    return data(api.GET('/v2/domains/{domain}/membersummary', domainPath(domain, signal)));
  },
};
