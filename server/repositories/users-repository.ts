/** Reads and writes user documents (the `users` collection table). */
import type { components } from '../../common/api/schema.d.ts';
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';

/** A stored user document: the API's User plus the fields only the server reads. */
export interface UserDoc extends Omit<components['schemas']['User'], 'name' | 'created' | 'timestamp'> {
  name: string;
  /** Metacoin balance. */
  currency: number;
  inescrow: number;
  showdeveloper?: boolean;
  created: string;
  timestamp: string;
}

/** A stored user with the flags only staff set. */
export type StoredUser = UserDoc & {
  showrepresentative?: boolean;
  globalignore?: boolean;
};

/** Fields a staff write may set. */
export type StaffUserPatch = Partial<
  Pick<
    StoredUser,
    | 'permissions'
    | 'currency'
    | 'nickname'
    | 'name'
    | 'email'
    | 'showdeveloper'
    | 'showrepresentative'
    | 'globalignore'
  >
>;

/** What a new account starts with; everything else gets its default. */
export interface NewUser {
  nickname: string;
  email?: string;
  auth0userid: string;
  /** Preferred account name; made unique by `create`. */
  name: string;
}

/** Fields a user update may set (never id, created or the balances). */
export type UserPatch = Partial<
  Pick<
    UserDoc,
    | 'nickname'
    | 'iconblob'
    | 'bannerblob'
    | 'auth0userid'
    | 'oculusaccount'
    | 'steamaccount'
    | 'acceptedtandcs'
    | 'receiveupdates'
    | 'homelocation'
  >
>;

/** Fields `unset` may remove. */
export type RemovableUserField = 'iconblob' | 'bannerblob' | 'oculusaccount' | 'steamaccount';

export interface UsersRepository {
  get(id: string): Promise<UserDoc | null>;
  /** Whether a user with this id exists (without reading the document). */
  exists(id: string): Promise<boolean>;
  /**
   * The other users whose record, or any of whose sign-in identities, carries this email address
   * (case-insensitive), by id.
   */
  listMergeCandidates(userId: string, email: string): Promise<UserDoc[]>;
  /** Users who agreed to receive updates and have an email address, oldest account first. */
  listMarketingContacts(): Promise<{ id: string; doc: Record<string, unknown> }[]>;
  findByEmail(email: string): Promise<UserDoc | null>;
  create(input: NewUser): Promise<UserDoc>;
  update(id: string, patch: UserPatch): Promise<UserDoc | null>;
  unset(id: string, fields: readonly RemovableUserField[]): Promise<UserDoc | null>;
  /** The user, its row locked until the transaction ends (call it inside one). */
  lockForUpdate(id: string): Promise<StoredUser | null>;
  /** Sets staff-written fields, balances included. */
  staffUpdate(id: string, patch: StaffUserPatch): Promise<StoredUser | null>;
  /** Whether another user than `exceptId` has this account name. */
  isNameTaken(name: string, exceptId: string): Promise<boolean>;
  /** Whether another user than `exceptId` has this email address (case-insensitive). */
  isEmailTaken(email: string, exceptId: string): Promise<boolean>;
  /** Deletes the user (identities, memberships, tokens and purchases go with it). */
  remove(id: string): Promise<void>;
}

/** Account names are slugs: lower-case letters, digits and underscores. */
export function accountSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 32);
  return slug || 'user';
}

/** A users repository over a connection or a transaction. */
export function createUsersRepository(db: Queryable): UsersRepository {
  const one = async (sql: string, params: unknown[]): Promise<UserDoc | null> => {
    const { rows } = await db.query<{ doc: UserDoc }>(sql, params);
    return rows[0]?.doc ?? null;
  };

  /** Merges `patch` into the document and stamps it. */
  const merge = (id: string, patch: UserPatch | StaffUserPatch): Promise<UserDoc | null> =>
    one('UPDATE users SET doc = doc || $2::jsonb WHERE id = $1 RETURNING doc', [
      id,
      JSON.stringify({ ...patch, timestamp: new Date().toISOString() }),
    ]);

  const freeName = async (preferred: string): Promise<string> => {
    const base = accountSlug(preferred);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const candidate = attempt === 0 ? base : `${base}_${newId().slice(-6)}`;
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM users WHERE doc->'name' = $1::jsonb LIMIT 1`,
        [JSON.stringify(candidate)],
      );
      if (rows.length === 0) return candidate;
    }
    return `${base}_${newId()}`;
  };

  return {
    get: (id) => one('SELECT doc FROM users WHERE id = $1', [id]),
    async exists(id) {
      const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [id]);
      return rows.length > 0;
    },
    async listMergeCandidates(userId, email) {
      const { rows } = await db.query<{ doc: UserDoc }>(
        `SELECT u.doc FROM users u
         WHERE u.id <> $1 AND (lower(u.doc->>'email') = lower($2)
           OR u.id IN (SELECT i.user_id FROM identities i WHERE lower(i.email) = lower($2)))
         ORDER BY u.id`,
        [userId, email],
      );
      return rows.map((row) => row.doc);
    },
    async listMarketingContacts() {
      // Only users who agreed to receive updates (the terms gate's receiveupdates) are marketing contacts.
      const { rows } = await db.query<{ id: string; doc: Record<string, unknown> }>(
        `SELECT id, doc FROM users
         WHERE doc->>'receiveupdates' = 'true' AND coalesce(doc->>'email', '') <> ''
         ORDER BY doc->>'created' ASC, id ASC`,
      );
      return rows;
    },

    findByEmail: (email) =>
      one(`SELECT doc FROM users WHERE lower(doc->>'email') = lower($1) LIMIT 1`, [email]),

    async create(input) {
      const now = new Date().toISOString();
      const doc: UserDoc = {
        id: newId(),
        name: await freeName(input.name),
        nickname: input.nickname,
        ...(input.email === undefined ? {} : { email: input.email }),
        permissions: [],
        auth0userid: input.auth0userid,
        acceptedtandcs: false,
        currency: 0,
        inescrow: 0,
        showdeveloper: false,
        created: now,
        timestamp: now,
      };
      await db.query('INSERT INTO users (id, doc) VALUES ($1, $2::jsonb)', [doc.id, JSON.stringify(doc)]);
      return doc;
    },

    update: merge,

    unset: (id, fields) =>
      one(
        `UPDATE users SET doc = (doc - $2::text[]) || jsonb_build_object('timestamp', $3::text) WHERE id = $1 RETURNING doc`,
        [id, [...fields], new Date().toISOString()],
      ),

    lockForUpdate: (id) => one('SELECT doc FROM users WHERE id = $1 FOR UPDATE', [id]),

    staffUpdate: merge,

    // Both lookups use the indexes of migration 001 (name expression, unique lower(email)).
    async isNameTaken(name, exceptId) {
      const { rows } = await db.query(
        `SELECT 1 FROM users WHERE doc->'name' = to_jsonb($1::text) AND id <> $2 LIMIT 1`,
        [name, exceptId],
      );
      return rows.length > 0;
    },
    async isEmailTaken(email, exceptId) {
      const { rows } = await db.query(
        `SELECT 1 FROM users WHERE lower(doc->>'email') = lower($1) AND id <> $2 LIMIT 1`,
        [email, exceptId],
      );
      return rows.length > 0;
    },

    async remove(id) {
      await db.query('DELETE FROM users WHERE id = $1', [id]);
    },
  };
}
