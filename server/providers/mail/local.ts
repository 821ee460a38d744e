/** The local mail provider: nothing leaves the machine; messages land in the outbox for staff to read. */
import type { Queryable } from '../../db/connection.ts';
import { createMailOutboxRepository } from '../../repositories/mail-outbox-repository.ts';
import type { MailMessage, MailProvider } from './types.ts';

export function createLocalMail(db: Queryable): MailProvider {
  const outbox = createMailOutboxRepository(db);
  return {
    async send(message: MailMessage) {
      await outbox.record(message, 'local');
    },
  };
}
