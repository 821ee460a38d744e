/**
 * Staff writes to a user. Each runs in one transaction that locks the user row, checks its rule against
 * the locked state, writes, and records the audit entry (before/after), so concurrent writes never
 * interleave and nothing changes without its audit entry.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '../../common/api/schema.d.ts';
import type { Db, Queryable } from '../db/connection.ts';
import { createAuditRepository } from './audit-repository.ts';
import { badRequest, HttpError, notFound } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import { MESSAGES } from '../lib/messages.ts';
import type { UserDoc } from './users-repository.ts';

type Schemas = components['schemas'];

/** A stored user with the staff-only flags. */
export type StoredUser = UserDoc & {
  showrepresentative?: boolean;
  globalignore?: boolean;
};

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

async function lockUser(tx: Queryable, id: string): Promise<StoredUser> {
  const { rows } = await tx.query<{ doc: StoredUser }>('SELECT doc FROM users WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  const doc = rows[0]?.doc;
  if (!doc) throw notFound(MESSAGES.userNotFound);
  return doc;
}

async function patchUser(tx: Queryable, id: string, patch: Record<string, unknown>): Promise<StoredUser> {
  const { rows } = await tx.query<{ doc: StoredUser }>(
    'UPDATE users SET doc = doc || $2::jsonb WHERE id = $1 RETURNING doc',
    [id, JSON.stringify({ ...patch, timestamp: new Date().toISOString() })],
  );
  return rows[0].doc;
}

/** A rule checked against the locked user; returns the error to throw, or null. */
export type UserCheck = (target: StoredUser) => HttpError | null;

/** Replaces the permission list after `check` allowed it. */
export function setPermissions(
  db: Db,
  actorId: string,
  targetId: string,
  permissions: readonly string[],
  check: UserCheck,
): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, targetId);
    const problem = check(before);
    if (problem) throw problem;
    const after = await patchUser(tx, targetId, { permissions });
    await createAuditRepository(tx).record({
      actorId,
      action: 'user.permissions',
      collection: 'users',
      targetId,
      before: { permissions: before.permissions ?? [] },
      after: { permissions: after.permissions },
    });
    return after;
  });
}

/** Sets one property; `name` and `email` must stay unique. */
export function setProperty(
  db: Db,
  actorId: string,
  targetId: string,
  property: Schemas['AdminUserProperty'],
  value: string | boolean,
  texts: { nameTaken: string; emailTaken: string },
): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, targetId);
    if (property === 'name' || property === 'email') {
      // Both lookups use the indexes of migration 001 (name expression, unique lower(email)).
      const sql =
        property === 'name'
          ? `SELECT 1 FROM users WHERE doc->'name' = to_jsonb($1::text) AND id <> $2 LIMIT 1`
          : `SELECT 1 FROM users WHERE lower(doc->>'email') = lower($1) AND id <> $2 LIMIT 1`;
      const { rows } = await tx.query(sql, [String(value), targetId]);
      if (rows.length > 0) throw badRequest(property === 'name' ? texts.nameTaken : texts.emailTaken);
    }
    const after = await patchUser(tx, targetId, { [property]: value });
    await createAuditRepository(tx).record({
      actorId,
      action: 'user.property',
      collection: 'users',
      targetId,
      before: { [property]: before[property] ?? null },
      after: { [property]: after[property] },
    });
    return after;
  });
}

/** Removes the linked headset and game-store accounts. */
export function unlinkAccounts(
  db: Db,
  actorId: string,
  targetId: string,
  nothingLinked: string,
): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, targetId);
    if (before.oculusaccount === undefined && before.steamaccount === undefined)
      throw badRequest(nothingLinked);
    const { rows } = await tx.query<{ doc: StoredUser }>(
      `UPDATE users SET doc = (doc - 'oculusaccount' - 'steamaccount') || jsonb_build_object('timestamp', $2::text)
       WHERE id = $1 RETURNING doc`,
      [targetId, new Date().toISOString()],
    );
    await createAuditRepository(tx).record({
      actorId,
      action: 'user.unlink',
      collection: 'users',
      targetId,
      before: audited(before, ['oculusaccount', 'steamaccount']),
      after: {},
    });
    return rows[0].doc;
  });
}

/** Deletes the user (identities, memberships, tokens and purchases go with it; ledgers stay as history). */
export function deleteUser(db: Db, actorId: string, targetId: string, check: UserCheck): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, targetId);
    const problem = check(before);
    if (problem) throw problem;
    await tx.query('DELETE FROM users WHERE id = $1', [targetId]);
    await createAuditRepository(tx).record({
      actorId,
      action: 'user.delete',
      collection: 'users',
      targetId,
      before,
      after: null,
    });
    return before;
  });
}

/**
 * Adds `amount` metacoin (negative removes) and writes the matching inventory transaction of type admin.
 * The balance may not go below 0.
 */
export function addCurrency(
  db: Db,
  actorId: string,
  targetId: string,
  amount: number,
  belowZero: string,
): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, targetId);
    const currency = Number(before.currency ?? 0);
    const next = currency + amount;
    if (next < 0) throw badRequest(belowZero);
    const after = await patchUser(tx, targetId, { currency: next });
    await tx.query(
      `INSERT INTO inventory_transactions (id, user_id, ts, type, added, newcurrency, newinescrow, doc)
       VALUES ($1, $2, now(), 'admin', $3, $4, $5, $6::jsonb)`,
      [newId(), targetId, amount, next, Number(before.inescrow ?? 0), JSON.stringify({ actor: actorId })],
    );
    await createAuditRepository(tx).record({
      actorId,
      action: 'user.addcurrency',
      collection: 'users',
      targetId,
      before: { currency },
      after: { currency: next, added: amount },
    });
    return after;
  });
}

/** The user's access tokens, issued on first request; every read is audited since it reveals a secret. */
export function accessTokens(db: Db, actorId: string, targetId: string): Promise<Schemas['AccessTokens']> {
  return db.transaction(async (tx) => {
    await lockUser(tx, targetId);
    await tx.query(
      `INSERT INTO user_access_tokens (user_id, clienttoken, servertoken) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING`,
      [targetId, randomBytes(32).toString('hex'), randomBytes(32).toString('hex')],
    );
    const { rows } = await tx.query<Schemas['AccessTokens']>(
      'SELECT clienttoken, servertoken FROM user_access_tokens WHERE user_id = $1',
      [targetId],
    );
    await createAuditRepository(tx).record({
      actorId,
      action: 'user.accesstoken',
      collection: 'users',
      targetId,
    });
    return rows[0];
  });
}
