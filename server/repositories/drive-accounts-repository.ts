/** The drives a user linked (`drive_accounts`): local drives, and Google Drive or Vimeo accounts. */
import type { Queryable } from '../db/connection.ts';
import { newId } from '../lib/ids.ts';
import type { CloudCredentials, CloudProviderName, LinkedAccount } from '../providers/drives/cloud/types.ts';

export type DriveKind = 'files' | 'video';
export type DriveProvider = 'local' | 'google' | 'vimeo';

export interface DriveAccountRow {
  id: string;
  user_id: string;
  provider: DriveProvider;
  kind: DriveKind;
  name: string;
  /** OAuth tokens of a Google or Vimeo account (null for a local drive); never sent to the console. */
  credentials: CloudCredentials | null;
  created: Date;
}

export interface DriveAccountsRepository {
  /** The user's linked drives, oldest first. */
  list(userId: string): Promise<DriveAccountRow[]>;
  get(userId: string, id: string): Promise<DriveAccountRow | null>;
  remove(userId: string, id: string): Promise<boolean>;
  /** Links a local drive of `kind` named `name`; one per kind is enough, so an existing one is returned. */
  linkLocal(userId: string, kind: DriveKind, name: string): Promise<DriveAccountRow>;
  /**
   * Links a Google or Vimeo account; linking the same external account again (same user) replaces its
   * tokens and name instead of adding a second drive. A refresh token the provider did not send again is
   * kept. Call it inside a transaction: it locks the existing link.
   */
  linkCloud(
    userId: string,
    provider: CloudProviderName,
    kind: DriveKind,
    linked: LinkedAccount,
  ): Promise<DriveAccountRow>;
  /** Stores refreshed tokens of a linked account. */
  saveCredentials(id: string, credentials: CloudCredentials): Promise<void>;
}

/** The linked drives over a connection or a transaction. */
export function createDriveAccountsRepository(q: Queryable): DriveAccountsRepository {
  return {
    async list(userId) {
      const { rows } = await q.query<DriveAccountRow>(
        'SELECT * FROM drive_accounts WHERE user_id = $1 ORDER BY created, id',
        [userId],
      );
      return rows;
    },

    async get(userId, id) {
      const { rows } = await q.query<DriveAccountRow>(
        'SELECT * FROM drive_accounts WHERE user_id = $1 AND id = $2',
        [userId, id],
      );
      return rows[0] ?? null;
    },

    async remove(userId, id) {
      const { rows } = await q.query<{ id: string }>(
        'DELETE FROM drive_accounts WHERE user_id = $1 AND id = $2 RETURNING id',
        [userId, id],
      );
      return rows.length > 0;
    },

    async linkLocal(userId, kind, name) {
      const { rows } = await q.query<DriveAccountRow>(
        `SELECT * FROM drive_accounts WHERE user_id = $1 AND provider = 'local' AND kind = $2`,
        [userId, kind],
      );
      if (rows[0]) return rows[0];
      const inserted = await q.query<DriveAccountRow>(
        `INSERT INTO drive_accounts (id, user_id, provider, kind, name) VALUES ($1, $2, 'local', $3, $4)
         RETURNING *`,
        [newId(), userId, kind, name],
      );
      return inserted.rows[0];
    },

    async linkCloud(userId, provider, kind, linked) {
      const { rows } = await q.query<DriveAccountRow>(
        `SELECT * FROM drive_accounts WHERE user_id = $1 AND provider = $2 AND credentials->>'accountId' = $3
         FOR UPDATE`,
        [userId, provider, linked.credentials.accountId],
      );
      const existing = rows[0];
      if (existing) {
        const refreshToken = linked.credentials.refreshToken ?? existing.credentials?.refreshToken;
        const credentials = { ...linked.credentials, ...(refreshToken && { refreshToken }) };
        const updated = await q.query<DriveAccountRow>(
          'UPDATE drive_accounts SET name = $2, credentials = $3 WHERE id = $1 RETURNING *',
          [existing.id, linked.name, JSON.stringify(credentials)],
        );
        return updated.rows[0];
      }
      const inserted = await q.query<DriveAccountRow>(
        `INSERT INTO drive_accounts (id, user_id, provider, kind, name, credentials)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [newId(), userId, provider, kind, linked.name, JSON.stringify(linked.credentials)],
      );
      return inserted.rows[0];
    },

    async saveCredentials(id, credentials) {
      await q.query('UPDATE drive_accounts SET credentials = $2 WHERE id = $1', [
        id,
        JSON.stringify(credentials),
      ]);
    },
  };
}
