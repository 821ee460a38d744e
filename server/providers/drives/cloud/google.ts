/**
 * Google Drive (cloud files) over the Drive v3 REST API with the read-only scope. The access token is
 * refreshed with the refresh token when it has expired (or a call answers 401), and the new one is stored.
 */
import { DRIVE_TEXTS } from '../../../routes/drives/texts.ts';
import { drain, failure, jsonOf, send, text, whole } from './http.ts';
import { CLOUD_TEXTS } from './texts.ts';
import {
  CloudError,
  DEFAULT_TIMEOUT_MS,
  type CloudCredentials,
  type CloudDriveProvider,
  type CloudOptions,
  type CloudSession,
  type RemoteItem,
} from './types.ts';

export interface GoogleOptions extends CloudOptions {
  clientId: string;
  clientSecret: string;
  authUrl?: string;
  tokenUrl?: string;
  apiUrl?: string;
}

export const GOOGLE_ENDPOINTS = {
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  apiUrl: 'https://www.googleapis.com/drive/v3',
} as const;
export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/drive.readonly';
export const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';
/** Drive's largest page. */
export const GOOGLE_MAX_PAGE = 1000;

const LABEL = 'Google Drive';
export const ITEM_FIELDS =
  'id,name,mimeType,size,thumbnailLink,webViewLink,createdTime,description,' +
  'imageMediaMetadata(width,height),videoMediaMetadata(width,height)';
/** A token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

/** Google's consent page for this client: read-only Drive access, with a refresh token (offline). */
export function googleAuthorizeUrl(
  authUrl: string,
  clientId: string,
  state: string,
  redirectUri: string,
): string {
  const url = new URL(authUrl);
  for (const [key, value] of Object.entries({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: GOOGLE_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }))
    url.searchParams.set(key, value);
  return url.toString();
}

/** A string literal of Drive's query language. */
const literal = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The `q` of a folder listing: its children that are not in the bin; with MIME types, files of those types
 * (`image/` is a prefix, `video/mp4` an exact type) and every folder, so the user can still walk down.
 */
export function googleQuery(folderId: string, mimeTypes: readonly string[]): string {
  const parts = [`${literal(folderId)} in parents`, 'trashed = false'];
  if (mimeTypes.length > 0) {
    const types = mimeTypes.map((type) =>
      type.includes('/') && !type.endsWith('/')
        ? `mimeType = ${literal(type)}`
        : `mimeType contains ${literal(type)}`,
    );
    parts.push(`(${[`mimeType = ${literal(FOLDER_MIME_TYPE)}`, ...types].join(' or ')})`);
  }
  return parts.join(' and ');
}

/** A Drive v3 `File` as the tree's item: folders are directories, files open at their Drive page. */
export function googleItem(file: Record<string, unknown>): RemoteItem | null {
  const id = text(file.id);
  if (!id) return null;
  const folder = file.mimeType === FOLDER_MIME_TYPE;
  const media = (file.imageMediaMetadata ?? file.videoMediaMetadata) as Record<string, unknown> | undefined;
  const created = text(file.createdTime);
  const item: RemoteItem = { id, name: text(file.name) ?? id, type: folder ? 'directory' : 'file' };
  const description = text(file.description);
  if (description) item.description = description;
  if (!folder) {
    const mimeType = text(file.mimeType);
    const size = whole(file.size);
    const width = whole(media?.width);
    const height = whole(media?.height);
    const url = text(file.webViewLink);
    const thumbnail = text(file.thumbnailLink);
    if (mimeType) item.mimeType = mimeType;
    if (size !== undefined) item.size = size;
    if (width !== undefined) item.width = width;
    if (height !== undefined) item.height = height;
    if (url) item.url = url;
    if (thumbnail) item.thumbnailUri = thumbnail;
  }
  if (created && !Number.isNaN(Date.parse(created))) item.created = new Date(created).toISOString();
  return item;
}

type Tokens = Pick<CloudCredentials, 'accessToken' | 'refreshToken' | 'expiresAt'>;

/** The calls to Google's token endpoint: a request, the tokens of its reply, and a session's refresh. */
function googleTokens(options: GoogleOptions, tokenUrl: string, timeoutMs: number, now: () => number) {
  function tokenRequest(params: Record<string, string>): Promise<Response> {
    const body = new URLSearchParams({
      ...params,
      client_id: options.clientId,
      client_secret: options.clientSecret,
    });
    return send(
      LABEL,
      tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: body.toString(),
      },
      timeoutMs,
    );
  }

  async function tokensOf(response: Response, previous?: Tokens): Promise<Tokens> {
    const reply = await jsonOf<Record<string, unknown>>(LABEL, response);
    const accessToken = text(reply.access_token);
    if (!accessToken) throw new CloudError(CLOUD_TEXTS.badReply(LABEL));
    const expiresIn = whole(reply.expires_in);
    const refreshToken = text(reply.refresh_token) ?? previous?.refreshToken;
    return {
      accessToken,
      ...(refreshToken && { refreshToken }),
      ...(expiresIn !== undefined && { expiresAt: now() + expiresIn * 1000 }),
    };
  }

  /** A new access token from the refresh token, stored before it is used. */
  async function refresh(session: CloudSession): Promise<string> {
    const { refreshToken } = session.credentials;
    if (!refreshToken) throw new CloudError(CLOUD_TEXTS.relink(LABEL));
    const response = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    if (!response.ok) {
      await drain(response);
      // 400 invalid_grant: the user revoked access or the refresh token expired.
      if (response.status === 400 || response.status === 401) throw new CloudError(CLOUD_TEXTS.relink(LABEL));
      throw new CloudError(CLOUD_TEXTS.failed(LABEL, response.status));
    }
    const next: CloudCredentials = {
      ...session.credentials,
      ...(await tokensOf(response, session.credentials)),
    };
    await session.save(next);
    session.credentials = next;
    return next.accessToken;
  }

  return { tokenRequest, tokensOf, refresh };
}

