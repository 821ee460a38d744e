/**
 * The staff user page (staff-and-agents.md §2.3, §3, §5–§7 "Users"): property updates, permissions, unlink,
 * delete, currency, and the user's ledgers, escrows, purchases, tokens, metaverses, files, slots and stores.
 * Every call needs administrator or superuser plus the operation's own permission, and acts on an account the
 * guard has loaded (404 when unknown) and checked the caller may act on (`x-target-user`); every write is
 * audited.
 */
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, permissionChangeError, targetUser } from '../../../authz/index.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { toAdminUser, type AdminUserWritesRepository } from '../../../repositories/admin-users-writes.ts';
import { createRepositories } from '../../../repositories/index.ts';
import { ADMIN_USER_TEXTS, propertyValueError } from './rules.ts';
import type { HandlerMap } from '../../types.ts';
import { adminAuditHandlers } from './audit.ts';

const reads = (request: FastifyRequest) => request.server.repos.adminUsers;

/** Runs a staff write in its own transaction (it locks the user row and audits before committing). */
const write = <T>(request: FastifyRequest, run: (writes: AdminUserWritesRepository) => Promise<T>) =>
  request.server.db.transaction((tx) => run(createRepositories(tx).adminUserWrites));

export const adminUsersHandlers = {
  async getPermissionCatalogue() {
    return PERMISSIONS.map(({ name, meaning, deprecated }) => ({ name, meaning, deprecated }));
  },

  async setAdminUserPermissions(request) {
    const actor = signedInUser(request);
    const { permissions } = request.body;
    const after = await write(request, (writes) =>
      writes.setPermissions(actor.id, request.params.id, permissions, (target) =>
        permissionChangeError(actor, target, permissions),
      ),
    );
    return toAdminUser(after);
  },

  async updateAdminUserProperty(request) {
    const actor = signedInUser(request);
    const { property, value } = request.body;
    const problem = propertyValueError(property, value);
    if (problem) throw badRequest(problem);
    const after = await write(request, (writes) =>
      writes.setProperty(actor.id, request.params.id, property, value, ADMIN_USER_TEXTS),
    );
    return toAdminUser(after);
  },

  async unlinkAdminUser(request) {
    const actor = signedInUser(request);
    const after = await write(request, (writes) =>
      writes.unlinkAccounts(actor.id, request.params.id, ADMIN_USER_TEXTS.nothingLinked),
    );
    return toAdminUser(after);
  },

  async deleteAdminUser(request) {
    const actor = signedInUser(request);
    const before = await write(request, (writes) =>
      writes.deleteUser(actor.id, request.params.id, (target) =>
        target.id === actor.id ? badRequest(ADMIN_USER_TEXTS.deleteSelf) : null,
      ),
    );
    return toAdminUser(before);
  },

  async getAdminUserInventory(request) {
    const user = targetUser(request);
    return { currency: Number(user.currency ?? 0), inescrow: Number(user.inescrow ?? 0) };
  },

  async addAdminUserCurrency(request) {
    const actor = signedInUser(request);
    const after = await write(request, (writes) =>
      writes.addCurrency(actor.id, request.params.id, request.body.amount, ADMIN_USER_TEXTS.balanceBelowZero),
    );
    return { currency: Number(after.currency), inescrow: Number(after.inescrow ?? 0) };
  },

  async listAdminUserInventoryTransactions(request) {
    const { first = 0, count = 30 } = request.query;
    return reads(request).inventoryTransactions(request.params.id, first, count);
  },

  async listAdminUserInfiniverseTransactions(request) {
    const { first = 0, count = 30 } = request.query;
    return reads(request).infiniverseTransactions(request.params.id, first, count);
  },

  async listAdminUserEscrows(request) {
    return reads(request).escrows(request.params.id);
  },

  async listAdminUserUnconsumedIaps(request) {
    return reads(request).unconsumedIaps(request.params.id);
  },

  async getAdminUserAccessToken(request) {
    const actor = signedInUser(request);
    return write(request, (writes) => writes.accessTokens(actor.id, request.params.id));
  },

  async getAdminUserPaymentCustomer() {
    // The guard loaded the account (404 when unknown); the local payments ledger keeps no customer records
    // (see PaymentCustomer in the contract).
    return {};
  },

  async listAdminUserDomains(request) {
    return reads(request).domains(request.params.id);
  },

  async listAdminUserFiles(request) {
    return reads(request).files(request.params.id);
  },

  async listAdminUserSlots(request) {
    return reads(request).slots(request.params.id);
  },

  async listAdminUserStores(request) {
    return reads(request).stores(request.params.id);
  },

  ...adminAuditHandlers,
} satisfies HandlerMap;
