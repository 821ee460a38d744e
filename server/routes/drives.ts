/**
 * Drives (owner-console.md §2.10, §7 Drives and content): the drive list, unlinking, linking through the
 * OAuth redirect, and browsing folders and files in pages (next-page token).
 */
import { badRequest, forbidden, notFound, unauthorized } from '../lib/http-error.ts';
import { signedInUser } from '../plugins/auth.ts';
import { BUILTIN_DRIVES, driveAccounts } from '../providers/drives/accounts.ts';
import { itemAt, listFolder } from '../providers/drives/tree.ts';
import { DRIVE_TEXTS } from './drives-texts.ts';
import type { HandlerMap } from './types.ts';
import { urlToolsHandlers } from './url-tools.ts';

/** Page tokens are the offset of the next page, so a token survives new files only approximately. */
function offsetOf(token: string | undefined): number {
  if (token === undefined || token === '') return 0;
  if (!/^\d{1,9}$/.test(token)) throw badRequest(DRIVE_TEXTS.badPageToken);
  return Number(token);
}

function mimeTypeList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
}

/** A same-site path to send the browser back to (never `//host` or a full URL). */
export function safeReturnPath(path: string): string {
  if (!/^\/(?![/\\])/.test(path) || /[\r\n]/.test(path)) throw badRequest(DRIVE_TEXTS.badReturnPath);
  return path;
}

export const drivesHandlers = {
  async listDriveFiles(request) {
    const user = signedInUser(request);
    const { path, pageSize, pageToken, mimeTypes } = request.query;
    const offset = offsetOf(pageToken);
    const page = await listFolder(request.server, user, path ?? '', {
      offset,
      size: pageSize ?? 200,
      mimeTypes: mimeTypeList(mimeTypes),
    });
    return {
      files: page.items,
      ...(page.more && { nextPageToken: String(offset + page.items.length) }),
    };
  },

  async getDriveFileMeta(request) {
    const { item } = await itemAt(request.server, signedInUser(request), request.query.path);
    return item;
  },

  async getDriveFileEntity(request) {
    const { item, blob } = await itemAt(request.server, signedInUser(request), request.query.path);
    if (item.type !== 'file' || !blob) throw badRequest(DRIVE_TEXTS.notAFile);
    return { type: 'file' as const, blob, ...(item.mimeType && { mimetype: item.mimeType }) };
  },

  async listDriveAccounts(request) {
    return driveAccounts.list(request.server.db, signedInUser(request).id);
  },

  async deleteDriveAccount(request) {
    const user = signedInUser(request);
    const { id } = request.params;
    if ((BUILTIN_DRIVES as readonly string[]).includes(id)) throw forbidden(DRIVE_TEXTS.builtinDrive);
    if (!(await driveAccounts.remove(request.server.db, user.id, id)))
      throw notFound(DRIVE_TEXTS.driveNotFound);
    return driveAccounts.list(request.server.db, user.id);
  },

  async oauthAuth(request, reply) {
    const app = request.server;
    const { provider, returnPath, account, token } = request.query;
    const back = safeReturnPath(returnPath);
    // A navigation cannot carry the session headers, so the session comes in the query string.
    const userId = await app.sessions.verify(token);
    if (userId === null) throw unauthorized(DRIVE_TEXTS.sessionMismatch);
    if (userId !== account) throw unauthorized(DRIVE_TEXTS.sessionMismatch);
    const user = await app.repos.users.get(userId);
    if (!user) throw unauthorized(DRIVE_TEXTS.sessionMismatch);
    // Google and Vimeo need OAuth client credentials; without them the local provider links a local drive.
    await driveAccounts.linkLocal(app.db, user.id, provider === 'vimeo' ? 'video' : 'files');
    return reply.redirect(back, 302);
  },

  ...urlToolsHandlers,
} satisfies HandlerMap;
