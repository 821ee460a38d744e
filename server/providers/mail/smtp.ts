/** The SMTP mail provider (nodemailer): delivers through the configured relay and keeps a copy in the outbox. */
import type { Queryable } from '../../db/connection.ts';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';
import { createMailOutboxRepository } from '../../repositories/mail-outbox-repository.ts';
import type { MailMessage, MailProvider } from './types.ts';

export function createSmtpMail(db: Queryable, smtpUrl: string, from: string): MailProvider {
  const transport = loadOnFirstUse('The SMTP mail sender', async () =>
    (await import('nodemailer')).default.createTransport(smtpUrl),
  );
  const outbox = createMailOutboxRepository(db);
  return {
    async send(message: MailMessage) {
      try {
        await (
          await transport()
        ).sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.replyTo && { replyTo: message.replyTo }),
        });
      } catch (error) {
        // Kept with the failure so staff can see what did not go out, then reported to the caller.
        await outbox.record(message, 'smtp', error instanceof Error ? error.message : String(error));
        throw error;
      }
      await outbox.record(message, 'smtp');
    },
  };
}
