/**
 * Drives (owner-console.md §2.10, §7 Drives and content): the drive list, unlinking, linking through the
 * OAuth redirect, and browsing folders and files in pages (next-page token).
 *
 * Linking: the console first asks for a one-use link code (`createDriveLinkCode`, with the session headers),
 * then navigates to /v2/oauth/auth with it, so the session never travels in an address. /v2/oauth/auth takes
 * the code (once, within 2 minutes, for the provider it was issued for); with a provider's OAuth client
 * configured, it stores a random one-use state (bound to the user, the return path and — through a cookie —
 * this browser) and sends the browser to the provider's consent page; /v2/oauth/callback trades the code for tokens and links (or re-links) the account. Without a
 * client, /v2/oauth/auth links a local drive of that kind.
 */
import { timingSafeEqual } from 'node:crypto';
import { requestCookies, setCookie } from '../../lib/cookies.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { BUILTIN_DRIVES, listDrives, localDriveName } from '../../providers/drives/accounts.ts';
import { oauthRedirectUri } from '../../providers/drives/cloud/index.ts';
import { CLOUD_TEXTS } from '../../providers/drives/cloud/texts.ts';
import type { LinkedAccount } from '../../providers/drives/cloud/types.ts';
import { itemAt, listFolder } from '../../providers/drives/tree.ts';
import {
  LINK_CODE_LIFETIME_SECONDS,
  STATE_LIFETIME_MINUTES,
} from '../../repositories/drive-oauth-states-repository.ts';
import { createRepositories } from '../../repositories/index.ts';
import { DRIVE_TEXTS } from './texts.ts';
import type { HandlerMap } from '../types.ts';
import { urlToolsHandlers } from './url-tools.ts';

/** The cookie that ties an OAuth state to the browser that started linking. */
const STATE_COOKIE = 'drive_oauth_state';
const CALLBACK_PATH = '/v2/oauth/callback';

function stateCookie(request: FastifyRequest, value: string, maxAge: number): string {
  return setCookie(request, STATE_COOKIE, value, { maxAge, path: CALLBACK_PATH });
}

const sameText = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `path` with `driveError` added to its query string. */
export function withDriveError(path: string, message: string): string {
  const url = new URL(path, 'http://same.site');
  url.searchParams.set('driveError', message);
  return `${url.pathname}${url.search}${url.hash}`;
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
    const page = await listFolder(request.server, user, path ?? '', {
      ...(pageToken !== undefined && { token: pageToken }),
      size: pageSize ?? 200,
      mimeTypes: mimeTypeList(mimeTypes),
    });
    return {
      files: page.items,
      ...(page.nextPageToken !== undefined && { nextPageToken: page.nextPageToken }),
    };
  },

  async getDriveFileMeta(request) {
    const { item } = await itemAt(request.server, signedInUser(request), request.query.path);
    return item;
  },

  async getDriveFileEntity(request) {
    const { item, blob, remote } = await itemAt(request.server, signedInUser(request), request.query.path);
    // A linked drive's files stay at the provider; the console opens their `url` there.
    if (item.type === 'file' && remote) throw badRequest(CLOUD_TEXTS.opensAtProvider(remote.label));
    if (item.type !== 'file' || !blob) throw badRequest(DRIVE_TEXTS.notAFile);
    return { type: 'file' as const, blob, ...(item.mimeType && { mimetype: item.mimeType }) };
  },

  async listDriveAccounts(request) {
    return listDrives(request.server.repos.driveAccounts, signedInUser(request).id);
  },

  async deleteDriveAccount(request) {
    const user = signedInUser(request);
    const { id } = request.params;
    if ((BUILTIN_DRIVES as readonly string[]).includes(id)) throw forbidden(DRIVE_TEXTS.builtinDrive);
    if (!(await request.server.repos.driveAccounts.remove(user.id, id)))
      throw notFound(DRIVE_TEXTS.driveNotFound);
    return listDrives(request.server.repos.driveAccounts, user.id);
  },

  async createDriveLinkCode(request) {
    const user = signedInUser(request);
    const code = await request.server.repos.driveOAuthStates.createLinkCode(user.id, request.body.provider);
    return { code, expiresIn: LINK_CODE_LIFETIME_SECONDS };
  },

  async oauthAuth(request, reply) {
    const app = request.server;
    const { provider, returnPath, code } = request.query;
    const back = safeReturnPath(returnPath);
    // A navigation cannot carry the session headers: the one-use link code names the user. Taking it uses it
    // up, whatever follows, so a code that leaked through the address works for nobody.
    const linking = await app.repos.driveOAuthStates.takeLinkCode(code);
    if (!linking) throw badRequest(CLOUD_TEXTS.badState);
    if (!linking.fresh) throw badRequest(CLOUD_TEXTS.expiredState);
    if (linking.provider !== provider) throw badRequest(DRIVE_TEXTS.linkCodeOtherProvider);
    const user = await app.repos.users.get(linking.userId);
    if (!user) throw badRequest(CLOUD_TEXTS.badState);
    const cloud = app.cloudDrives.providers[provider];
    if (cloud) {
      const state = await app.repos.driveOAuthStates.create(user.id, provider, back);
      reply.header('set-cookie', stateCookie(request, state, STATE_LIFETIME_MINUTES * 60));
      reply.header('cache-control', 'no-store');
      return reply.redirect(cloud.authorizeUrl(state, oauthRedirectUri(request)), 302);
    }
    // Google and Vimeo need OAuth client credentials; without them the local provider links a local drive.
    const kind = provider === 'vimeo' ? 'video' : 'files';
    await app.repos.driveAccounts.linkLocal(user.id, kind, localDriveName(kind));
    return reply.redirect(back, 302);
  },

  async oauthCallback(request, reply) {
    const app = request.server;
    const { code, state, error } = request.query;
    // The state names the user and the way back; it works once, within its lifetime, in the same browser.
    const started = state ? await app.repos.driveOAuthStates.take(state) : null;
    if (!state || !started) throw badRequest(CLOUD_TEXTS.badState);
    if (!started.fresh) throw badRequest(CLOUD_TEXTS.expiredState);
    const cookie = requestCookies(request).get(STATE_COOKIE);
    if (!cookie || !sameText(cookie, state)) throw badRequest(CLOUD_TEXTS.otherBrowser);
    reply.header('set-cookie', stateCookie(request, '', 0));
    reply.header('cache-control', 'no-store');
    const back = (message: string): FastifyReply =>
      reply.redirect(withDriveError(started.returnPath, message), 302);

    const cloud = app.cloudDrives.providers[started.provider];
    const label = cloud?.label ?? (started.provider === 'google' ? 'Google Drive' : 'Vimeo');
    if (!cloud) return back(CLOUD_TEXTS.notConfigured(label));
    // The provider's error_description is not shown: it is free text anyone can put in a link.
    if (error)
      return back(error === 'access_denied' ? CLOUD_TEXTS.denied(label) : CLOUD_TEXTS.linkFailed(label));
    if (!code) return back(CLOUD_TEXTS.noCode(label));
    let linked: LinkedAccount;
    try {
      linked = await cloud.exchange(code, oauthRedirectUri(request));
    } catch (failure) {
      if (!(failure instanceof HttpError)) throw failure;
      request.log.warn({ provider: started.provider, status: failure.statusCode }, 'drive linking failed');
      return back(failure.message);
    }
    await app.db.transaction((tx) =>
      createRepositories(tx).driveAccounts.linkCloud(started.userId, cloud.name, cloud.kind, linked),
    );
    return reply.redirect(started.returnPath, 302);
  },

  ...urlToolsHandlers,
} satisfies HandlerMap;
