/** Drive path rules (owner-console.md §6): where files may be deleted, which drive cannot be removed. */

/** Deleting is allowed only under uploads and videos folders. */
export function canDeleteAt(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  return parts.length >= 2 && ['uploads', 'videos'].includes(parts[parts.length - 2]);
}

/** The photos drive cannot be removed (nor the built-in metaverses drive, which is not a linked one). */
export function canRemoveDrive(id: string): boolean {
  return id !== 'photos' && id !== 'metaverses';
}

/** The folder above a path ('' at the top). */
export function parentPath(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).join('/');
}

/** The metaverse whose content a path is under (`metaverses/{uri}/…`), or null. */
export function contentDomain(path: string): string | null {
  const parts = path.split('/').filter(Boolean);
  return parts[0] === 'metaverses' && parts.length >= 2 ? parts[1] : null;
}

/** The content folder a path is in or at (`metaverses/{uri}/uploads|videos`), or null. */
export function contentFolder(path: string): 'uploads' | 'videos' | null {
  const folder = path.split('/').filter(Boolean)[2];
  return folder === 'uploads' || folder === 'videos' ? folder : null;
}

/** The drive browser's page size (owner-console.md §9). */
export const DRIVE_PAGE_SIZE = 200;
/** The most files the server lists in one page. */
export const DRIVE_MAX_PAGE_SIZE = 1000;

/** A re-fetch asks for what is loaded plus one page (owner-console.md §9), within the server's page limit. */
export function refetchPageSize(loaded: number): number {
  return Math.min(loaded + DRIVE_PAGE_SIZE, DRIVE_MAX_PAGE_SIZE);
}
