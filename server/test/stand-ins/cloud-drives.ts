/**
 * Local stand-ins of Google's OAuth server and Drive v3 API and of Vimeo's API, for the drive-linking tests.
 * They check what the real services check (client id and secret, one-use codes bound to their redirect_uri,
 * bearer tokens), serve two pages of files and a folder, and can expire tokens or stop answering.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PUBLIC_URL = 'https://console.example';
export const REDIRECT_URI = `${PUBLIC_URL}/v2/oauth/callback`;
const FOLDER = 'application/vnd.google-apps.folder';

interface Request {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}
type Reply = [number, unknown, Record<string, string>?];

/** Everything a stand-in ever issued or was given that must never reach a reply of the app. */
export const secrets = new Set<string>(['google-secret-xyz', 'vimeo-secret-xyz']);
let issued = 0;
const issue = (prefix: string) => {
  const token = `${prefix}-${++issued}-${Math.random().toString(36).slice(2)}`;
  secrets.add(token);
  return token;
};

export interface StandIn {
  base: string;
  server: Server;
  down: boolean;
  requests: Request[];
}

export async function standIn(route: (request: Request) => Reply): Promise<StandIn> {
  const state: StandIn = { base: '', server: createServer(), down: false, requests: [] };
  state.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (state.down) {
      request.socket.destroy();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(body))
        : {};
      const json = request.headers['content-type']?.startsWith('application/json')
        ? (JSON.parse(body) as Record<string, string>)
        : {};
      const recorded: Request = {
        method: request.method ?? 'GET',
        path: url.pathname,
        params: { ...Object.fromEntries(url.searchParams), ...form, ...json },
        headers: request.headers,
        body,
      };
      state.requests.push(recorded);
      const [status, reply, headers] = route(recorded);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(reply === undefined ? '' : JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  return state;
}

const bearer = (request: Request) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

/** The consent page of either service: the signed-in user approves, so it sends the browser back. */
function consent(request: Request, codes: Map<string, string>, clientId: string, scope: string): Reply {
  const { client_id, redirect_uri, response_type, state } = request.params;
  if (client_id !== clientId || response_type !== 'code' || request.params.scope !== scope || !state)
    return [400, { error: 'invalid_request' }];
  const code = issue('code');
  codes.set(code, redirect_uri);
  const back = new URL(redirect_uri);
  back.searchParams.set('code', code);
  back.searchParams.set('state', state);
  return [302, undefined, { location: back.toString() }];
}

// Google: OAuth server, Drive v3 (`files`, `files/{id}`, `about`).
interface GoogleFile {
  id: string;
  name: string;
  mimeType: string;
  parent: string;
  size?: string;
  trashed?: boolean;
}
const googleFiles: GoogleFile[] = [
  { id: 'folder-holiday', name: 'Holiday', mimeType: FOLDER, parent: 'root' },
  { id: 'file-a', name: 'a.png', mimeType: 'image/png', parent: 'root', size: '1000' },
  { id: 'file-b', name: 'b.pdf', mimeType: 'application/pdf', parent: 'root', size: '2000' },
  { id: 'file-c', name: 'c.mp4', mimeType: 'video/mp4', parent: 'root', size: '3000' },
  { id: 'file-old', name: 'old.txt', mimeType: 'text/plain', parent: 'root', size: '1', trashed: true },
  { id: 'file-beach', name: 'beach.jpg', mimeType: 'image/jpeg', parent: 'folder-holiday', size: '500' },
];
export const google = {
  clientId: 'google-client-id',
  codes: new Map<string, string>(),
  access: new Set<string>(),
  refresh: new Set<string>(),
  refreshes: 0,
};

function googleFile(file: GoogleFile) {
  return {
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    ...(file.size && { size: file.size }),
    ...(file.mimeType !== FOLDER && {
      webViewLink: `https://drive.google.test/file/d/${file.id}/view`,
      thumbnailLink: `https://lh3.google.test/${file.id}`,
    }),
    createdTime: '2024-05-01T10:00:00.000Z',
  };
}

/** Drive's `q` as the provider writes it: parents, not trashed, optionally `(mimeType … or …)`. */
function googleQuery(q: string): (file: GoogleFile) => boolean {
  const match = /^'([\w-]+)' in parents and trashed = false(?: and \((.+)\))?$/.exec(q);
  if (!match) throw new Error(`The stand-in does not understand q=${q}`);
  const types = [...(match[2] ?? '').matchAll(/mimeType (=|contains) '([^']+)'/g)];
  return (file) =>
    file.parent === match[1] &&
    !file.trashed &&
    (types.length === 0 ||
      types.some(([, op, type]) => (op === '=' ? file.mimeType === type : file.mimeType.includes(type))));
}

function googleTokens(refresh: boolean) {
  const access = issue('g-access');
  google.access.add(access);
  const reply: Record<string, unknown> = { access_token: access, expires_in: 3599, token_type: 'Bearer' };
  if (refresh) {
    const token = issue('g-refresh');
    google.refresh.add(token);
    reply.refresh_token = token;
  }
  return reply;
}

export function googleRoute(request: Request): Reply {
  const { method, path, params } = request;
  if (method === 'GET' && path === '/o/oauth2/v2/auth') {
    if (params.access_type !== 'offline' || params.prompt !== 'consent') return [400, { error: 'offline' }];
    return consent(request, google.codes, google.clientId, 'https://www.googleapis.com/auth/drive.readonly');
  }
  if (method === 'POST' && path === '/token') {
    if (params.client_id !== google.clientId || params.client_secret !== 'google-secret-xyz')
      return [401, { error: 'invalid_client' }];
    if (params.grant_type === 'authorization_code') {
      const redirect = google.codes.get(params.code);
      google.codes.delete(params.code);
      if (redirect === undefined || redirect !== params.redirect_uri)
        return [400, { error: 'invalid_grant' }];
      return [200, googleTokens(true)];
    }
    if (params.grant_type === 'refresh_token' && google.refresh.has(params.refresh_token)) {
      google.refreshes++;
      return [200, googleTokens(false)];
    }
    return [400, { error: 'invalid_grant' }];
  }
  const token = bearer(request);
  if (!token || !google.access.has(token))
    return [401, { error: { code: 401, message: 'Invalid Credentials' } }];
  if (method === 'GET' && path === '/drive/v3/about') {
    if (params.fields !== 'user') return [400, { error: 'fields' }];
    return [200, { user: { displayName: 'Ann', emailAddress: 'ann@example.com', permissionId: 'perm-ann' } }];
  }
  if (method === 'GET' && path === '/drive/v3/files') {
    if (!params.fields.startsWith('nextPageToken,files(')) return [400, { error: 'fields' }];
    const all = googleFiles.filter(googleQuery(params.q));
    const offset = params.pageToken ? Number(/^~!!~page-(\d+)$/.exec(params.pageToken)?.[1]) : 0;
    if (Number.isNaN(offset)) return [400, { error: 'Invalid pageToken' }];
    const size = Number(params.pageSize ?? 100);
    const page = all.slice(offset, offset + size);
    return [
      200,
      {
        files: page.map(googleFile),
        ...(all.length > offset + size && { nextPageToken: `~!!~page-${offset + size}` }),
      },
    ];
  }
  const one = /^\/drive\/v3\/files\/([\w-]+)$/.exec(path);
  const file = one && googleFiles.find((f) => f.id === one[1] && !f.trashed);
  if (method === 'GET' && file) return [200, googleFile(file)];
  return [404, { error: { code: 404, message: 'File not found' } }];
}

// Vimeo: OAuth under the API base, `/me`, `/me/videos`, `/me/videos/{id}`.
export const vimeo = {
  clientId: 'vimeo-client-id',
  codes: new Map<string, string>(),
  access: new Set<string>(),
};
const vimeoVideos = [1001, 1002, 1003].map((id, index) => ({
  uri: `/videos/${id}`,
  name: `Clip ${index + 1}`,
  link: `https://vimeo.test/${id}`,
  created_time: '2024-06-01T09:00:00+00:00',
  width: 1920,
  height: 1080,
  pictures: {
    sizes: [
      { width: 100, height: 75, link: `https://i.vimeocdn.test/${id}_100.jpg` },
      { width: 295, height: 166, link: `https://i.vimeocdn.test/${id}_295.jpg` },
      { width: 1920, height: 1080, link: `https://i.vimeocdn.test/${id}_1920.jpg` },
    ],
  },
}));

export function vimeoRoute(request: Request): Reply {
  const { method, path, params } = request;
  if (method === 'GET' && path === '/oauth/authorize')
    return consent(request, vimeo.codes, vimeo.clientId, 'public private video_files');
  if (method === 'POST' && path === '/oauth/access_token') {
    const basic = Buffer.from(`${vimeo.clientId}:vimeo-secret-xyz`).toString('base64');
    if (request.headers.authorization !== `Basic ${basic}`) return [401, { error: 'invalid_client' }];
    const redirect = vimeo.codes.get(params.code);
    vimeo.codes.delete(params.code);
    if (
      params.grant_type !== 'authorization_code' ||
      redirect === undefined ||
      redirect !== params.redirect_uri
    )
      return [400, { error: 'invalid_grant' }];
    const token = issue('v-access');
    vimeo.access.add(token);
    return [200, { access_token: token, token_type: 'bearer', scope: 'public private video_files' }];
  }
  const token = bearer(request);
  if (!token || !vimeo.access.has(token))
    return [401, { error: 'You must provide a valid authenticated access token.' }];
  if (method === 'GET' && path === '/me') return [200, { uri: '/users/4242', name: 'Vic Vimeo' }];
  if (method === 'GET' && path === '/me/videos') {
    const page = Number(params.page ?? 1);
    const perPage = Number(params.per_page ?? 25);
    if (perPage > 100) return [400, { error: 'per_page must be at most 100' }];
    const data = vimeoVideos.slice((page - 1) * perPage, page * perPage);
    const last = page * perPage >= vimeoVideos.length;
    return [
      200,
      {
        total: vimeoVideos.length,
        page,
        per_page: perPage,
        paging: {
          next: last ? null : `/me/videos?page=${page + 1}&per_page=${perPage}`,
          previous: page > 1 ? `/me/videos?page=${page - 1}&per_page=${perPage}` : null,
        },
        data,
      },
    ];
  }
  const one = /^\/me\/videos\/(\d+)$/.exec(path);
  const video = one && vimeoVideos.find((v) => v.uri === `/videos/${one[1]}`);
  if (method === 'GET' && video) return [200, video];
  return [404, { error: 'The requested video could not be found.' }];
}
