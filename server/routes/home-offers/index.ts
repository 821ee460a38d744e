/**
 * The home/offers card of an apartment location (single-target-and-flows.md §2, §3 Slot and Escrow offer, §4,
 * single-target-and-flows.md §7): the slot leading to the caller's home, its allow-offers switch, the offers received for it, accepting
 * and declining one, and the senders' pictures.
 *
 * An offer is an escrow (table `escrows`, its doc naming the building, the slot and the fees) whose metacoin left
 * the sender's balance for their metacoin in escrow when it was made. Accepting settles it in one transaction:
 * the escrow is archived (only if it was still open, so two accepts never both pay), the sender's escrow is
 * released, the receiver is paid the amount minus the fees, every other open offer on the slot goes back to its
 * sender, the ledgers get their rows and the slot moves to the sender. Declining returns the metacoin.
 */
import type { FastifyRequest } from 'fastify';
import { offerProceeds } from '../../../common/homeOffers.ts';
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { grantedDomain } from '../../authz/index.ts';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { LockedEscrow } from '../../repositories/escrows-repository.ts';
import type { StoredSlot } from '../../repositories/home-offers-repository.ts';
import { createRepositories, type Repositories } from '../../repositories/index.ts';
import { sendBlob } from '../images.ts';
import type { HandlerMap } from '../types.ts';
import { HOME_OFFER_TEXTS as T } from './texts.ts';

const conflict = (message: string) => new HttpError(409, message);

/** The slot as the contract answers it. */
const slotView = (buildingguid: string, slot: StoredSlot) => ({
  refuseoffers: slot.refuseoffers === true,
  marketsale: slot.marketsale === true,
  buildingguid,
  slot: Number(slot.slot),
});

/** The caller's slot leading to the location of the path; 403 when they own none (not the owner of the home). */
async function ownedHomeSlot(request: FastifyRequest, locationKey: string) {
  const access = grantedDomain(request);
  const { repos } = request.server;
  const found = await repos.domains.findEntity(access.domain.id, 'locations', locationKey);
  const location = found && (await repos.entities.find(access.domain.id, 'locations', found.id));
  if (!location) throw notFound(MESSAGES.entityNotFound);
  const path =
    typeof location.path === 'string' ? location.path : `${access.domain.uri}/locations/${location.name}`;
  const owned = await repos.homeOffers.ownedSlotTo(access.user.id, path);
  if (!owned) throw forbidden(T.notHomeOwner);
  return owned;
}

/** Returns an offer's metacoin to its sender and takes it off the slot's list of offers. */
async function returnOffer(repos: Repositories, escrow: LockedEscrow, outcome: 'declined' | 'returned') {
  if (!(await repos.escrows.settle(escrow.id, outcome))) throw conflict(T.offerSettled);
  await repos.homeOffers.moveMetacoin(escrow.user_id, {
    currency: escrow.amount,
    inescrow: -escrow.amount,
    type: 'escrow_refund',
    doc: { escrowid: escrow.id, outcome },
  });
  const { buildingguid, slot } = escrow.doc;
  if (buildingguid !== undefined && slot !== undefined) {
    await repos.homeOffers.updateSlot(buildingguid, slot, (current) => ({
      ...current,
      slotoffers: (current.slotoffers ?? []).filter((offer) => offer.escrowid !== escrow.id),
    }));
  }
}

