/**
 * Staff writes to a user. Each method locks the user row, checks its rule against the locked state, writes,
 * and records the audit entry (before/after). Call them on the repositories of one transaction
 * (`db.transaction((tx) => createRepositories(tx).adminUserWrites…)`), so concurrent writes never interleave
 * and nothing changes without its audit entry.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '../../common/api/schema.d.ts';
import type { Queryable } from '../db/connection.ts';
import { createAuditRepository } from './audit-repository.ts';
import { createSessionsRepository } from './sessions-repository.ts';
import { badRequest, HttpError, notFound } from '../lib/http-error.ts';
import { insertLedgerEntry } from './inventory-ledger.ts';
import { MESSAGES } from '../lib/messages.ts';
import { createUsersRepository, type StaffUserPatch, type StoredUser } from './users-repository.ts';

type Schemas = components['schemas'];

export type { StoredUser };

const AUDITED_FIELDS = [
  'name',
  'nickname',
  'email',
  'permissions',
  'showdeveloper',
  'showrepresentative',
  'globalignore',
  'currency',
  'inescrow',
  'oculusaccount',
  'steamaccount',
] as const;

/** A user as the staff API returns it (only declared fields leave the server anyway). */
export function toAdminUser(doc: StoredUser): Schemas['AdminUser'] {
  const { id, name, nickname, email, created, timestamp, iconblob, permissions } = doc;
  return {
    id,
    name: name ?? id,
    nickname: nickname ?? '',
    ...(email !== undefined && { email }),
    created: created ?? timestamp,
    timestamp,
    ...(iconblob !== undefined && { iconblob }),
    permissions: permissions ?? [],
    ...(doc.showdeveloper !== undefined && { showdeveloper: doc.showdeveloper }),
    ...(doc.showrepresentative !== undefined && { showrepresentative: doc.showrepresentative }),
    ...(doc.globalignore !== undefined && { globalignore: doc.globalignore }),
    currency: Number(doc.currency ?? 0),
    inescrow: Number(doc.inescrow ?? 0),
    ...(doc.oculusaccount !== undefined && { oculusaccount: doc.oculusaccount }),
    ...(doc.steamaccount !== undefined && { steamaccount: doc.steamaccount }),
  };
}

/** The audited view of a user: the fields staff can change. */
function audited(doc: StoredUser, fields: readonly (typeof AUDITED_FIELDS)[number][] = AUDITED_FIELDS) {
  return Object.fromEntries(
    fields.flatMap((field) => (doc[field] === undefined ? [] : [[field, doc[field]]])),
  );
}

/** A rule checked against the locked user; returns the error to throw, or null. */
export type UserCheck = (target: StoredUser) => HttpError | null;

export interface AdminUserWritesRepository {
  /**
   * Replaces the permission list after `check` allowed it. Taking any permission away ends the user's
   * sessions, so what they may do shrinks at once rather than when their session runs out.
   */
  setPermissions(
    actorId: string,
    targetId: string,
    permissions: readonly string[],
    check: UserCheck,
  ): Promise<StoredUser>;
  /** Sets one property; `name` and `email` must stay unique. */
  setProperty(
    actorId: string,
    targetId: string,
    property: Schemas['AdminUserProperty'],
    value: string | boolean,
    texts: { nameTaken: string; emailTaken: string },
  ): Promise<StoredUser>;
  /** Removes the linked headset and game-store accounts. */
  unlinkAccounts(actorId: string, targetId: string, nothingLinked: string): Promise<StoredUser>;
  /**
   * Deletes the user (identities, memberships, sessions, tokens and purchases go with it; ledgers stay as
   * history).
   */
  deleteUser(actorId: string, targetId: string, check: UserCheck): Promise<StoredUser>;
  /**
   * Adds `amount` metacoin (negative removes) and writes the matching inventory transaction of type admin.
   * The balance may not go below 0.
   */
  addCurrency(actorId: string, targetId: string, amount: number, belowZero: string): Promise<StoredUser>;
  /** The user's access tokens, issued on first request; every read is audited since it reveals a secret. */
  accessTokens(actorId: string, targetId: string): Promise<Schemas['AccessTokens']>;
}

