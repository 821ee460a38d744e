/**
 * Approvals (staff-and-agents.md §2.7, §4, §7): storefront and joke locations submitted for approval, and
 * adverts with ordered impressions. Each decision is one transaction with its audit entry; a second decision
 * on the same item finds it no longer pending (400), so two staff members cannot both decide.
 */

import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../../../lib/http-error.ts';
import { CardRefusal } from '../../../providers/payments/types.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { ADMIN_PAGES_MESSAGES as TEXT } from './texts.ts';
import type { HandlerMap, ReplyBody } from '../../types.ts';
import type { AdvertRow } from '../../../repositories/adverts-repository.ts';
import { createRepositories, type Repositories } from '../../../repositories/index.ts';
import type { StorefrontRow } from '../../../repositories/storefronts-repository.ts';

/** Both lists show at most this many (staff-and-agents.md §9). */
export const APPROVALS_LIMIT = 100;

type Storefront = ReplyBody<'approveStorefront'>;
type Advert = ReplyBody<'approveAdvert'>;
const TEMPLATES = ['storefront', 'joke'] as const;

function toStorefront(row: StorefrontRow): Storefront {
  const doc = row.doc;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const template = TEMPLATES.find((t) => t === doc.template) ?? 'storefront';
  const approval = (['pending', 'approved', 'unapproved'] as const).find((a) => a === doc.approval) ?? '';
  return {
    id: doc.id,
    name: text(doc.name),
    nickname: text(doc.nickname),
    domain: text(doc.domain),
    owner: text(doc.owner),
    template,
    approval,
    ...(row.domainuri !== null && { domainuri: row.domainuri }),
    ...(row.ownernickname !== null && { ownernickname: row.ownernickname }),
    ...(typeof doc.path === 'string' && { path: doc.path }),
    ...(typeof doc.approvalmessage === 'string' && { approvalmessage: doc.approvalmessage }),
    ...(typeof doc.timestamp === 'string' && { timestamp: doc.timestamp }),
  };
}

/** Adverts are served as `iconurl` pointing at their image blob. */
export function advertImageUrl(blob: string): string {
  return `/v2/public/blobs/${blob}`;
}

/** An advert as replies carry it (staff and owner alike). */
export function toAdvert(row: AdvertRow): Advert {
  return {
    _id: row.id,
    name: row.name,
    iconurl: advertImageUrl(row.image_blob),
    owner: row.owner_id,
    approved: row.approved,
    pendingimpressions: Number(row.pendingimpressions),
    totalimpressions: Number(row.totalimpressions),
    remainingimpressions: Number(row.remainingimpressions),
    ...(row.rejectionreason !== null && { rejectionreason: row.rejectionreason }),
    ...(row.paymentfailure !== null && { paymentfailure: row.paymentfailure }),
    created: row.created.toISOString(),
    timestamp: row.updated.toISOString(),
  };
}

async function lockedStorefront(repos: Repositories, id: string): Promise<StorefrontRow> {
  const row = await repos.storefronts.lock(id);
  if (!row || !TEMPLATES.some((t) => t === row.doc.template)) throw notFound(TEXT.storefrontNotFound);
  if (row.doc.approval !== 'pending') throw badRequest(TEXT.notPending);
  return row;
}

async function decideStorefront(
  repos: Repositories,
  actorId: string,
  id: string,
  decision: { approval: 'approved' | 'unapproved'; message?: string },
): Promise<Storefront> {
  const row = await lockedStorefront(repos, id);
  const before = { approval: row.doc.approval, approvalmessage: row.doc.approvalmessage ?? null };
  const patch = {
    approval: decision.approval,
    approvalmessage: decision.message ?? '',
    timestamp: new Date().toISOString(),
  };
  const doc = await repos.storefronts.patch(id, patch);
  await repos.audit.record({
    actorId,
    action: decision.approval === 'approved' ? 'storefront.approve' : 'storefront.reject',
    collection: 'locations',
    targetId: id,
    before,
    after: { approval: patch.approval, approvalmessage: patch.approvalmessage },
  });
  return toStorefront({ ...row, doc });
}

async function lockedPendingAdvert(repos: Repositories, id: string): Promise<AdvertRow> {
  const row = await repos.adverts.lock(id);
  if (!row) throw notFound(TEXT.advertNotFound);
  if (row.approved || row.rejectionreason !== null || Number(row.pendingimpressions) <= 0) {
    throw badRequest(TEXT.advertNotPending);
  }
  return row;
}

