/**
 * Vimeo (video drive) over its REST API: the account's videos, newest first, in pages of at most 100.
 * Vimeo's access tokens do not expire; a refused one means the user revoked access.
 */
import { DRIVE_TEXTS } from '../../../routes/drives/texts.ts';
import { drain, failure, jsonOf, send, text, whole } from './http.ts';
import { CLOUD_TEXTS } from './texts.ts';
import {
  CloudError,
  DEFAULT_TIMEOUT_MS,
  type CloudDriveProvider,
  type CloudOptions,
  type CloudSession,
  type RemoteItem,
} from './types.ts';

export interface VimeoOptions extends CloudOptions {
  clientId: string;
  clientSecret: string;
  apiUrl?: string;
}

export const VIMEO_API_URL = 'https://api.vimeo.com';
export const VIMEO_SCOPE = 'public private video_files';
/** Vimeo's largest page (`per_page`). */
export const VIMEO_MAX_PAGE = 100;
/** Vimeo does not name a file type for a video; its players and downloads are MP4. */
export const VIMEO_MIME_TYPE = 'video/mp4';

const LABEL = 'Vimeo';
const ACCEPT = 'application/vnd.vimeo.*+json;version=3.4';
const VIDEO_FIELDS = 'uri,name,description,link,created_time,width,height,pictures.sizes';
/** The smallest picture at least this wide is the thumbnail. */
const THUMBNAIL_WIDTH = 200;

/** Vimeo's consent page for this client. */
export function vimeoAuthorizeUrl(
  apiUrl: string,
  clientId: string,
  state: string,
  redirectUri: string,
): string {
  const url = new URL(`${apiUrl}/oauth/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', VIMEO_SCOPE);
  url.searchParams.set('state', state);
  return url.toString();
}

/** The page number in `paging.next` (`/me/videos?page=3&per_page=100`), as the next page token. */
export function vimeoNextPage(next: unknown): string | undefined {
  if (typeof next !== 'string' || next === '') return undefined;
  const page = new URL(next, 'https://vimeo.invalid').searchParams.get('page');
  return page && /^[1-9]\d{0,8}$/.test(page) ? page : undefined;
}

/** The smallest picture at least 200 pixels wide, else the largest there is. */
export function vimeoThumbnail(pictures: unknown): string | undefined {
  const sizes = (pictures as { sizes?: unknown } | null | undefined)?.sizes;
  if (!Array.isArray(sizes)) return undefined;
  const usable = (sizes as Record<string, unknown>[])
    .map((size) => ({ width: whole(size.width) ?? 0, link: text(size.link) }))
    .filter((size): size is { width: number; link: string } => size.link !== undefined)
    .sort((a, b) => a.width - b.width);
  return (usable.find((size) => size.width >= THUMBNAIL_WIDTH) ?? usable.at(-1))?.link;
}

/** A Vimeo video as the tree's item: a file that opens at its Vimeo page. */
export function vimeoItem(video: Record<string, unknown>): RemoteItem | null {
  const id = /^\/videos\/(\d+)/.exec(text(video.uri) ?? '')?.[1];
  if (!id) return null;
  const item: RemoteItem = { id, name: text(video.name) ?? id, type: 'file', mimeType: VIMEO_MIME_TYPE };
  const description = text(video.description);
  const width = whole(video.width);
  const height = whole(video.height);
  const url = text(video.link);
  const thumbnail = vimeoThumbnail(video.pictures);
  const created = text(video.created_time);
  if (description) item.description = description;
  if (width) item.width = width;
  if (height) item.height = height;
  if (url) item.url = url;
  if (thumbnail) item.thumbnailUri = thumbnail;
  if (created && !Number.isNaN(Date.parse(created))) item.created = new Date(created).toISOString();
  return item;
}

export function createVimeo(options: VimeoOptions): CloudDriveProvider {
  const apiUrl = options.apiUrl ?? VIMEO_API_URL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function get(token: string, path: string, params: Record<string, string>) {
    const response = await send(
      LABEL,
      `${apiUrl}${path}?${new URLSearchParams(params).toString()}`,
      { headers: { authorization: `Bearer ${token}`, accept: ACCEPT } },
      timeoutMs,
    );
    if (!response.ok) {
      await drain(response);
      throw failure(LABEL, response.status);
    }
    return jsonOf<Record<string, unknown>>(LABEL, response);
  }

  return {
    name: 'vimeo',
    label: LABEL,
    kind: 'video',
    // Its `pictures.sizes[].link` are on Vimeo's image CDN.
    imageOrigins: ['https://i.vimeocdn.com'],

    authorizeUrl: (state, redirectUri) => vimeoAuthorizeUrl(apiUrl, options.clientId, state, redirectUri),

    async exchange(code, redirectUri) {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      const response = await send(
        LABEL,
        `${apiUrl}/oauth/access_token`,
        {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json', accept: ACCEPT },
          body: JSON.stringify({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
        },
        timeoutMs,
      );
      if (!response.ok) {
        await drain(response);
        if (response.status === 400 || response.status === 401)
          throw new CloudError(CLOUD_TEXTS.codeRejected(LABEL));
        throw new CloudError(CLOUD_TEXTS.failed(LABEL, response.status));
      }
      const accessToken = text((await jsonOf<Record<string, unknown>>(LABEL, response)).access_token);
      if (!accessToken) throw new CloudError(CLOUD_TEXTS.badReply(LABEL));
      const me = await get(accessToken, '/me', { fields: 'uri,name' });
      const accountId = text(me.uri);
      if (!accountId) throw new CloudError(CLOUD_TEXTS.badReply(LABEL));
      return { name: `${LABEL} (${text(me.name) ?? accountId})`, credentials: { accessToken, accountId } };
    },

    async list(session: CloudSession, request) {
      // Vimeo's videos are one flat list here.
      if (request.folderId !== undefined) throw new CloudError(DRIVE_TEXTS.notAFolder, 400);
      if (request.pageToken !== undefined && !/^[1-9]\d{0,8}$/.test(request.pageToken))
        throw new CloudError(DRIVE_TEXTS.badPageToken, 400);
      if (request.mimeTypes.length > 0 && !request.mimeTypes.some((type) => VIMEO_MIME_TYPE.startsWith(type)))
        return { items: [] };
      const reply = await get(session.credentials.accessToken, '/me/videos', {
        page: request.pageToken ?? '1',
        per_page: String(Math.min(request.pageSize, VIMEO_MAX_PAGE)),
        fields: VIDEO_FIELDS,
        sort: 'date',
        direction: 'desc',
      });
      if (!Array.isArray(reply.data)) throw new CloudError(CLOUD_TEXTS.badReply(LABEL));
      const items = (reply.data as Record<string, unknown>[])
        .map((video) => vimeoItem(video))
        .filter((found) => found !== null);
      const nextPageToken = vimeoNextPage((reply.paging as Record<string, unknown> | undefined)?.next);
      return { items, ...(nextPageToken && { nextPageToken }) };
    },

    async item(session, id) {
      if (!/^\d{1,20}$/.test(id)) throw new CloudError(DRIVE_TEXTS.noSuchPath, 404);
      const video = vimeoItem(
        await get(session.credentials.accessToken, `/me/videos/${id}`, { fields: VIDEO_FIELDS }),
      );
      if (!video) throw new CloudError(CLOUD_TEXTS.badReply(LABEL));
      return video;
    },
  };
}
