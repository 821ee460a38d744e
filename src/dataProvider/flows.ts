/**
 * Typed custom methods of the flows around a single target (single-target-and-flows.md §4, §7): the terms
 * gate's answer and joining a metaverse through an invite. The pages show their own failures (no toasts).
 */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';

type Schemas = components['schemas'];
export type TermsAcceptance = Schemas['TermsAcceptance'];
export type InviteUse = Schemas['InviteUse'];

export const flowMethods = {
  /** Accepts the terms and conditions; replies with the user as now stored. */
  setTermsAndConditions(body: TermsAcceptance): Promise<Schemas['User']> {
    return data(api.POST('/v2/settermsandconditions', { body, headers: hideErrors }));
  },
  /** Joins the metaverse of an invite link; replies with its uri. */
  useInvite(body: InviteUse): Promise<Schemas['InviteJoined']> {
    return data(api.POST('/v2/domains/useinvite', { body, headers: hideErrors }));
  },
};
