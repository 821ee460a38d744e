/**
 * The user's drives: two built in (photos — the user's own pictures — and metaverses — the content of every
 * metaverse they manage) and the linked ones in `drive_accounts`. Linking goes through OAuth for Google
 * (cloud files) and Vimeo (video) when those are configured; otherwise the local provider links a local
 * drive of the same kind, which holds the files the user uploaded to their metaverses (all files for a
 * cloud-file drive, videos for a video drive).
 */
import type { components } from '../../../common/api/schema.d.ts';
import type {
  DriveAccountRow,
  DriveAccountsRepository,
  DriveKind,
} from '../../repositories/drive-accounts-repository.ts';

export type DriveItem = components['schemas']['DriveItem'];

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
        ? `Local drive of this server: the ${row.kind === 'video' ? 'videos' : 'files'} you uploaded to your metaverses`
        : `Linked ${row.provider === 'google' ? 'Google Drive' : 'Vimeo'} account`,
    created: new Date(row.created).toISOString(),
  };
}

/** The name of a local drive of `kind`. */
export const localDriveName = (kind: DriveKind): string =>
  kind === 'files' ? DRIVE_NAMES.localFiles : DRIVE_NAMES.localVideos;

/** The user's drives: the built-in ones, then the linked ones oldest first. */
export async function listDrives(accounts: DriveAccountsRepository, userId: string): Promise<DriveItem[]> {
  return [...BUILTIN_ITEMS, ...(await accounts.list(userId)).map(accountItem)];
}
