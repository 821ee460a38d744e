/** The mail outbox (`mail_outbox`): every message sent, readable by staff. */
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';
import type { MailMessage, OutboxEntry } from '../providers/mail/types.ts';

interface OutboxRow {
  id: string;
  ts: Date;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  transport: 'local' | 'smtp';
  error: string | null;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    ts: row.ts.toISOString(),
    to: row.to_address,
    ...(row.reply_to !== null && { replyTo: row.reply_to }),
    subject: row.subject,
    text: row.body,
    transport: row.transport,
    ...(row.error !== null && { error: row.error }),
  };
}

export interface MailOutboxRepository {
  /** Keeps a sent (or failed) message; returns its id. */
  record(message: MailMessage, transport: 'local' | 'smtp', error?: string): Promise<string>;
  /** A page of the outbox, newest first, optionally only messages to one address. */
  list(options: {
    offset: number;
    limit: number;
    to?: string;
  }): Promise<{ entries: OutboxEntry[]; total: number }>;
}

/** The mail outbox over a connection or a transaction. */
export function createMailOutboxRepository(q: Queryable): MailOutboxRepository {
  return {
    async record(message, transport, error) {
      const id = newId();
      await q.query(
        `INSERT INTO mail_outbox (id, to_address, reply_to, subject, body, transport, error)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, message.to, message.replyTo ?? null, message.subject, message.text, transport, error ?? null],
      );
      return id;
    },

    async list(options) {
      const filter = options.to ? 'WHERE lower(to_address) = lower($1)' : '';
      const params: unknown[] = options.to ? [options.to] : [];
      const { rows } = await q.query<OutboxRow>(
        `SELECT * FROM mail_outbox ${filter} ORDER BY ts DESC, id DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, options.limit, options.offset],
      );
      const count = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox ${filter}`,
        params,
      );
      return { entries: rows.map(toEntry), total: count.rows[0]?.n ?? 0 };
    },
  };
}
