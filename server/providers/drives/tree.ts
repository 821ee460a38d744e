/**
 * The drive tree the browser walks. Paths:
 * - `photos` → `photos/icon`, `photos/banner` (the user's pictures; read-only);
 * - `metaverses` → `metaverses/{uri}` for each metaverse the user manages → `…/uploads`, `…/videos` → files
 *   `…/{folder}/{contentId}` (deletable);
 * - `{driveId}` of a linked local drive → `{driveId}/{contentId}` (the user's uploads or videos);
 * - `{driveId}` of a linked Google Drive or Vimeo account → its top level, and `{driveId}/{remoteId}` a Google
 *   folder (listed) or a file (its item). Remote ids are global to the account, so paths stay two deep.
 *
 * Page tokens: an offset for this server's own folders; the provider's own token for a linked account.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { ContentFilter, ContentFolder, ContentRow } from '../../repositories/content-repository.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import type { DriveAccountRow } from '../../repositories/drive-accounts-repository.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { managesDomain } from '../../authz/index.ts';
import { DRIVE_TEXTS } from '../../routes/drives/texts.ts';
import { listDrives, type DriveItem } from './accounts.ts';
import type { CloudDriveProvider, CloudSession, RemoteItem } from './cloud/types.ts';

export const FOLDERS: readonly ContentFolder[] = ['uploads', 'videos'];

/** A listing request: the page token (none for the first page), page size, MIME type prefixes files must match. */
export interface PageRequest {
  token?: string;
  size: number;
  mimeTypes: readonly string[];
}

export interface Page {
  items: DriveItem[];
  /** Where the next page starts; absent on the last page. */
  nextPageToken?: string;
}

/** This server's page tokens are the offset of the next page, so a token survives new files only approximately. */
export function offsetOf(token: string | undefined): number {
  if (token === undefined || token === '') return 0;
  if (!/^\d{1,9}$/.test(token)) throw badRequest(DRIVE_TEXTS.badPageToken);
  return Number(token);
}

/** A linked account's page token is its provider's own: up to 1000 URL-safe characters. */
export function remotePageToken(token: string | undefined): string | undefined {
  if (token === undefined || token === '') return undefined;
  if (!/^[A-Za-z0-9\-._~!=+/]{1,1000}$/.test(token)) throw badRequest(DRIVE_TEXTS.badPageToken);
  return token;
}

/** Google file ids and Vimeo video ids: letters, digits, `-` and `_`. */
export const REMOTE_ID = /^[A-Za-z0-9_-]{1,256}$/;

/** Where a stored blob is served (content-addressed, so the URL never changes). */
export const blobUrl = (blob: string): string => `/v2/public/blobs/${blob}`;

function fileItem(row: ContentRow, path: string): DriveItem {
  const url = blobUrl(row.blob_id);
  return {
    id: row.id,
    name: row.name,
    type: 'file',
    path,
    mimeType: row.mimetype,
    size: Number(row.size),
    url,
    ...(row.mimetype.startsWith('image/') && { thumbnailUri: url }),
    created: new Date(row.created).toISOString(),
  };
}

const directory = (path: string, name: string): DriveItem => ({ id: path, name, type: 'directory', path });

function slice(all: DriveItem[], page: PageRequest): Page {
  const offset = offsetOf(page.token);
  const items = all.slice(offset, offset + page.size);
  return {
    items,
    ...(all.length > offset + page.size && { nextPageToken: String(offset + items.length) }),
  };
}

function matches(mimeType: string | undefined, prefixes: readonly string[]): boolean {
  return prefixes.length === 0 || (mimeType !== undefined && prefixes.some((p) => mimeType.startsWith(p)));
}

async function photoItems(app: FastifyInstance, user: UserDoc): Promise<DriveItem[]> {
  const items: DriveItem[] = [];
  for (const [key, name] of [
    ['icon', 'Profile picture'],
    ['banner', 'Banner'],
  ] as const) {
    const blobId = key === 'icon' ? user.iconblob : user.bannerblob;
    const blob = blobId ? await app.blobs.open(blobId) : null;
    if (!blob) continue;
    blob.stream.destroy();
    const url = blobUrl(blob.id);
    items.push({
      id: key,
      name,
      type: 'file',
      path: `photos/${key}`,
      mimeType: blob.contentType,
      size: blob.size,
      url,
      thumbnailUri: url,
    });
  }
  return items;
}

