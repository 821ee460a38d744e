/**
 * Typed custom methods of the staff user page and the audit log (staff-and-agents.md §7 "Users"), spread
 * into the console's data provider.
 */
import { api, data } from '../api/client';
import type { components } from '../../common/api/schema';

type Schemas = components['schemas'];
const path = (id: string) => ({ params: { path: { id } } });

/** A page request of a ledger or the audit log. */
export interface PageRequest {
  first: number;
  count: number;
}

export const adminUsersMethods = {
  getPermissionCatalogue(): Promise<Schemas['PermissionInfo'][]> {
    return data(api.GET('/v2/admin/permissions'));
  },
  setUserPermissions(id: string, permissions: string[]): Promise<Schemas['AdminUser']> {
    return data(api.POST('/v2/admin/users/{id}/permissions', { ...path(id), body: { permissions } }));
  },
  setUserProperty(id: string, update: Schemas['AdminUserPropertyUpdate']): Promise<Schemas['AdminUser']> {
    return data(api.POST('/v2/admin/users/{id}', { ...path(id), body: update }));
  },
  unlinkUser(id: string): Promise<Schemas['AdminUser']> {
    return data(api.POST('/v2/admin/users/{id}/unlink', path(id)));
  },
  deleteUser(id: string): Promise<Schemas['AdminUser']> {
    return data(api.DELETE('/v2/admin/users/{id}', path(id)));
  },
  getUserInventory(id: string): Promise<Schemas['Inventory']> {
    return data(api.GET('/v2/admin/users/{id}/inventory', path(id)));
  },
  addUserCurrency(id: string, amount: Schemas['AddCurrency']['amount']): Promise<Schemas['Inventory']> {
    return data(api.POST('/v2/admin/users/{id}/inventory/addcurrency', { ...path(id), body: { amount } }));
  },
  getUserInventoryTransactions(id: string, page: PageRequest): Promise<Schemas['InventoryTransactionPage']> {
    return data(
      api.GET('/v2/admin/users/{id}/inventory/transactions', { params: { path: { id }, query: page } }),
    );
  },
  getUserInfiniverseTransactions(
    id: string,
    page: PageRequest,
  ): Promise<Schemas['InfiniverseTransactionPage']> {
    return data(
      api.GET('/v2/admin/users/{id}/infiniverse/transactions', { params: { path: { id }, query: page } }),
    );
  },
  getUserAccessTokens(id: string): Promise<Schemas['AccessTokens']> {
    return data(api.GET('/v2/admin/users/{id}/accesstoken', path(id)));
  },
  getUserPaymentCustomer(id: string): Promise<Schemas['PaymentCustomer']> {
    return data(api.GET('/v2/admin/users/{id}/stripefull', path(id)));
  },
  getUserEscrows(id: string): Promise<Schemas['UserEscrow'][]> {
    return data(api.GET('/v2/admin/users/{id}/escrows', path(id)));
  },
  getUserUnconsumedIaps(id: string): Promise<Schemas['UnconsumedPurchase'][]> {
    return data(api.GET('/v2/admin/users/{id}/unconsumediaps', path(id)));
  },
  getUserDomains(id: string): Promise<Schemas['AdminUserDomain'][]> {
    return data(api.GET('/v2/admin/users/{id}/domains', path(id)));
  },
  getUserFiles(id: string): Promise<Schemas['AdminUserFile'][]> {
    return data(api.GET('/v2/admin/users/{id}/files', path(id)));
  },
  getUserSlots(id: string): Promise<Schemas['Slot'][]> {
    return data(api.GET('/v2/admin/users/{id}/infiniverse/slots', path(id)));
  },
  getUserStores(id: string): Promise<Schemas['Store'][]> {
    return data(api.GET('/v2/admin/users/{id}/infiniverse/stores', path(id)));
  },
  getAuditLog(
    page: PageRequest & { collection?: string; target?: string; actor?: string },
  ): Promise<Schemas['AuditPage']> {
    return data(api.GET('/v2/admin/audit', { params: { query: page } }));
  },
  getAuditOfRecord(collection: string, id: string): Promise<Schemas['AuditEntry'][]> {
    return data(api.GET('/v2/admin/audit/{collection}/{id}', { params: { path: { collection, id } } }));
  },
};