/** Google Drive as a cloud drive: the account's sign-in, its folders and files, read-only. */
export function createGoogleDrive(options: GoogleOptions): CloudDriveProvider {
  const authUrl = options.authUrl ?? GOOGLE_ENDPOINTS.authUrl;
  const tokenUrl = options.tokenUrl ?? GOOGLE_ENDPOINTS.tokenUrl;
  const apiUrl = options.apiUrl ?? GOOGLE_ENDPOINTS.apiUrl;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  const { tokenRequest, tokensOf, refresh } = googleTokens(options, tokenUrl, timeoutMs, now);

  /** A GET of the Drive API with the account's token; refreshed once when expired or refused with 401. */
  async function get(session: CloudSession, path: string, params: Record<string, string>) {
    const url = `${apiUrl}${path}?${new URLSearchParams(params).toString()}`;
    const call = (token: string) =>
      send(
        LABEL,
        url,
        { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
        timeoutMs,
      );
    const { expiresAt, refreshToken } = session.credentials;
    const expired = expiresAt !== undefined && now() >= expiresAt - REFRESH_MARGIN_MS;
    const refreshed = expired && refreshToken !== undefined;
    let response = await call(refreshed ? await refresh(session) : session.credentials.accessToken);
    if (response.status === 401 && !refreshed && refreshToken !== undefined) {
      await drain(response);
      response = await call(await refresh(session));
    }
    if (!response.ok) {
      await drain(response);
      throw failure(LABEL, response.status);
    }
    return jsonOf<Record<string, unknown>>(LABEL, response);
  }

  async function item(session: CloudSession, id: string): Promise<RemoteItem> {
    const file = await get(session, `/files/${encodeURIComponent(id)}`, { fields: ITEM_FIELDS });
    const found = googleItem(file);
    if (!found) throw new CloudError(CLOUD_TEXTS.badReply(LABEL));
    return found;
  }

  return {
    name: 'google',
    label: LABEL,
    kind: 'files',
    // `thumbnailLink` points at Google's image hosts (lh3.googleusercontent.com and its siblings).
    imageOrigins: ['https://*.googleusercontent.com'],

    authorizeUrl: (state, redirectUri) => googleAuthorizeUrl(authUrl, options.clientId, state, redirectUri),

    async exchange(code, redirectUri) {
      const response = await tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      if (!response.ok) {
        await drain(response);
        if (response.status === 400 || response.status === 401)
          throw new CloudError(CLOUD_TEXTS.codeRejected(LABEL));
        throw new CloudError(CLOUD_TEXTS.failed(LABEL, response.status));
      }
      const tokens = await tokensOf(response);
      const session: CloudSession = {
        credentials: { ...tokens, accountId: '' },
        save: async () => {},
      };
      const about = await get(session, '/about', { fields: 'user' });
      const user = (about.user ?? {}) as Record<string, unknown>;
      const email = text(user.emailAddress);
      const accountId = text(user.permissionId) ?? email;
      if (!accountId) throw new CloudError(CLOUD_TEXTS.badReply(LABEL));
      return {
        name: `${LABEL} (${email ?? text(user.displayName) ?? accountId})`,
        credentials: { ...session.credentials, accountId },
      };
    },

    async list(session, request) {
      const reply = await get(session, '/files', {
        q: googleQuery(request.folderId ?? 'root', request.mimeTypes),
        fields: `nextPageToken,files(${ITEM_FIELDS})`,
        pageSize: String(Math.min(request.pageSize, GOOGLE_MAX_PAGE)),
        orderBy: 'folder,name',
        spaces: 'drive',
        ...(request.pageToken && { pageToken: request.pageToken }),
      });
      if (!Array.isArray(reply.files)) throw new CloudError(CLOUD_TEXTS.badReply(LABEL));
      const items = (reply.files as Record<string, unknown>[])
        .map((file) => googleItem(file))
        .filter((found) => found !== null);
      // An empty first page of an id: say whether it is a file or does not exist, rather than "empty".
      if (items.length === 0 && request.folderId !== undefined && !request.pageToken) {
        const folder = await item(session, request.folderId);
        if (folder.type !== 'directory') throw new CloudError(DRIVE_TEXTS.notAFolder, 400);
      }
      const nextPageToken = text(reply.nextPageToken);
      return { items, ...(nextPageToken && { nextPageToken }) };
    },

    item,
  };
}
