/** The mail plugin: `app.mail.send({to, subject, text, replyTo?})` through SMTP or the local outbox. */
import fp from 'fastify-plugin';
import { createMailProvider, type MailConfig, type MailProvider } from '../providers/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailProvider;
  }
}

export const mailPlugin = fp<MailConfig>(
  async (app, options) => {
    app.decorate('mail', createMailProvider(app.db, options));
  },
  { name: 'mail', dependencies: ['db'] },
);
