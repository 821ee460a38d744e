/**
 * Typed custom methods of the staff user page and the audit log (staff-and-agents.md §7 "Users"), spread
 * into the console's data provider.
 */
import { api, data, hideErrors } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Signal } from './queries';

type Schemas = components['schemas'];
const path = (id: string, signal?: AbortSignal) => ({ params: { path: { id } }, signal });

/** A page request of a ledger or the audit log. */
export interface PageRequest {
  first: number;
  count: number;
}

export const adminUsersMethods = {
  getPermissionCatalogue({ signal }: Signal = {}): Promise<Schemas['PermissionInfo'][]> {
    return data(api.GET('/v2/admin/permissions', { signal }));
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
  /** Deletes an account; the confirm dialog shows a refusal, so no toast. */
  deleteUser(id: string): Promise<Schemas['AdminUser']> {
    return data(api.DELETE('/v2/admin/users/{id}', { ...path(id), headers: hideErrors }));
  },
  getUserInventory(id: string, { signal }: Signal = {}): Promise<Schemas['Inventory']> {
    return data(api.GET('/v2/admin/users/{id}/inventory', path(id, signal)));
  },
  addUserCurrency(id: string, amount: Schemas['AddCurrency']['amount']): Promise<Schemas['Inventory']> {
    return data(api.POST('/v2/admin/users/{id}/inventory/addcurrency', { ...path(id), body: { amount } }));
  },
  getUserInventoryTransactions(
    id: string,
    page: PageRequest,
    { signal }: Signal = {},
  ): Promise<Schemas['InventoryTransactionPage']> {
    return data(
      api.GET('/v2/admin/users/{id}/inventory/transactions', {
        params: { path: { id }, query: page },
        signal,
      }),
    );
  },
  getUserInfiniverseTransactions(
    id: string,
    page: PageRequest,
    { signal }: Signal = {},
  ): Promise<Schemas['InfiniverseTransactionPage']> {
    return data(
      api.GET('/v2/admin/users/{id}/infiniverse/transactions', {
        params: { path: { id }, query: page },
        signal,
      }),
    );
  },
  getUserAccessTokens(id: string, { signal }: Signal = {}): Promise<Schemas['AccessTokens']> {
    return data(api.GET('/v2/admin/users/{id}/accesstoken', path(id, signal)));
  },
  getUserPaymentCustomer(id: string, { signal }: Signal = {}): Promise<Schemas['PaymentCustomer']> {
    return data(api.GET('/v2/admin/users/{id}/stripefull', path(id, signal)));
  },
  getUserEscrows(id: string, { signal }: Signal = {}): Promise<Schemas['UserEscrow'][]> {
    return data(api.GET('/v2/admin/users/{id}/escrows', path(id, signal)));
  },
  getUserUnconsumedIaps(id: string, { signal }: Signal = {}): Promise<Schemas['UnconsumedPurchase'][]> {
    return data(api.GET('/v2/admin/users/{id}/unconsumediaps', path(id, signal)));
  },
  getUserDomains(id: string, { signal }: Signal = {}): Promise<Schemas['AdminUserDomain'][]> {
    return data(api.GET('/v2/admin/users/{id}/domains', path(id, signal)));
  },
  getUserFiles(id: string, { signal }: Signal = {}): Promise<Schemas['AdminUserFile'][]> {
    return data(api.GET('/v2/admin/users/{id}/files', path(id, signal)));
  },
  getUserSlots(id: string, { signal }: Signal = {}): Promise<Schemas['Slot'][]> {
    return data(api.GET('/v2/admin/users/{id}/infiniverse/slots', path(id, signal)));
  },
  getUserStores(id: string, { signal }: Signal = {}): Promise<Schemas['Store'][]> {
    return data(api.GET('/v2/admin/users/{id}/infiniverse/stores', path(id, signal)));
  },
  getAuditLog(
    page: PageRequest & { collection?: string; target?: string; actor?: string },
    { signal }: Signal = {},
  ): Promise<Schemas['AuditPage']> {
    return data(api.GET('/v2/admin/audit', { params: { query: page }, signal }));
  },
  getAuditOfRecord(
    collection: string,
    id: string,
    { signal }: Signal = {},
  ): Promise<Schemas['AuditEntry'][]> {
    return data(
      api.GET('/v2/admin/audit/{collection}/{id}', { params: { path: { collection, id } }, signal }),
    );
  },
};
