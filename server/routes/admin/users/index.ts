/**
 * The staff user page (staff-and-agents.md §2.3, §3, §5–§7 "Users"): property updates, permissions, unlink,
 * delete, currency, and the user's ledgers, escrows, purchases, tokens, metaverses, files, slots and stores.
 * Every call needs administrator or superuser plus the operation's own permission; every write is audited.
 */
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, hasPermission } from '../../../authz/index.ts';
import { badRequest, forbidden, notFound } from '../../../lib/http-error.ts';
import { MESSAGES } from '../../../lib/messages.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { toAdminUser, type AdminUserWritesRepository } from '../../../repositories/admin-users-writes.ts';
import { createRepositories } from '../../../repositories/index.ts';
import { ADMIN_USER_TEXTS, permissionChangeError, propertyValueError } from './rules.ts';
import type { HandlerMap } from '../../types.ts';
import { adminAuditHandlers } from './audit.ts';

const reads = (request: FastifyRequest) => request.server.repos.adminUsers;

/** Runs a staff write in its own transaction (it locks the user row and audits before committing). */
const write = <T>(request: FastifyRequest, run: (writes: AdminUserWritesRepository) => Promise<T>) =>
  request.server.db.transaction((tx) => run(createRepositories(tx).adminUserWrites));

/** 404 unless the user exists, so an empty section never hides a wrong id. */
async function requireUser(request: FastifyRequest, id: string): Promise<void> {
  if (!(await request.server.repos.users.exists(id))) throw notFound(MESSAGES.userNotFound);
}

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
      writes.deleteUser(actor.id, request.params.id, (target) => {
        if (target.id === actor.id) return badRequest(ADMIN_USER_TEXTS.deleteSelf);
        if (hasPermission(target, 'superuser') && !hasPermission(actor, 'superuser')) {
          return forbidden(ADMIN_USER_TEXTS.deleteSuperuser);
        }
        return null;
      }),
    );
    return toAdminUser(before);
  },

  async getAdminUserInventory(request) {
    const user = await request.server.repos.users.get(request.params.id);
    if (!user) throw notFound(MESSAGES.userNotFound);
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
    await requireUser(request, request.params.id);
    const { first = 0, count = 30 } = request.query;
    return reads(request).inventoryTransactions(request.params.id, first, count);
  },

  async listAdminUserInfiniverseTransactions(request) {
    await requireUser(request, request.params.id);
    const { first = 0, count = 30 } = request.query;
    return reads(request).infiniverseTransactions(request.params.id, first, count);
  },

  async listAdminUserEscrows(request) {
    await requireUser(request, request.params.id);
    return reads(request).escrows(request.params.id);
  },

  async listAdminUserUnconsumedIaps(request) {
    await requireUser(request, request.params.id);
    return reads(request).unconsumedIaps(request.params.id);
  },

  async getAdminUserAccessToken(request) {
    const actor = signedInUser(request);
    return write(request, (writes) => writes.accessTokens(actor.id, request.params.id));
  },

  async getAdminUserPaymentCustomer(request) {
    await requireUser(request, request.params.id);
    // The local payments ledger keeps no customer records (see PaymentCustomer in the contract).
    return {};
  },

  async listAdminUserDomains(request) {
    await requireUser(request, request.params.id);
    return reads(request).domains(request.params.id);
  },

  async listAdminUserFiles(request) {
    await requireUser(request, request.params.id);
    return reads(request).files(request.params.id);
  },

  async listAdminUserSlots(request) {
    await requireUser(request, request.params.id);
    return reads(request).slots(request.params.id);
  },

  async listAdminUserStores(request) {
    await requireUser(request, request.params.id);
    return reads(request).stores(request.params.id);
  },

  ...adminAuditHandlers,
} satisfies HandlerMap;
