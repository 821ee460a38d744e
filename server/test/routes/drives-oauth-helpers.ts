/**
 * The set-up the drive-linking tests share: local stand-ins of Google's OAuth server and Drive v3 API and of
 * Vimeo's API (stand-ins/cloud-drives.ts), an app that links drives through them and logs at info level, and
 * the steps of linking as the console and the browser take them. Every reply and log line of the file's app
 * is kept, so a test can prove no token or secret ever leaves it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiTest, type OperationId, type OpReply } from '../api-test.ts';
import {
  PUBLIC_URL,
  REDIRECT_URI,
  type StandIn,
  standIn,
  google,
  googleRoute,
  vimeo,
  vimeoRoute,
} from '../stand-ins/cloud-drives.ts';

export type Who = 'owner' | 'member' | null;

/** A linked drive, or a file or folder in one, as the drive operations list it. */
export interface Item {
  id: string;
  name: string;
  type: string;
  path: string;
  provider?: string;
  kind?: string;
  mimeType?: string;
  url?: string;
  thumbnailUri?: string;
  size?: number;
}

type ListQuery = { pageSize?: number; pageToken?: string; mimeTypes?: string };

/** The user approves at the stand-in's consent page; returns the callback URL (path and query) it sends back. */
export async function approve(consentUrl: URL): Promise<string> {
  const response = await fetch(consentUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return `${back.pathname}${back.search}`;
}

/**
 * Registers the file's stand-ins and app (the stand-ins first: the app's configuration needs their address)
 * and returns the fixture; the stand-ins are there once the file's `beforeAll` has run.
 */
export function driveOAuthTest() {
  let googleStandIn: StandIn | undefined;
  let vimeoStandIn: StandIn | undefined;
  /** Every reply and log line of the app in this file, to prove no token or secret ever leaves it. */
  const replies: LightMyRequestResponse[] = [];
  const logLines: string[] = [];
  const running = (stand: StandIn | undefined): StandIn => {
    if (!stand) throw new Error('The drive stand-ins are used before their beforeAll ran.');
    return stand;
  };

  beforeAll(async () => {
    [googleStandIn, vimeoStandIn] = await Promise.all([standIn(googleRoute), standIn(vimeoRoute)]);
  });

  afterAll(async () => {
    for (const stand of [googleStandIn, vimeoStandIn]) {
      stand?.server.closeAllConnections();
      await new Promise((resolve) => stand?.server.close(resolve));
    }
  });

  const api = apiTest({
    roles: ['owner', 'member'],
    config: () => ({
      logLevel: 'info',
      publicUrl: PUBLIC_URL,
      drives: {
        google: {
          clientId: google.clientId,
          clientSecret: 'google-secret-xyz',
          authUrl: `${running(googleStandIn).base}/o/oauth2/v2/auth`,
          tokenUrl: `${running(googleStandIn).base}/token`,
          apiUrl: `${running(googleStandIn).base}/drive/v3`,
        },
        vimeo: {
          clientId: vimeo.clientId,
          clientSecret: 'vimeo-secret-xyz',
          apiUrl: running(vimeoStandIn).base,
        },
      },
    }),
    build: { logStream: { write: (line) => void logLines.push(line) } },
  });

  async function record<K extends OperationId>(reply: Promise<OpReply<K>>): Promise<OpReply<K>> {
    const done = await reply;
    replies.push(done.response);
    return done;
  }
  /** Comes back from the provider: the callback URL (path and query) it sent, with the browser's cookie. */
  const callback = (url: string, status: number, cookie?: string) =>
    record(
      api.op(
        'oauthCallback',
        {
          query: Object.fromEntries(new URL(url, PUBLIC_URL).searchParams),
          ...(cookie && { headers: { cookie } }),
        },
        status,
      ),
    );

  /** A one-use link code of the caller for `provider`, as the console asks for it before navigating. */
  async function linkCode(as: 'owner' | 'member', provider: 'google' | 'vimeo'): Promise<string> {
    const reply = await record(api.op('createDriveLinkCode', { body: { provider }, as }, 200));
    expect(reply.json.expiresIn).toBe(120);
    return reply.json.code;
  }

  /** Starts linking: the app's redirect to the consent page and the state cookie it set. */
  async function startLinking(as: 'owner', provider: 'google' | 'vimeo', returnPath = '/drives') {
    const code = await linkCode(as, provider);
    const auth = await record(api.op('oauthAuth', { query: { provider, returnPath, code } }, 302));
    const consentUrl = new URL(String(auth.headers.location));
    const setCookie = String(auth.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^drive_oauth_state=[\w-]+; Max-Age=600; Path=\/v2\/oauth\/callback; HttpOnly; SameSite=Lax; Secure$/,
    );
    return { consentUrl, state: consentUrl.searchParams.get('state') ?? '', cookie: setCookie.split(';')[0] };
  }

  async function link(as: 'owner', provider: 'google' | 'vimeo') {
    const started = await startLinking(as, provider);
    // Providers add parameters of their own to the callback (Google: scope, authuser, prompt); they are ignored.
    const callbackUrl = `${await approve(started.consentUrl)}&authuser=0&prompt=consent`;
    const reply = await callback(callbackUrl, 302, started.cookie);
    return { ...started, callbackUrl, callback: reply };
  }

  const list = (as: Who, path: string, status: number, query: ListQuery = {}) =>
    record(api.op('listDriveFiles', { query: { path, ...query }, as }, status));

  return {
    api,
    get googleStandIn() {
      return running(googleStandIn);
    },
    get vimeoStandIn() {
      return running(vimeoStandIn);
    },
    replies,
    logLines,
    record,
    callback,
    linkCode,
    startLinking,
    link,
    accounts: async (as: Who): Promise<Item[]> =>
      (await record(api.op('listDriveAccounts', { as }, 200))).json as unknown as Item[],
    list,
    files: async (path: string, query: ListQuery = {}) =>
      (await list('owner', path, 200, query)).json as unknown as { files: Item[]; nextPageToken?: string },
    meta: (as: Who, path: string, status: number) =>
      record(api.op('getDriveFileMeta', { query: { path }, as }, status)),
    entity: (as: Who, path: string, status: number) =>
      record(api.op('getDriveFileEntity', { query: { path }, as }, status)),
    credentialsOf: async (id: string) =>
      (
        await api.app.db.query<{
          credentials: { accessToken: string; refreshToken?: string; expiresAt?: number };
        }>('SELECT credentials FROM drive_accounts WHERE id = $1', [id])
      ).rows[0].credentials,
  };
}
