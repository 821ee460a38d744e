/** The user picker's lookup (staff-and-agents.md §7): users by id, email, name or nickname. */
import type { HandlerMap } from '../../types.ts';

export const adminRecordsUserLookupHandlers = {
  async findUsers(request) {
    const users = await request.server.repos.records.findUsers(request.query.text);
    return {
      users: users.map((doc) => ({
        id: doc.id,
        name: String(doc.name ?? ''),
        nickname: String(doc.nickname ?? ''),
        ...(typeof doc.email === 'string' && { email: doc.email }),
      })),
    };
  },
} satisfies HandlerMap;
