/**
 * Typed methods of the home/offers card (single-target-and-flows.md §2, §4, §7): the slot leading to the user's
 * home, its allow-offers switch, the offers received for it, answering one, and a sender's picture. They pass
 * `hideErrors`: the card says itself what failed (a slot the user does not own hides the card).
 */
import type { components } from '../../common/api/schema';
import { api, ApiError, data, hideErrors } from '../api/client';
import type { Signal } from './queries';

export type HomeSlot = components['schemas']['HomeSlot'];
export type EscrowOffer = components['schemas']['EscrowOffer'];
export type EscrowResponse = components['schemas']['EscrowResponse'];

export const homeOfferMethods = {
  /** The slot leading to the location that the user owns (403 when they own none). */
  getHomeSlot(domain: string, location: string, { signal }: Signal = {}): Promise<HomeSlot> {
    return data(
      api.GET('/v2/domains/{domain}/locations/{location}/slot', {
        params: { path: { domain, location } },
        signal,
        headers: hideErrors,
      }),
    );
  },
  /** Turns offers for the home on or off. */
  setHomeAllowOffers(domain: string, location: string, allow: boolean): Promise<HomeSlot> {
    return data(
      api.POST('/v2/domains/{domain}/locations/{location}/allowoffers', {
        params: { path: { domain, location } },
        body: { allow },
        headers: hideErrors,
      }),
    );
  },
  /** The open offers the user received for one slot. */
  listReceivedOffers(buildingguid: string, slotidx: number, { signal }: Signal = {}): Promise<EscrowOffer[]> {
    return data(
      api.GET('/v2/me/escrow/filter', {
        params: { query: { received: true, buildingguid, slotidx } },
        signal,
        headers: hideErrors,
      }),
    );
  },
  /** Accepts or declines an offer, for the amount the user saw. */
  respondToOffer(escrowid: string, acceptoffer: boolean, amount: number): Promise<EscrowResponse> {
    return data(
      api.POST('/v2/me/escrow/respond', { body: { escrowid, acceptoffer, amount }, headers: hideErrors }),
    );
  },
  /** The user's profile picture, or null when they have none (204) or no longer exist (404). */
  async getUserPicture(id: string, { signal }: Signal = {}): Promise<Blob | null> {
    try {
      const picture = await data(
        api.GET('/v2/users/{id}/profilepicture', {
          params: { path: { id } },
          parseAs: 'blob',
          signal,
          headers: hideErrors,
        }),
      );
      return picture ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
};