/** The staff user writes over the caller's transaction. */
export function createAdminUserWritesRepository(q: Queryable): AdminUserWritesRepository {
  const users = createUsersRepository(q);
  const audit = createAuditRepository(q);
  const sessions = createSessionsRepository(q);

  const found = (doc: StoredUser | null): StoredUser => {
    if (!doc) throw notFound(MESSAGES.userNotFound);
    return doc;
  };
  const lockUser = async (id: string) => found(await users.lockForUpdate(id));
  const patchUser = async (id: string, patch: StaffUserPatch) => found(await users.staffUpdate(id, patch));

  return {
    async setPermissions(actorId, targetId, permissions, check) {
      const before = await lockUser(targetId);
      const problem = check(before);
      if (problem) throw problem;
      const after = await patchUser(targetId, { permissions: [...permissions] });
      const removed = (before.permissions ?? []).some((permission) => !permissions.includes(permission));
      if (removed) await sessions.revokeAllOfUser(targetId);
      await audit.record({
        actorId,
        action: 'user.permissions',
        collection: 'users',
        targetId,
        before: { permissions: before.permissions ?? [] },
        after: { permissions: after.permissions },
      });
      return after;
    },

    async setProperty(actorId, targetId, property, value, texts) {
      const before = await lockUser(targetId);
      if (property === 'name' && (await users.isNameTaken(String(value), targetId)))
        throw badRequest(texts.nameTaken);
      if (property === 'email' && (await users.isEmailTaken(String(value), targetId)))
        throw badRequest(texts.emailTaken);
      const after = await patchUser(targetId, { [property]: value });
      await audit.record({
        actorId,
        action: 'user.property',
        collection: 'users',
        targetId,
        before: { [property]: before[property] ?? null },
        after: { [property]: after[property] },
      });
      return after;
    },

    async unlinkAccounts(actorId, targetId, nothingLinked) {
      const before = await lockUser(targetId);
      if (before.oculusaccount === undefined && before.steamaccount === undefined)
        throw badRequest(nothingLinked);
      const after = found(await users.unset(targetId, ['oculusaccount', 'steamaccount']));
      await audit.record({
        actorId,
        action: 'user.unlink',
        collection: 'users',
        targetId,
        before: audited(before, ['oculusaccount', 'steamaccount']),
        after: {},
      });
      return after;
    },

    async deleteUser(actorId, targetId, check) {
      const before = await lockUser(targetId);
      const problem = check(before);
      if (problem) throw problem;
      // Its sessions go with it (foreign key); revoking them first also closes the sockets they opened.
      await sessions.revokeAllOfUser(targetId);
      await users.remove(targetId);
      await audit.record({
        actorId,
        action: 'user.delete',
        collection: 'users',
        targetId,
        before,
        after: null,
      });
      return before;
    },

    async addCurrency(actorId, targetId, amount, belowZero) {
      const before = await lockUser(targetId);
      const currency = Number(before.currency ?? 0);
      const next = currency + amount;
      if (next < 0) throw badRequest(belowZero);
      const after = await patchUser(targetId, { currency: next });
      await insertLedgerEntry(q, {
        userId: targetId,
        type: 'admin',
        added: amount,
        newcurrency: next,
        newinescrow: Number(before.inescrow ?? 0),
        doc: { actor: actorId },
      });
      await audit.record({
        actorId,
        action: 'user.addcurrency',
        collection: 'users',
        targetId,
        before: { currency },
        after: { currency: next, added: amount },
      });
      return after;
    },

    async accessTokens(actorId, targetId) {
      await lockUser(targetId);
      await q.query(
        `INSERT INTO user_access_tokens (user_id, clienttoken, servertoken) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO NOTHING`,
        [targetId, randomBytes(32).toString('hex'), randomBytes(32).toString('hex')],
      );
      const { rows } = await q.query<Schemas['AccessTokens']>(
        'SELECT clienttoken, servertoken FROM user_access_tokens WHERE user_id = $1',
        [targetId],
      );
      await audit.record({ actorId, action: 'user.accesstoken', collection: 'users', targetId });
      return rows[0];
    },
  };
}
