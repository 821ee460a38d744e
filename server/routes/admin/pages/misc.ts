/**
 * Build gating and the marketing export (staff-and-agents.md §2.4, §7), headset-platform events (§2.12),
 * and two pages the specification lists without contents: the dashboard counts and the escrow lists.
 */
import { COLLECTIONS } from '../../../db/collections.ts';
import { recordAudit } from '../../../repositories/audit-repository.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { requireStaff, requireStaffWith } from './access.ts';
import { readSetting, writeSetting } from '../../../repositories/settings-repository.ts';
import { ADMIN_PAGES_MESSAGES as TEXT } from './texts.ts';
import type { HandlerMap, ReplyBody } from '../../types.ts';

type BuildConfig = ReplyBody<'getBuildConfig'>;

/** Until staff save numbers, no build is warned or refused. */
export const DEFAULT_BUILD: BuildConfig = { warnbuildnumber: 0, failbuildnumber: 0 };

interface ContactRow {
  id: string;
  doc: Record<string, unknown>;
}

interface HeadsetEventRow {
  oculusid: string;
  title: string;
  start_ts: Date;
  end_ts: Date;
  published: boolean;
  subscribers: number;
  event_entities: { _id: string; name: string; nickname?: string; path?: string }[];
}

interface EscrowRow {
  id: string;
  user_id: string;
  receiver_id: string | null;
  ts: Date;
  amount: number;
  itemname: string;
  archived: boolean;
  usernickname: string | null;
  receivername: string | null;
}

export const miscHandlers = {
  async getBuildConfig(request) {
    requireStaffWith(request, 'admin_build');
    return (await readSetting<BuildConfig>(request.server.db, 'build')) ?? DEFAULT_BUILD;
  },

  async setBuildConfig(request) {
    const actor = requireStaffWith(request, 'admin_build');
    const next = {
      warnbuildnumber: request.body.warnbuildnumber,
      failbuildnumber: request.body.failbuildnumber,
    };
    if (next.failbuildnumber > next.warnbuildnumber) throw badRequest(TEXT.buildOrder);
    return request.server.db.transaction(async (tx) => {
      const before = (await readSetting<BuildConfig>(tx, 'build')) ?? DEFAULT_BUILD;
      await writeSetting(tx, 'build', next);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'build.save',
        collection: 'build',
        targetId: 'build',
        before,
        after: next,
      });
      return next;
    });
  },

  async listMarketingEmails(request) {
    const actor = requireStaffWith(request, 'admin_read_entities');
    return request.server.db.transaction(async (tx) => {
      // Only users who agreed to receive updates (the terms gate's receiveupdates) are marketing contacts.
      const { rows } = await tx.query<ContactRow>(
        `SELECT id, doc FROM users
         WHERE doc->>'receiveupdates' = 'true' AND coalesce(doc->>'email', '') <> ''
         ORDER BY doc->>'created' ASC, id ASC`,
      );
      // Personal data leaving the platform: who exported how many contacts is kept in the audit log.
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'marketingemails.export',
        collection: 'users',
        targetId: 'marketingemails',
        after: { count: rows.length },
      });
      const text = (doc: Record<string, unknown>, field: string): string =>
        typeof doc[field] === 'string' ? (doc[field] as string) : '';
      return {
        documents: rows.map(({ id, doc }) => ({
          id,
          name: text(doc, 'name'),
          nickname: text(doc, 'nickname'),
          email: text(doc, 'email'),
          ...(typeof doc.created === 'string' && { created: doc.created }),
          ...(typeof doc.timestamp === 'string' && { timestamp: doc.timestamp }),
        })),
      };
    });
  },

  async listOculusEvents(request) {
    requireStaff(request);
    const { rows } = await request.server.db.query<HeadsetEventRow>(
      `SELECT h.*, coalesce((
         SELECT jsonb_agg(jsonb_strip_nulls(jsonb_build_object('_id', e.id, 'name', coalesce(e.doc->>'name', ''),
           'nickname', e.doc->>'nickname', 'path', e.doc->>'path')) ORDER BY e.id)
         FROM events e WHERE e.doc->>'oculuseventid' = h.oculusid), '[]'::jsonb) AS event_entities
       FROM headset_events h ORDER BY h.start_ts DESC, h.oculusid`,
    );
    return {
      documents: rows.map((row) => ({
        oculusid: row.oculusid,
        title: row.title,
        start: row.start_ts.toISOString(),
        end: row.end_ts.toISOString(),
        published: row.published,
        subscribers: Number(row.subscribers),
        event_entities: row.event_entities,
      })),
    };
  },

  async getCollectionCounts(request) {
    requireStaff(request);
    const { rows } = await request.server.db.query<{ collection: string; n: number }>(
      'SELECT collection, n FROM collection_counts',
    );
    const counts = new Map(rows.map((row) => [row.collection, Number(row.n)]));
    return { counts: COLLECTIONS.map((collection) => ({ collection, count: counts.get(collection) ?? 0 })) };
  },

  async listEscrows(request) {
    requireStaff(request);
    const { first = 0, count = 30, archived = false } = request.query;
    const db = request.server.db;
    const [total, page] = await Promise.all([
      db.query<{ n: number }>('SELECT count(*) AS n FROM escrows WHERE archived = $1', [archived]),
      db.query<EscrowRow>(
        `SELECT e.id, e.user_id, e.receiver_id, e.ts, e.amount, e.itemname, e.archived,
           u.doc->>'nickname' AS usernickname, r.doc->>'nickname' AS receivername
         FROM escrows e
         LEFT JOIN users u ON u.id = e.user_id
         LEFT JOIN users r ON r.id = e.receiver_id
         WHERE e.archived = $1 ORDER BY e.ts DESC, e.id DESC LIMIT $2 OFFSET $3`,
        [archived, count, first],
      ),
    ]);
    return {
      total: Number(total.rows[0]?.n ?? 0),
      documents: page.rows.map((row) => ({
        escrowid: row.id,
        timestamp: row.ts.toISOString(),
        amount: Number(row.amount),
        itemname: row.itemname,
        user: row.user_id,
        archived: row.archived,
        ...(row.usernickname !== null && { usernickname: row.usernickname }),
        ...(row.receiver_id !== null && { receiver: row.receiver_id }),
        ...(row.receivername !== null && { receivername: row.receivername }),
      })),
    };
  },
} satisfies HandlerMap;
