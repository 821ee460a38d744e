/** Typed custom methods of the staff redeem code pages (`admin_redeem_codes`, ours). */
import { api, data } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Signal } from './queries';

type Schemas = components['schemas'];
export type RedeemCodeRecord = Schemas['RedeemCode'];
export type RedeemCodeCreate = Schemas['RedeemCodeCreate'];
export type RedeemCodeUse = Schemas['RedeemCodeUse'];
export type RedeemAward = Schemas['RedeemAward'];
export type RedeemUnlocked = Schemas['RedeemUnlocked'];
export type RedeemUsage = 'all' | 'unused' | 'partial' | 'used' | 'expired';

export const redeemCodeMethods = {
  /** One page of codes of a usage, newest first. */
  listRedeemCodes(usage: RedeemUsage, first: number, count: number, { signal }: Signal = {}) {
    return data(api.GET('/v2/admin/redeemcodes', { params: { query: { usage, first, count } }, signal }));
  },
  /** Creates one code or a batch. */
  createRedeemCodes(body: RedeemCodeCreate) {
    return data(api.POST('/v2/admin/redeemcodes', { body }));
  },
  /** Who redeemed the code and when. */
  listRedeemCodeUses(code: string, { signal }: Signal = {}): Promise<RedeemCodeUse[]> {
    return data(api.GET('/v2/admin/redeemcodes/{code}/uses', { params: { path: { code } }, signal }));
  },
};
