/** The local mail provider: nothing leaves the machine; messages land in the outbox for staff to read. */
import type { Queryable } from '../../db/connection.ts';
import { recordOutbox } from './outbox.ts';
import type { MailMessage, MailProvider } from './types.ts';

export function createLocalMail(db: Queryable): MailProvider {
  return {
    async send(message: MailMessage) {
      await recordOutbox(db, message, 'local');
    },
  };
}
