/**
 * The audit log of staff writes. Call `recordAudit` inside the same transaction as the write it describes,
 * so a write is never recorded without happening nor happens without being recorded.
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

/** A stored audit entry as the API returns it. */
export interface AuditRecord {
  id: string;
  timestamp: string;
  actor: string;
  action: string;
  collection: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Appends an entry; returns its id. */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<string> {
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
}

interface AuditRow {
  id: string;
  ts: Date;
  actor_id: string;
  action: string;
  collection: string;
  target_id: string;
  before: unknown;
  after: unknown;
}

function toRecord(row: AuditRow): AuditRecord {
  return {
    id: row.id,
    timestamp: row.ts.toISOString(),
    actor: row.actor_id,
    action: row.action,
    collection: row.collection,
    target: row.target_id,
    before: row.before,
    after: row.after,
  };
}

/** The entries about one record, newest first. */
export async function auditOf(
  q: Queryable,
  collection: string,
  targetId: string,
  limit = 100,
): Promise<AuditRecord[]> {
  const { rows } = await q.query<AuditRow>(
    `SELECT id, ts, actor_id, action, collection, target_id, before, after FROM audit_log
     WHERE collection = $1 AND target_id = $2 ORDER BY ts DESC, id DESC LIMIT $3`,
    [collection, targetId, limit],
  );
  return rows.map(toRecord);
}
