/**
 * Approvals (staff-and-agents.md §2.7, §4, §7): storefront and joke locations submitted for approval, and
 * adverts with ordered impressions. Each decision is one transaction with its audit entry; a second decision
 * on the same item finds it no longer pending (400), so two staff members cannot both decide.
 */
import type { Queryable } from '../../../db/connection.ts';
import { recordAudit } from '../../../repositories/audit-repository.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import { requireStaffWith } from './access.ts';
import { ADMIN_PAGES_MESSAGES as TEXT } from './texts.ts';
import type { HandlerMap, ReplyBody } from '../../types.ts';

/** Both lists show at most this many (§9). */
export const APPROVALS_LIMIT = 100;

type Storefront = ReplyBody<'approveStorefront'>;
type Advert = ReplyBody<'approveAdvert'>;
type LocationDoc = Record<string, unknown> & { id: string };

interface StorefrontRow {
  doc: LocationDoc;
  domainuri: string | null;
  ownernickname: string | null;
}

const STOREFRONT_SELECT = `
  SELECT l.doc, d.doc->>'uri' AS domainuri, u.doc->>'nickname' AS ownernickname
  FROM locations l
  LEFT JOIN domains d ON d.id = l.doc->>'domain'
  LEFT JOIN users u ON u.id = l.doc->>'owner'`;

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

interface AdvertRow {
  id: string;
  owner_id: string;
  name: string;
  image_blob: string;
  approved: boolean;
  pendingimpressions: number;
  totalimpressions: number;
  remainingimpressions: number;
  rejectionreason: string | null;
  paymentfailure: string | null;
  created: Date;
  updated: Date;
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

const PENDING_ADVERT = 'NOT approved AND rejectionreason IS NULL AND pendingimpressions > 0';

async function lockedStorefront(q: Queryable, id: string): Promise<StorefrontRow> {
  const { rows } = await q.query<StorefrontRow>(`${STOREFRONT_SELECT} WHERE l.id = $1 FOR UPDATE OF l`, [id]);
  const row = rows[0];
  if (!row || !TEMPLATES.some((t) => t === row.doc.template)) throw notFound(TEXT.storefrontNotFound);
  if (row.doc.approval !== 'pending') throw badRequest(TEXT.notPending);
  return row;
}

async function decideStorefront(
  q: Queryable,
  actorId: string,
  id: string,
  decision: { approval: 'approved' | 'unapproved'; message?: string },
): Promise<Storefront> {
  const row = await lockedStorefront(q, id);
  const before = { approval: row.doc.approval, approvalmessage: row.doc.approvalmessage ?? null };
  const patch = {
    approval: decision.approval,
    approvalmessage: decision.message ?? '',
    timestamp: new Date().toISOString(),
  };
  const { rows } = await q.query<{ doc: LocationDoc }>(
    'UPDATE locations SET doc = doc || $2::jsonb WHERE id = $1 RETURNING doc',
    [id, JSON.stringify(patch)],
  );
  await recordAudit(q, {
    actorId,
    action: decision.approval === 'approved' ? 'storefront.approve' : 'storefront.reject',
    collection: 'locations',
    targetId: id,
    before,
    after: { approval: patch.approval, approvalmessage: patch.approvalmessage },
  });
  return toStorefront({ ...row, doc: rows[0].doc });
}

async function lockedPendingAdvert(q: Queryable, id: string): Promise<AdvertRow> {
  const { rows } = await q.query<AdvertRow>('SELECT * FROM adverts WHERE id = $1 FOR UPDATE', [id]);
  const row = rows[0];
  if (!row) throw notFound(TEXT.advertNotFound);
  if (row.approved || row.rejectionreason !== null || Number(row.pendingimpressions) <= 0) {
    throw badRequest(TEXT.advertNotPending);
  }
  return row;
}

export const approvalsHandlers = {
  async listPendingApprovals(request) {
    requireStaffWith(request, 'admin_approvals');
    const { rows } = await request.server.db.query<StorefrontRow>(
      `${STOREFRONT_SELECT}
       WHERE l.doc->>'approval' = 'pending' AND l.doc->>'template' = ANY($1::text[])
       ORDER BY l.ts ASC, l.id ASC LIMIT $2`,
      [TEMPLATES, APPROVALS_LIMIT],
    );
    return { documents: rows.map(toStorefront) };
  },

  async approveStorefront(request) {
    const actor = requireStaffWith(request, 'admin_approvals');
    return request.server.db.transaction((tx) =>
      decideStorefront(tx, actor.id, request.params.id, { approval: 'approved' }),
    );
  },

  async rejectStorefront(request) {
    const actor = requireStaffWith(request, 'admin_approvals');
    const message = request.body.message.trim();
    return request.server.db.transaction((tx) =>
      decideStorefront(tx, actor.id, request.params.id, { approval: 'unapproved', message }),
    );
  },

  async listPendingAdverts(request) {
    requireStaffWith(request, 'admin_approvals');
    const { rows } = await request.server.db.query<AdvertRow>(
      `SELECT * FROM adverts WHERE ${PENDING_ADVERT} ORDER BY updated ASC, id ASC LIMIT $1`,
      [APPROVALS_LIMIT],
    );
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
    const actor = requireStaffWith(request, 'admin_approvals');
    const { id } = request.params;
    return request.server.db.transaction(async (tx) => {
      const before = toAdvert(await lockedPendingAdvert(tx, id));
      // The ordered impressions go live; with the local payments ledger there is nothing left to capture.
      const { rows } = await tx.query<AdvertRow>(
        `UPDATE adverts SET approved = true, totalimpressions = totalimpressions + pendingimpressions,
           remainingimpressions = remainingimpressions + pendingimpressions, pendingimpressions = 0,
           updated = now()
         WHERE id = $1 RETURNING *`,
        [id],
      );
      const after = toAdvert(rows[0]);
      await recordAudit(tx, {
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
    const actor = requireStaffWith(request, 'admin_approvals');
    const reason = request.body.rejectionreason.trim();
    if (reason === '') throw badRequest(TEXT.reasonRequired);
    const { id } = request.params;
    return request.server.db.transaction(async (tx) => {
      const before = toAdvert(await lockedPendingAdvert(tx, id));
      // Rejected orders are dropped: the advertiser is only charged after approval.
      const { rows } = await tx.query<AdvertRow>(
        `UPDATE adverts SET rejectionreason = $2, pendingimpressions = 0, updated = now()
         WHERE id = $1 RETURNING *`,
        [id, reason],
      );
      const after = toAdvert(rows[0]);
      await recordAudit(tx, {
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
