/**
 * Sign-in identities linked to users (`identities` table): local email/password accounts and
 * identities from an external provider (Auth0, and Google through it).
 */
import type { Queryable } from '../db/connection.ts';

/** One linked identity. `passwordHash` is set only for local accounts and never leaves the server. */
export interface Identity {
  provider: string;
  subject: string;
  userId: string;
  email: string | null;
  passwordHash: string | null;
}

interface IdentityRow {
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  password_hash: string | null;
}

export interface IdentitiesRepository {
  find(provider: string, subject: string): Promise<Identity | null>;
  findLocalByEmail(email: string): Promise<Identity | null>;
  listForUser(userId: string): Promise<Identity[]>;
  create(identity: Identity): Promise<void>;
  remove(provider: string, subject: string): Promise<void>;
}

const COLUMNS = 'provider, subject, user_id, email, password_hash';

const toIdentity = (row: IdentityRow): Identity => ({
  provider: row.provider,
  subject: row.subject,
  userId: row.user_id,
  email: row.email,
  passwordHash: row.password_hash,
});

/** The provider name of local email/password accounts. */
export const LOCAL_PROVIDER = 'local';

/** An identities repository over a connection or a transaction. */
export function createIdentitiesRepository(db: Queryable): IdentitiesRepository {
  const many = async (sql: string, params: unknown[]): Promise<Identity[]> =>
    (await db.query<IdentityRow>(sql, params)).rows.map(toIdentity);

  return {
    async find(provider, subject) {
      const rows = await many(`SELECT ${COLUMNS} FROM identities WHERE provider = $1 AND subject = $2`, [
        provider,
        subject,
      ]);
      return rows[0] ?? null;
    },

    async findLocalByEmail(email) {
      const rows = await many(
        `SELECT ${COLUMNS} FROM identities WHERE provider = '${LOCAL_PROVIDER}' AND lower(email) = lower($1)`,
        [email],
      );
      return rows[0] ?? null;
    },

    listForUser: (userId) =>
      many(`SELECT ${COLUMNS} FROM identities WHERE user_id = $1 ORDER BY created, provider, subject`, [
        userId,
      ]),

    async create(identity) {
      await db.query(
        'INSERT INTO identities (provider, subject, user_id, email, password_hash) VALUES ($1, $2, $3, $4, $5)',
        [identity.provider, identity.subject, identity.userId, identity.email, identity.passwordHash],
      );
    },

    async remove(provider, subject) {
      await db.query('DELETE FROM identities WHERE provider = $1 AND subject = $2', [provider, subject]);
    },
  };
}