async function managedDomains(app: FastifyInstance, user: UserDoc): Promise<DomainDoc[]> {
  const memberships = await app.repos.domains.listForUser(user.id);
  const managed: DomainDoc[] = [];
  for (const { domain } of memberships) if (await managesDomain(app, user, domain)) managed.push(domain);
  return managed;
}

/** The managed domain of a `metaverses/{uri}/…` path (404 for others, so other owners' uris are not probed). */
async function pathDomain(app: FastifyInstance, user: UserDoc, uri: string): Promise<DomainDoc> {
  const domain = await app.repos.domains.findByKey(uri);
  if (!domain || !(await managesDomain(app, user, domain))) throw notFound(DRIVE_TEXTS.noSuchPath);
  return domain;
}

function folderOf(name: string | undefined): ContentFolder {
  const folder = FOLDERS.find((f) => f === name);
  if (!folder) throw notFound(DRIVE_TEXTS.noSuchPath);
  return folder;
}

async function listContent(
  app: FastifyInstance,
  filter: ContentFilter,
  page: PageRequest,
  pathOf: (row: ContentRow & { uri: string }) => string,
): Promise<Page> {
  const offset = offsetOf(page.token);
  const rows = await app.repos.content.page(filter, offset, page.size + 1, page.mimeTypes);
  const items = rows.slice(0, page.size).map((row) => fileItem(row, pathOf(row)));
  return {
    items,
    ...(rows.length > page.size && { nextPageToken: String(offset + items.length) }),
  };
}

/** The provider of a linked Google or Vimeo account and a session that stores refreshed tokens. */
function remoteAccess(
  app: FastifyInstance,
  account: DriveAccountRow,
): { provider: CloudDriveProvider; session: CloudSession } {
  const provider = account.provider === 'local' ? undefined : app.cloudDrives.providers[account.provider];
  if (!provider || !account.credentials) throw new HttpError(400, DRIVE_TEXTS.providerUnavailable);
  return {
    provider,
    session: {
      credentials: account.credentials,
      save: (next) => app.repos.driveAccounts.saveCredentials(account.id, next),
    },
  };
}

const remoteItem = (account: DriveAccountRow, item: RemoteItem): DriveItem => ({
  ...item,
  path: `${account.id}/${item.id}`,
  provider: account.provider,
});

async function listRemote(
  app: FastifyInstance,
  account: DriveAccountRow,
  folderId: string | undefined,
  page: PageRequest,
): Promise<Page> {
  if (folderId !== undefined && !REMOTE_ID.test(folderId)) throw notFound(DRIVE_TEXTS.noSuchPath);
  const pageToken = remotePageToken(page.token);
  const { provider, session } = remoteAccess(app, account);
  const listed = await provider.list(session, {
    ...(folderId !== undefined && { folderId }),
    ...(pageToken !== undefined && { pageToken }),
    pageSize: page.size,
    mimeTypes: page.mimeTypes,
  });
  return {
    items: listed.items.map((item) => remoteItem(account, item)),
    ...(listed.nextPageToken !== undefined && { nextPageToken: listed.nextPageToken }),
  };
}

const split = (path: string): string[] => path.split('/').filter((part) => part !== '');

