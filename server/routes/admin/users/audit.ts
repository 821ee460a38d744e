/**
 * The audit log of staff writes, browsable (GET /v2/admin/audit, filtered by collection, record or actor) and
 * per record (GET /v2/admin/audit/{collection}/{id}). Both are ours; administrator or superuser.
 */
import type { Queryable } from '../../../db/connection.ts';
import { requireAdmin } from './rules.ts';
import type { HandlerMap } from '../../types.ts';

interface AuditRow {
  id: string;
  ts: Date;
  actor_id: string;
  actornickname: string | null;
  action: string;
  collection: string;
  target_id: string;
  before: unknown;
  after: unknown;
}

const SELECT = `SELECT a.id, a.ts, a.actor_id, u.doc->>'nickname' AS actornickname, a.action, a.collection,
                       a.target_id, a.before, a.after
                FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id`;

function toEntry(row: AuditRow) {
  return {
    id: row.id,
    timestamp: new Date(row.ts).toISOString(),
    actor: row.actor_id,
    ...(row.actornickname !== null && { actornickname: row.actornickname }),
    action: row.action,
    collection: row.collection,
    target: row.target_id,
    before: row.before,
    after: row.after,
  };
}

interface AuditFilter {
  collection?: string;
  target?: string;
  actor?: string;
}

/** One page of the log, newest first, with the total matching the filter. */
async function auditPage(db: Queryable, filter: AuditFilter, first: number, count: number) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const columns = { collection: 'a.collection', target: 'a.target_id', actor: 'a.actor_id' } as const;
  for (const key of ['collection', 'target', 'actor'] as const) {
    const value = filter[key];
    if (value === undefined) continue;
    params.push(value);
    conditions.push(`${columns[key]} = $${params.length}`);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const [total, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log a ${where}`, params),
    db.query<AuditRow>(
      `${SELECT} ${where} ORDER BY a.ts DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, count, first],
    ),
  ]);
  return { total: Number(total.rows[0]?.n ?? 0), entries: page.rows.map(toEntry) };
}

export const adminAuditHandlers = {
  async listAuditLog(request) {
    requireAdmin(request);
    const { first = 0, count = 30, collection, target, actor } = request.query;
    return auditPage(request.server.db, { collection, target, actor }, first, count);
  },

  async getAuditOfRecord(request) {
    requireAdmin(request);
    const { rows } = await request.server.db.query<AuditRow>(
      `${SELECT} WHERE a.collection = $1 AND a.target_id = $2 ORDER BY a.ts DESC, a.id DESC LIMIT 100`,
      [request.params.collection, request.params.id],
    );
    return rows.map(toEntry);
  },
} satisfies HandlerMap;
