/**
 * Child products (staff-and-agents.md §7): the list (staff) and one product (any signed-in user, for the mission
 * tool pages, staff-and-agents.md §6); the contract says who may call each.
 */
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