/** The children of a folder path (the drives at the root). */
export async function listFolder(
  app: FastifyInstance,
  user: UserDoc,
  path: string,
  page: PageRequest,
): Promise<Page> {
  const parts = split(path);
  if (parts.length === 0) return slice(await listDrives(app.repos.driveAccounts, user.id), page);
  const [root, uri, folder, extra] = parts;
  if (root === 'photos') {
    if (parts.length > 1) throw new HttpError(400, DRIVE_TEXTS.notAFolder);
    return slice(
      (await photoItems(app, user)).filter((item) => matches(item.mimeType, page.mimeTypes)),
      page,
    );
  }
  if (root === 'metaverses') {
    if (parts.length === 1) {
      const domains = await managedDomains(app, user);
      return slice(
        domains.map((d) => ({ ...directory(`metaverses/${d.uri}`, d.name), id: d.id })),
        page,
      );
    }
    const domain = await pathDomain(app, user, uri);
    if (parts.length === 2)
      return slice(
        FOLDERS.map((f) => directory(`metaverses/${domain.uri}/${f}`, f)),
        page,
      );
    if (extra !== undefined) throw new HttpError(400, DRIVE_TEXTS.notAFolder);
    const name = folderOf(folder);
    return listContent(
      app,
      { domainId: domain.id, folder: name },
      page,
      (row) => `metaverses/${domain.uri}/${name}/${row.id}`,
    );
  }
  const account = await app.repos.driveAccounts.get(user.id, root);
  if (!account) throw notFound(DRIVE_TEXTS.noSuchPath);
  if (account.provider !== 'local') {
    if (parts.length > 2) throw new HttpError(400, DRIVE_TEXTS.notAFolder);
    return listRemote(app, account, uri, page);
  }
  if (parts.length > 1) throw new HttpError(400, DRIVE_TEXTS.notAFolder);
  return listContent(
    app,
    { uploader: user.id, folder: account.kind === 'video' ? 'videos' : 'uploads' },
    page,
    (row) => `${account.id}/${row.id}`,
  );
}

/**
 * The item at a path (a drive, folder or file), with the blob of one of this server's files, or the
 * provider of a linked drive's item (whose files open at the provider).
 */
export async function itemAt(
  app: FastifyInstance,
  user: UserDoc,
  path: string,
): Promise<{ item: DriveItem; blob?: string; remote?: CloudDriveProvider }> {
  const parts = split(path);
  if (parts.length === 0) throw notFound(DRIVE_TEXTS.noSuchPath);
  const accounts = await listDrives(app.repos.driveAccounts, user.id);
  const [root, uri, folder, id] = parts;
  if (parts.length === 1) {
    const account = accounts.find((a) => a.id === root);
    if (!account) throw notFound(DRIVE_TEXTS.noSuchPath);
    return { item: account };
  }
  if (root === 'photos') {
    const item = (await photoItems(app, user)).find((p) => p.path === `photos/${uri}`);
    if (!item || parts.length > 2) throw notFound(DRIVE_TEXTS.noSuchPath);
    return { item, blob: item.url?.split('/').pop() };
  }
  if (root === 'metaverses') {
    const domain = await pathDomain(app, user, uri);
    if (parts.length === 2)
      return { item: { ...directory(`metaverses/${domain.uri}`, domain.name), id: domain.id } };
    const name = folderOf(folder);
    if (parts.length === 3) return { item: directory(`metaverses/${domain.uri}/${name}`, name) };
    const row = parts.length === 4 ? await app.repos.content.get(domain.id, id) : null;
    if (!row || row.folder !== name) throw notFound(DRIVE_TEXTS.noSuchPath);
    return { item: fileItem(row, `metaverses/${domain.uri}/${name}/${row.id}`), blob: row.blob_id };
  }
  const linked = await app.repos.driveAccounts.get(user.id, root);
  if (linked && linked.provider !== 'local') {
    if (parts.length > 2 || !REMOTE_ID.test(uri)) throw notFound(DRIVE_TEXTS.noSuchPath);
    const { provider, session } = remoteAccess(app, linked);
    return { item: remoteItem(linked, await provider.item(session, uri)), remote: provider };
  }
  const account = accounts.find((a) => a.id === root && a.provider === 'local');
  if (!account || parts.length > 2) throw notFound(DRIVE_TEXTS.noSuchPath);
  const row = await app.repos.content.getOwn(user.id, account.kind === 'video' ? 'videos' : 'uploads', uri);
  if (!row) throw notFound(DRIVE_TEXTS.noSuchPath);
  return { item: fileItem(row, `${account.id}/${row.id}`), blob: row.blob_id };
}
