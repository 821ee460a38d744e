/** Picks the mail provider: SMTP when a URL is configured, otherwise the local outbox. */
import type { Queryable } from '../../db/connection.ts';
import { createLocalMail } from './local.ts';
import { createSmtpMail } from './smtp.ts';
import type { MailProvider } from './types.ts';

export type { MailMessage, MailProvider, OutboxEntry } from './types.ts';

export interface MailConfig {
  /** smtp:// or smtps:// URL of the relay, with credentials when it needs them. */
  smtpUrl?: string;
  /** The From address of every message. */
  from: string;
}

export function createMailProvider(db: Queryable, config: MailConfig): MailProvider {
  return config.smtpUrl ? createSmtpMail(db, config.smtpUrl, config.from) : createLocalMail(db);
}
