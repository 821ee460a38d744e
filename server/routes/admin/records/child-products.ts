/** Child products (staff-and-agents.md §7): the list and one product. */
import { orNotFound, RECORD_MESSAGES } from './access.ts';
import type { HandlerMap } from '../../types.ts';

export const adminRecordsChildProductHandlers = {
  async listAdminChildProducts(request) {
    return { products: await request.server.repos.records.childProducts() };
  },

  async getAdminChildProduct(request) {
    return orNotFound(
      await request.server.repos.records.childProduct(request.params.id),
      RECORD_MESSAGES.childProductNotFound,
    );
  },
} satisfies HandlerMap;
