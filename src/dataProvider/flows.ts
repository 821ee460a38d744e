/**
 * Typed custom methods of the flows around a single target (single-target-and-flows.md §4, §7): the terms
 * gate's answer, invites, merging and linking accounts, and redeem codes. The pages show their own failures
 * (no toasts).
 */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';

type Schemas = components['schemas'];
export type TermsAcceptance = Schemas['TermsAcceptance'];
export type InviteUse = Schemas['InviteUse'];
export type LinkAccept = Schemas['LinkAccept'];
export type MergeResult = Schemas['MergeResult'];
export type RedeemResult = Schemas['RedeemResult'];

export const flowMethods = {
  /** Accepts the terms and conditions; replies with the user as now stored. */
  setTermsAndConditions(body: TermsAcceptance): Promise<Schemas['User']> {
    return data(api.POST('/v2/settermsandconditions', { body, headers: hideErrors }));
  },
  /** Joins the metaverse of an invite link; replies with its uri. */
  useInvite(body: InviteUse): Promise<Schemas['InviteJoined']> {
    return data(api.POST('/v2/domains/useinvite', { body, headers: hideErrors }));
  },
  /** Mails the merge confirmation link for the accounts the merge check found; replies with the address. */
  requestAccountMerge(): Promise<Schemas['MergeRequestSent']> {
    return data(api.POST('/v2/me/usermerge/request', { headers: hideErrors }));
  },
  /** Confirms a mailed merge request: the other accounts are merged into the signed-in one. */
  acceptAccountMerge(secret: string): Promise<MergeResult> {
    return data(api.POST('/v2/me/usermerge/accept', { body: { secret }, headers: hideErrors }));
  },
  /** Asks to link the signed-in account into the account of another address (mailed there). */
  requestAccountLink(email: string): Promise<Schemas['MergeRequestSent']> {
    return data(api.POST('/v2/me/linkrequest', { body: { email }, headers: hideErrors }));
  },
  /** Redeems a code for the signed-in user; `success` false carries the reason in `msg`. */
  redeemCode(userid: string, code: string): Promise<RedeemResult> {
    return data(
      api.POST('/v2/users/{userid}/redeemcode/{code}', {
        params: { path: { userid, code } },
        headers: hideErrors,
      }),
    );
  },
  /** Confirms a link request: the requesting account is merged into the signed-in one. */
  acceptAccountLink(body: LinkAccept): Promise<MergeResult> {
    return data(api.POST('/v2/acceptlinkaccount', { body, headers: hideErrors }));
  },
};
