/**
 * The audit of staff bot administration (staff-and-agents.md §2.16): every staff write to the bots' data is
 * recorded in the audit log in the transaction of the write.
 */
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/auth.ts';
import { createRepositories } from '../../repositories/index.ts';

/** Audits a staff write to the bots' data in the transaction of the write. */
export async function audited<T>(
  request: FastifyRequest,
  action: string,
  targetId: string,
  write: (
    repos: ReturnType<typeof createRepositories>,
  ) => Promise<{ before?: unknown; after?: unknown; result: T }>,
): Promise<T> {
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const { before, after, result } = await write(repos);
    await repos.audit.record({
      actorId: signedInUser(request).id,
      action,
      collection: 'mvbots',
      targetId,
      before,
      after,
    });
    return result;
  });
}
