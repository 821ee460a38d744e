/** Query keys and hooks of the staff user page's sections, the permission catalogue and the audit log. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../common/api/schema';
import type { PageRequest } from './adminUsers';
import { adminUsersMethods } from './adminUsers';
import type { AppDataProvider } from './index';
import { READ, useAppDataProvider } from './queries';

const ALL = ['adminUsers'] as const;

export const adminUserKeys = {
  all: ALL,
  /** Every section of one user. */
  user: (id: string) => [...ALL, 'user', id] as const,
  section: (id: string, section: string, ...args: unknown[]) =>
    [...ALL, 'user', id, section, ...args] as const,
  inventory: (id: string) => [...ALL, 'user', id, 'inventory'] as const,
  permissionCatalogue: () => [...ALL, 'permissionCatalogue'] as const,
  auditLog: (request: PageRequest & Record<string, unknown>) => [...ALL, 'audit', request] as const,
  auditOfRecord: (collection: string, id: string, stamp: string) =>
    [...ALL, 'audit', collection, id, stamp] as const,
};

/** The read methods of a user's sections that take only the user id. */
type UserSectionMethod =
  | 'getUserUnconsumedIaps'
  | 'getUserDomains'
  | 'getUserFiles'
  | 'getUserEscrows'
  | 'getUserStores'
  | 'getUserSlots'
  | 'getUserAccessTokens'
  | 'getUserPaymentCustomer';

/** One section of a user read by its method; nothing is asked while `enabled` is false. */
export function useUserSection<M extends UserSectionMethod>(method: M, id: string, enabled = true) {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  return useQuery({
    ...READ,
    queryKey: adminUserKeys.section(id, method),
    queryFn: ({ signal }) =>
      dataProvider[method](id, { signal }) as Promise<Awaited<ReturnType<AppDataProvider[M]>>>,
    enabled,
  });
}

export function useUserInventory(id: string) {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  return useQuery({
    ...READ,
    queryKey: adminUserKeys.inventory(id),
    queryFn: ({ signal }) => dataProvider.getUserInventory(id, { signal }),
  });
}

export function useUserInventoryTransactions(id: string, page: PageRequest) {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  return useQuery({
    ...READ,
    queryKey: [...adminUserKeys.inventory(id), 'transactions', page],
    queryFn: ({ signal }) => dataProvider.getUserInventoryTransactions(id, page, { signal }),
  });
}

export function useUserInfiniverseTransactions(id: string, page: PageRequest) {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  return useQuery({
    ...READ,
    queryKey: adminUserKeys.section(id, 'infiniverseTransactions', page),
    queryFn: ({ signal }) => dataProvider.getUserInfiniverseTransactions(id, page, { signal }),
  });
}

/** Adds (or takes) currency; the inventory and its transactions are read again, refused or not. */
export function useAddUserCurrency(id: string) {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: components['schemas']['AddCurrency']['amount']) =>
      dataProvider.addUserCurrency(id, amount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.inventory(id) }),
  });
}

/** Replaces a user's staff permissions (the page then reloads the user record). */
export function useSetUserPermissions(id: string) {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  return useMutation({
    mutationFn: (permissions: string[]) => dataProvider.setUserPermissions(id, permissions),
  });
}

/** Every staff permission with its rules; the same for every user, so read once per visit. */
export function usePermissionCatalogue() {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  return useQuery({
    ...READ,
    queryKey: adminUserKeys.permissionCatalogue(),
    queryFn: ({ signal }) => dataProvider.getPermissionCatalogue({ signal }),
  });
}

/** A record's audit entries; `stamp` (the record's timestamp) makes a write to the record read them again. */
export function useAuditOfRecord(collection: string, id: string, stamp: string) {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  return useQuery({
    ...READ,
    queryKey: adminUserKeys.auditOfRecord(collection, id, stamp),
    queryFn: ({ signal }) => dataProvider.getAuditOfRecord(collection, id, { signal }),
  });
}

/** A page of the audit log with the applied filters. */
export function useAuditLog(
  first: number,
  count: number,
  applied: Partial<Record<'collection' | 'target' | 'actor', string>>,
) {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  const request = { first, count, ...applied };
  return useQuery({
    ...READ,
    queryKey: adminUserKeys.auditLog(request),
    queryFn: ({ signal }) => dataProvider.getAuditLog(request, { signal }),
  });
}

/** An operation of the staff user page. */
export type UserOperation =
  | { kind: 'property'; update: components['schemas']['AdminUserPropertyUpdate'] }
  | { kind: 'unlink' | 'delete' };

/** Runs an operation on a user; after a change (not a delete) the user's sections are read again. */
export function useUserOperation(userId: string) {
  const dataProvider = useAppDataProvider(adminUsersMethods);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operation: UserOperation) => {
      switch (operation.kind) {
        case 'property':
          return dataProvider.setUserProperty(userId, operation.update);
        case 'unlink':
          return dataProvider.unlinkUser(userId);
        case 'delete':
          return dataProvider.deleteUser(userId);
      }
    },
    onSuccess: (_user, operation) =>
      operation.kind === 'delete'
        ? undefined
        : queryClient.invalidateQueries({ queryKey: adminUserKeys.user(userId) }),
  });
}