/**
 * Approves or rejects a pending advert. When its impressions were paid by card, the held money is captured on
 * approval (impressions credited) or released on rejection. The payment is claimed in one transaction,
 * the provider called outside it, and the decision recorded with its audit entry in another; a second
 * decision meanwhile finds the payment claimed (409) or the advert decided (400).
 */
async function decideAdvert(
  request: FastifyRequest,
  actorId: string,
  id: string,
  decision: 'approve' | 'reject',
  reason = '',
): Promise<Advert> {
  const app = request.server;
  const cards = app.payments.provider.cards;
  const claimed = await app.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const before = toAdvert(await lockedPendingAdvert(repos, id));
    const active = await repos.advertPurchases.activeOf(id);
    if (!active) return { before, purchase: null };
    const next = decision === 'approve' ? 'capturing' : 'releasing';
    const purchase = await repos.advertPurchases.move(active.intent_id, ['authorized'], next);
    if (!purchase) throw new HttpError(409, TEXT.paymentInProgress);
    return { before, purchase };
  });
  const { before, purchase } = claimed;
  let failure: string | null = null;
  if (purchase) {
    try {
      if (decision === 'approve') await cards.captureIntent(purchase.intent_id);
      else await cards.cancelIntent(purchase.intent_id);
    } catch (error) {
      if (!(error instanceof CardRefusal) || decision === 'reject') {
        // Not reached (or a release refused): the payment stays held and the advert waits for a decision.
        request.log.error({ err: error }, 'carrying out an advert decision at the payments provider failed');
        await app.db.transaction((tx) =>
          createRepositories(tx).advertPurchases.move(
            purchase.intent_id,
            ['capturing', 'releasing'],
            'authorized',
          ),
        );
        throw new HttpError(502, TEXT.paymentProviderFailed);
      }
      failure = error.message;
    }
  }
  return app.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    await repos.adverts.lock(id);
    let row: AdvertRow;
    if (decision === 'reject') row = await repos.adverts.reject(id, reason);
    else if (failure !== null) row = await repos.adverts.approveUnpaid(id, failure);
    else row = await repos.adverts.approve(id);
    if (purchase) {
      const done = decision === 'reject' ? 'released' : failure === null ? 'captured' : 'failed';
      await repos.advertPurchases.move(purchase.intent_id, ['capturing', 'releasing'], done, failure);
    }
    const after = toAdvert(row);
    await repos.audit.record({
      actorId,
      action: decision === 'approve' ? 'advert.approve' : 'advert.reject',
      collection: 'adverts',
      targetId: id,
      before,
      after: purchase
        ? { ...after, payment: { intent: purchase.intent_id, amount: purchase.amount } }
        : after,
    });
    if (!purchase) return after;
    const done = decision === 'reject' ? 'released' : failure === null ? 'captured' : 'failed';
    return {
      ...after,
      payment: { status: done, amount: Number(purchase.amount), currency: purchase.currency },
    };
  });
}

export const approvalsHandlers = {
  async listPendingApprovals(request) {
    const rows = await request.server.repos.storefronts.listPending(TEMPLATES, APPROVALS_LIMIT);
    return { documents: rows.map(toStorefront) };
  },

  async approveStorefront(request) {
    const actor = signedInUser(request);
    return request.server.db.transaction((tx) =>
      decideStorefront(createRepositories(tx), actor.id, request.params.id, { approval: 'approved' }),
    );
  },

  async rejectStorefront(request) {
    const actor = signedInUser(request);
    const message = request.body.message.trim();
    return request.server.db.transaction((tx) =>
      decideStorefront(createRepositories(tx), actor.id, request.params.id, {
        approval: 'unapproved',
        message,
      }),
    );
  },

  async listPendingAdverts(request) {
    const rows = await request.server.repos.adverts.listPending(APPROVALS_LIMIT);
    return {
      documents: rows.map((row) => {
        const raw = toAdvert(row);
        return {
          _id: raw._id,
          name: raw.name,
          iconurl: raw.iconurl ?? '',
          timestamp: raw.timestamp ?? row.updated.toISOString(),
          pendingimpressions: raw.pendingimpressions,
          raw,
        };
      }),
    };
  },

  async approveAdvert(request) {
    const actor = signedInUser(request);
    const { id } = request.params;
    return decideAdvert(request, actor.id, id, 'approve');
  },

  async rejectAdvert(request) {
    const actor = signedInUser(request);
    const reason = request.body.rejectionreason.trim();
    if (reason === '') throw badRequest(TEXT.reasonRequired);
    return decideAdvert(request, actor.id, request.params.id, 'reject', reason);
  },
} satisfies HandlerMap;
