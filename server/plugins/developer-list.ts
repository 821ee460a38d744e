/**
 * The developer-team accounts (DEVELOPER_LIST_EMAILS) to whom a metaverse's Members page also shows the
 * developer members list; the list's operation refuses anyone else.
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lowercase email addresses of the developer-team accounts. */
    developerListEmails: ReadonlySet<string>;
  }
}

export const developerListPlugin = fp<{ emails: readonly string[] }>(
  async (app, options) => {
    app.decorate('developerListEmails', new Set(options.emails.map((email) => email.toLowerCase())));
  },
  { name: 'developer-list' },
);
