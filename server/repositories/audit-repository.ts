/**
 * The audit log of staff writes (table `audit_log`). Record an entry through the repository of the same
 * transaction as the write it describes, so a write is never recorded without happening nor happens without
 * being recorded. The one reader serves the browsable log and the log of one record.
 */
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';

/** One staff write. `before`/`after` hold the changed record or just the changed fields. */
export interface AuditEntry {
  actorId: string;
  /** `<area>.<verb>`, e.g. `user.permissions`, `user.addcurrency`, `domain.setowner`, `build.save`. */
  action: string;
  /** The record's collection (users, domains, …) or the settings area (build, featured). */
  collection: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** A stored audit entry as the API returns it (`actornickname` when the actor still exists and has one). */
export interface AuditRecord {
  id: string;
  timestamp: string;
  actor: string;
  actornickname?: string;
  action: string;
  collection: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Which entries to read; every given field must match. */
export interface AuditFilter {
  collection?: string;
  target?: string;
  actor?: string;
}

/** The log of one record shows at most this many entries. */
export const RECORD_AUDIT_LIMIT = 100;

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

const COLUMNS = { collection: 'a.collection', target: 'a.target_id', actor: 'a.actor_id' } as const;

function toRecord(row: AuditRow): AuditRecord {
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

function whereOf(filter: AuditFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const key of ['collection', 'target', 'actor'] as const) {
    const value = filter[key];
    if (value === undefined) continue;
    params.push(value);
    conditions.push(`${COLUMNS[key]} = $${params.length}`);
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export interface AuditRepository {
  /** Appends an entry; returns its id. */
  record(entry: AuditEntry): Promise<string>;
  /** The entries matching the filter, newest first, from `first`, at most `count`. */
  list(filter: AuditFilter, first: number, count: number): Promise<AuditRecord[]>;
  /** How many entries match the filter. */
  count(filter: AuditFilter): Promise<number>;
  /** The entries about one record, newest first (at most `RECORD_AUDIT_LIMIT`). */
  ofRecord(collection: string, targetId: string): Promise<AuditRecord[]>;
}

/** The audit log over a connection or a transaction. */
export function createAuditRepository(q: Queryable): AuditRepository {
  const list: AuditRepository['list'] = async (filter, first, count) => {
    const { where, params } = whereOf(filter);
    const { rows } = await q.query<AuditRow>(
      `${SELECT} ${where} ORDER BY a.ts DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, count, first],
    );
    return rows.map(toRecord);
  };
  return {
    async record(entry) {
      const id = newId();
      await q.query(
        `INSERT INTO audit_log (id, actor_id, action, collection, target_id, before, after)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
        [
          id,
          entry.actorId,
          entry.action,
          entry.collection,
          entry.targetId,
          entry.before === undefined ? null : JSON.stringify(entry.before),
          entry.after === undefined ? null : JSON.stringify(entry.after),
        ],
      );
      return id;
    },
    list,
    async count(filter) {
      const { where, params } = whereOf(filter);
      const { rows } = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log a ${where}`,
        params,
      );
      return Number(rows[0]?.n ?? 0);
    },
    ofRecord: (collection, targetId) => list({ collection, target: targetId }, 0, RECORD_AUDIT_LIMIT),
  };
}
