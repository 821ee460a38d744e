/** The marketing export (staff-and-agents.md §7): the contacts of users who agreed to receive updates. */
import { createRepositories } from '../../../repositories/index.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { HandlerMap } from '../../types.ts';

export const marketingHandlers = {
  async listMarketingEmails(request) {
    const actor = signedInUser(request);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const rows = await repos.users.listMarketingContacts();
      // Personal data leaving the platform: who exported how many contacts is kept in the audit log.
      await repos.audit.record({
        actorId: actor.id,
        action: 'marketingemails.export',
        collection: 'users',
        targetId: 'marketingemails',
        after: { count: rows.length },
      });
      const text = (doc: Record<string, unknown>, field: string): string =>
        typeof doc[field] === 'string' ? (doc[field] as string) : '';
      return {
        documents: rows.map(({ id, doc }) => ({
          id,
          name: text(doc, 'name'),
          nickname: text(doc, 'nickname'),
          email: text(doc, 'email'),
          ...(typeof doc.created === 'string' && { created: doc.created }),
          ...(typeof doc.timestamp === 'string' && { timestamp: doc.timestamp }),
        })),
      };
    });
  },
} satisfies HandlerMap;