/** Accepts a locked, open offer of the receiver (see the file's header). */
async function acceptOffer(repos: Repositories, escrow: LockedEscrow, receiverId: string) {
  const { buildingguid, slot } = escrow.doc;
  if (buildingguid === undefined || slot === undefined) throw notFound(T.offerNotFound);
  const before = await repos.homeOffers.lockSlot(buildingguid, slot);
  if (!before || before.owner !== receiverId) throw conflict(T.slotGone);
  if (before.refuseoffers === true) throw conflict(T.refusingOffers);
  if (!(await repos.escrows.settle(escrow.id, 'accepted'))) throw conflict(T.offerSettled);
  const fees = Number(escrow.doc.fees ?? 0);
  const trade = { amount: escrow.amount, slot, buildingguid, escrowid: escrow.id };
  await repos.homeOffers.moveMetacoin(escrow.user_id, {
    currency: 0,
    inescrow: -escrow.amount,
    type: 'escrow_paid',
    doc: { escrowid: escrow.id, buildingguid, slot },
  });
  await repos.homeOffers.moveMetacoin(receiverId, {
    currency: offerProceeds({ amount: escrow.amount, fees }),
    inescrow: 0,
    type: 'sell_slot',
    doc: { escrowid: escrow.id, buildingguid, slot, amount: escrow.amount, fees },
  });
  await repos.homeOffers.recordSlotTrade(escrow.user_id, { ...trade, type: 'buy_slot' });
  await repos.homeOffers.recordSlotTrade(receiverId, { ...trade, type: 'sell_slot' });
  // The other offers were made to the seller: they go back to their senders.
  for (const other of await repos.escrows.lockOpenOnSlot(buildingguid, slot, escrow.id)) {
    await returnOffer(repos, other, 'returned');
  }
  // The new owner points the door at a place of their own; offers start over.
  await repos.homeOffers.updateSlot(buildingguid, slot, (found) => {
    const moved: StoredSlot = {
      ...found,
      owner: escrow.user_id,
      boughtfor: escrow.amount,
      marketsale: false,
      refuseoffers: false,
      slotoffers: [],
    };
    delete moved.destination;
    return moved;
  });
}

export const homeOffersHandlers = {
  async getHomeSlot(request) {
    const owned = await ownedHomeSlot(request, request.params.location);
    return slotView(owned.buildingguid, owned.slot);
  },

  async setHomeAllowOffers(request) {
    const owned = await ownedHomeSlot(request, request.params.location);
    const updated = await request.server.db.transaction((tx) =>
      createRepositories(tx).homeOffers.updateSlot(owned.buildingguid, Number(owned.slot.slot), (slot) => ({
        ...slot,
        refuseoffers: !request.body.allow,
      })),
    );
    if (!updated) throw notFound(MESSAGES.entityNotFound);
    return slotView(owned.buildingguid, updated);
  },

  async listMyEscrowOffers(request) {
    const me = signedInUser(request);
    const { received, buildingguid, slotidx } = request.query;
    const rows = await request.server.repos.escrows.offers(me.id, received, { buildingguid, slot: slotidx });
    return rows.map((row) => ({ ...row, timestamp: new Date(row.timestamp).toISOString() }));
  },

  async respondToEscrowOffer(request) {
    const me = signedInUser(request);
    const { escrowid, acceptoffer, amount } = request.body;
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const seen = await repos.escrows.find(escrowid);
      // Someone else's escrow, or one that is not an offer on a slot, is not found.
      const { buildingguid, slot } = seen?.doc ?? {};
      if (!seen || seen.receiver_id !== me.id || buildingguid === undefined || slot === undefined) {
        throw notFound(T.offerNotFound);
      }
      // The building first, then the escrows: every answer about one slot waits its turn (no deadlock between
      // an accept, which also returns the slot's other offers, and an answer to one of those).
      await repos.homeOffers.lockSlot(buildingguid, slot);
      const escrow = await repos.escrows.lock(escrowid);
      if (!escrow) throw notFound(T.offerNotFound);
      if (escrow.archived) throw conflict(T.offerSettled);
      if (escrow.amount !== amount) throw conflict(T.offerChanged);
      if (acceptoffer) await acceptOffer(repos, escrow, me.id);
      else await returnOffer(repos, escrow, 'declined');
      return { escrowid, accepted: acceptoffer };
    });
  },

  async getUserProfilePicture(request, reply) {
    const user = await request.server.repos.users.get(request.params.id);
    if (!user) throw notFound(COMMON_TEXTS.userNotFound);
    if (!user.iconblob) return reply.code(204).send();
    return sendBlob(request, reply, user.iconblob, { immutable: false });
  },
} satisfies HandlerMap;
