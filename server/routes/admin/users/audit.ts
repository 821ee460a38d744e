/**
 * The audit log of staff writes, browsable (GET /v2/admin/audit, filtered by collection, record or actor) and
 * per record (GET /v2/admin/audit/{collection}/{id}). Both are ours; administrator or superuser.
 */
import { createAuditRepository } from '../../../repositories/audit-repository.ts';
import type { HandlerMap } from '../../types.ts';

export const adminAuditHandlers = {
  async listAuditLog(request) {
    const { first = 0, count = 30, collection, target, actor } = request.query;
    const audit = createAuditRepository(request.server.db);
    const filter = { collection, target, actor };
    const [total, entries] = await Promise.all([audit.count(filter), audit.list(filter, first, count)]);
    return { total, entries };
  },

  async getAuditOfRecord(request) {
    return createAuditRepository(request.server.db).ofRecord(request.params.collection, request.params.id);
  },
} satisfies HandlerMap;
