/**
 * Approvals (staff-and-agents.md §2.7, §4, §7): storefront and joke locations submitted for approval, and
 * adverts with ordered impressions. Each decision is one transaction with its audit entry; a second decision
 * on the same item finds it no longer pending (400), so two staff members cannot both decide.
 */

import { badRequest, notFound } from '../../../lib/http-error.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { ADMIN_PAGES_MESSAGES as TEXT } from './texts.ts';
import type { HandlerMap, ReplyBody } from '../../types.ts';
import type { AdvertRow } from '../../../repositories/adverts-repository.ts';
import { createRepositories, type Repositories } from '../../../repositories/index.ts';
import type { StorefrontRow } from '../../../repositories/storefronts-repository.ts';

/** Both lists show at most this many (§9). */
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

function toAdvert(row: AdvertRow): Advert {
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
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = toAdvert(await lockedPendingAdvert(repos, id));
      // The ordered impressions go live; with the local payments ledger there is nothing left to capture.
      const after = toAdvert(await repos.adverts.approve(id));
      await repos.audit.record({
        actorId: actor.id,
        action: 'advert.approve',
        collection: 'adverts',
        targetId: id,
        before,
        after,
      });
      return after;
    });
  },

  async rejectAdvert(request) {
    const actor = signedInUser(request);
    const reason = request.body.rejectionreason.trim();
    if (reason === '') throw badRequest(TEXT.reasonRequired);
    const { id } = request.params;
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const before = toAdvert(await lockedPendingAdvert(repos, id));
      // Rejected orders are dropped: the advertiser is only charged after approval.
      const after = toAdvert(await repos.adverts.reject(id, reason));
      await repos.audit.record({
        actorId: actor.id,
        action: 'advert.reject',
        collection: 'adverts',
        targetId: id,
        before,
        after,
      });
      return after;
    });
  },
} satisfies HandlerMap;
