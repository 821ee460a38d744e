/**
 * The developer-team accounts (DEVELOPER_LIST_EMAILS) to whom a metaverse's Members page also shows the
 * developer members list; the list's operation refuses anyone else.
 */
import type { FastifyInstance } from 'fastify';
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

/** Whether the account with this email is on the developer team (the list's one rule). */
export function onDeveloperTeam(app: FastifyInstance, email: string | null | undefined): boolean {
  return !!email && app.developerListEmails.has(email.toLowerCase());
}
