/**
 * The user's drives: two built in (photos — the user's own pictures — and metaverses — the content of every
 * metaverse they manage) and the linked ones in `drive_accounts`. Linking goes through OAuth for Google
 * (cloud files) and Vimeo (video) when those are configured; otherwise the local provider links a local
 * drive of the same kind, which holds the files the user uploaded to their metaverses (all files for a
 * cloud-file drive, videos for a video drive).
 */
import type { components } from '../../../common/api/schema.d.ts';
import type { Db, Queryable } from '../../db/connection.ts';
import { newId } from '../../lib/ids.ts';
import type { CloudCredentials, CloudProviderName, LinkedAccount } from './cloud/types.ts';

export type DriveItem = components['schemas']['DriveItem'];
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

/** Ids of the built-in drives (their paths too); they cannot be removed. */
export const BUILTIN_DRIVES = ['photos', 'metaverses'] as const;

export const DRIVE_NAMES = {
  photos: 'Photos',
  metaverses: 'Metaverses',
  localFiles: 'Local Files',
  localVideos: 'Local Videos',
} as const;

const BUILTIN_ITEMS: DriveItem[] = [
  {
    id: 'photos',
    name: DRIVE_NAMES.photos,
    type: 'account',
    path: 'photos',
    provider: 'builtin',
    kind: 'files',
    description: 'Your profile pictures',
  },
  {
    id: 'metaverses',
    name: DRIVE_NAMES.metaverses,
    type: 'account',
    path: 'metaverses',
    provider: 'builtin',
    kind: 'files',
    description: 'Files of the metaverses you manage',
  },
];

export function accountItem(row: DriveAccountRow): DriveItem {
  return {
    id: row.id,
    name: row.name,
    type: 'account',
    path: row.id,
    provider: row.provider,
    kind: row.kind,
    description:
      row.provider === 'local'
        ? 'Local drive of this server: the files you uploaded to your metaverses'
        : `Linked ${row.provider === 'google' ? 'Google Drive' : 'Vimeo'} account`,
    created: new Date(row.created).toISOString(),
  };
}

export const driveAccounts = {
  async list(q: Queryable, userId: string): Promise<DriveItem[]> {
    const { rows } = await q.query<DriveAccountRow>(
      'SELECT * FROM drive_accounts WHERE user_id = $1 ORDER BY created, id',
      [userId],
    );
    return [...BUILTIN_ITEMS, ...rows.map(accountItem)];
  },

  async get(q: Queryable, userId: string, id: string): Promise<DriveAccountRow | null> {
    const { rows } = await q.query<DriveAccountRow>(
      'SELECT * FROM drive_accounts WHERE user_id = $1 AND id = $2',
      [userId, id],
    );
    return rows[0] ?? null;
  },

  async remove(q: Queryable, userId: string, id: string): Promise<boolean> {
    const { rows } = await q.query<{ id: string }>(
      'DELETE FROM drive_accounts WHERE user_id = $1 AND id = $2 RETURNING id',
      [userId, id],
    );
    return rows.length > 0;
  },

  /** Links a local drive of `kind`; one per kind is enough, so an existing one is returned. */
  async linkLocal(q: Queryable, userId: string, kind: DriveKind): Promise<DriveAccountRow> {
    const { rows } = await q.query<DriveAccountRow>(
      `SELECT * FROM drive_accounts WHERE user_id = $1 AND provider = 'local' AND kind = $2`,
      [userId, kind],
    );
    if (rows[0]) return rows[0];
    const inserted = await q.query<DriveAccountRow>(
      `INSERT INTO drive_accounts (id, user_id, provider, kind, name) VALUES ($1, $2, 'local', $3, $4)
       RETURNING *`,
      [newId(), userId, kind, kind === 'files' ? DRIVE_NAMES.localFiles : DRIVE_NAMES.localVideos],
    );
    return inserted.rows[0];
  },

  /**
   * Links a Google or Vimeo account; linking the same external account again (same user) replaces its
   * tokens and name instead of adding a second drive. A refresh token the provider did not send again is kept.
   */
  async linkCloud(
    db: Db,
    userId: string,
    provider: CloudProviderName,
    kind: DriveKind,
    linked: LinkedAccount,
  ): Promise<DriveAccountRow> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<DriveAccountRow>(
        `SELECT * FROM drive_accounts WHERE user_id = $1 AND provider = $2 AND credentials->>'accountId' = $3
         FOR UPDATE`,
        [userId, provider, linked.credentials.accountId],
      );
      const existing = rows[0];
      if (existing) {
        const refreshToken = linked.credentials.refreshToken ?? existing.credentials?.refreshToken;
        const credentials = { ...linked.credentials, ...(refreshToken && { refreshToken }) };
        const updated = await tx.query<DriveAccountRow>(
          'UPDATE drive_accounts SET name = $2, credentials = $3 WHERE id = $1 RETURNING *',
          [existing.id, linked.name, JSON.stringify(credentials)],
        );
        return updated.rows[0];
      }
      const inserted = await tx.query<DriveAccountRow>(
        `INSERT INTO drive_accounts (id, user_id, provider, kind, name, credentials)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [newId(), userId, provider, kind, linked.name, JSON.stringify(linked.credentials)],
      );
      return inserted.rows[0];
    });
  },

  /** Stores refreshed tokens of a linked account. */
  async saveCredentials(q: Queryable, id: string, credentials: CloudCredentials): Promise<void> {
    await q.query('UPDATE drive_accounts SET credentials = $2 WHERE id = $1', [
      id,
      JSON.stringify(credentials),
    ]);
  },
};
