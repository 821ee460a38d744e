/**
 * Linking and browsing Google Drive and Vimeo through OAuth, against local stand-ins of Google's OAuth
 * server and Drive v3 API and of Vimeo's API. The stand-ins check what the real services check (client id
 * and secret, one-use codes bound to their redirect_uri, bearer tokens), serve two pages of files and a
 * folder, and can expire tokens or stop answering.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, expectMatchesSchema, login, type Session, type TestApp } from '../helpers.ts';
import {
  PUBLIC_URL,
  REDIRECT_URI,
  secrets,
  StandIn,
  standIn,
  google,
  googleRoute,
  vimeo,
  vimeoRoute,
} from '../stand-ins/cloud-drives.ts';

let googleStandIn: StandIn;
let vimeoStandIn: StandIn;
let t: TestApp;
let owner: Session;
let member: Session;
/** Every reply and log line of the app in this file, to prove no token or secret ever leaves it. */
const replies: LightMyRequestResponse[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  [googleStandIn, vimeoStandIn] = await Promise.all([standIn(googleRoute), standIn(vimeoRoute)]);
  t = await createTestApp(
    {
      logLevel: 'info',
      publicUrl: PUBLIC_URL,
      drives: {
        google: {
          clientId: google.clientId,
          clientSecret: 'google-secret-xyz',
          authUrl: `${googleStandIn.base}/o/oauth2/v2/auth`,
          tokenUrl: `${googleStandIn.base}/token`,
          apiUrl: `${googleStandIn.base}/drive/v3`,
        },
        vimeo: { clientId: vimeo.clientId, clientSecret: 'vimeo-secret-xyz', apiUrl: vimeoStandIn.base },
      },
    },
    { seed: 'demo', logStream: { write: (line) => void logLines.push(line) } },
  );
  [owner, member] = await Promise.all([login(t.app, 'owner@demo.test'), login(t.app, 'member@demo.test')]);
});

afterAll(async () => {
  await t?.close();
  for (const stand of [googleStandIn, vimeoStandIn]) {
    stand?.server.closeAllConnections();
    await new Promise((resolve) => stand?.server.close(resolve));
  }
});

async function record(response: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const done = await response;
  replies.push(done);
  return done;
}
const get = (session: Session | null, url: string, headers: Record<string, string> = {}) =>
  record(asUser(t.app, session, { method: 'GET', url, headers }));

/** Starts linking: the app's redirect to the consent page and the state cookie it set. */
async function startLinking(session: Session, provider: 'google' | 'vimeo', returnPath = '/drives') {
  const query = new URLSearchParams({ provider, returnPath, account: session.id, token: session.token });
  const auth = await get(null, `/v2/oauth/auth?${query.toString()}`);
  expectMatchesSchema(auth, 'oauthAuth', 302);
  const consentUrl = new URL(String(auth.headers.location));
  const setCookie = String(auth.headers['set-cookie']);
  expect(setCookie).toMatch(
    /^drive_oauth_state=[\w-]+; Path=\/v2\/oauth\/callback; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
  );
  return { consentUrl, state: consentUrl.searchParams.get('state') ?? '', cookie: setCookie.split(';')[0] };
}

/** The user approves at the stand-in's consent page; returns the callback URL (path and query) it sends back. */
async function approve(consentUrl: URL): Promise<string> {
  const response = await fetch(consentUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return `${back.pathname}${back.search}`;
}

async function link(session: Session, provider: 'google' | 'vimeo') {
  const started = await startLinking(session, provider);
  const callbackUrl = await approve(started.consentUrl);
  const callback = await get(null, callbackUrl, { cookie: started.cookie });
  return { ...started, callbackUrl, callback };
}

interface Item {
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
async function accounts(session: Session): Promise<Item[]> {
  const listed = await get(session, '/v2/drives/accounts');
  expectMatchesSchema(listed, 'listDriveAccounts', 200);
  return listed.json<Item[]>();
}
async function list(session: Session | null, path: string, extra = '') {
  return get(session, `/v2/drives/files/list?path=${encodeURIComponent(path)}${extra}`);
}
const credentialsOf = async (id: string) =>
  (
    await t.app.db.query<{ credentials: { accessToken: string; refreshToken?: string; expiresAt?: number } }>(
      'SELECT credentials FROM drive_accounts WHERE id = $1',
      [id],
    )
  ).rows[0].credentials;

let googleDrive: Item;
let vimeoDrive: Item;

describe('Google Drive', () => {
  it('sends the browser to Google consent with the client, redirect URI, read-only scope and a state', async () => {
    const { consentUrl, state } = await startLinking(owner, 'google');
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(`${googleStandIn.base}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(consentUrl.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/drive.readonly',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    const { rows } = await t.app.db.query<{ user_id: string; return_path: string }>(
      'SELECT user_id, return_path FROM drive_oauth_states WHERE state = $1',
      [state],
    );
    expect(rows).toEqual([{ user_id: owner.id, return_path: '/drives' }]);
  });

  it('links the account named after its email on the way back, and the state works only once', async () => {
    const { callback, callbackUrl, cookie } = await link(owner, 'google');
    expectMatchesSchema(callback, 'oauthCallback', 302);
    expect(callback.headers.location).toBe('/drives');
    const token = googleStandIn.requests.find(
      (r) => r.path === '/token' && r.params.grant_type === 'authorization_code',
    );
    expect(token?.params.redirect_uri).toBe(REDIRECT_URI);

    const linked = (await accounts(owner)).filter((drive) => drive.provider === 'google');
    expect(linked).toHaveLength(1);
    googleDrive = linked[0];
    expect(googleDrive).toMatchObject({
      name: 'Google Drive (ann@example.com)',
      type: 'account',
      kind: 'files',
    });
    const stored = await credentialsOf(googleDrive.id);
    expect(stored.accessToken).toMatch(/^g-access-/);
    expect(stored.refreshToken).toMatch(/^g-refresh-/);
    expect(stored.expiresAt).toBeGreaterThan(Date.now());

    const replay = await get(null, callbackUrl, { cookie });
    expectMatchesSchema(replay, 'oauthCallback', 400);
    expect(replay.body).toBe(
      'This drive link is not valid or was already used; link the drive again from the Drives page',
    );
  });

  it('lists the top level in two pages with Google page tokens, then a folder, and filters by type', async () => {
    const first = await list(owner, googleDrive.path, '&pageSize=2');
    expectMatchesSchema(first, 'listDriveFiles', 200);
    const page1 = first.json<{ files: Item[]; nextPageToken?: string }>();
    expect(page1.files.map((f) => [f.name, f.type])).toEqual([
      ['Holiday', 'directory'],
      ['a.png', 'file'],
    ]);
    expect(page1.files[1]).toEqual({
      id: 'file-a',
      name: 'a.png',
      type: 'file',
      path: `${googleDrive.id}/file-a`,
      provider: 'google',
      mimeType: 'image/png',
      size: 1000,
      url: 'https://drive.google.test/file/d/file-a/view',
      thumbnailUri: 'https://lh3.google.test/file-a',
      created: '2024-05-01T10:00:00.000Z',
    });
    expect(page1.nextPageToken).toBe('~!!~page-2');
    const lastQuery = googleStandIn.requests.filter((r) => r.path === '/drive/v3/files').at(-1);
    expect(lastQuery?.params).toMatchObject({ q: "'root' in parents and trashed = false", pageSize: '2' });

    const second = await list(
      owner,
      googleDrive.path,
      `&pageSize=2&pageToken=${encodeURIComponent(page1.nextPageToken ?? '')}`,
    );
    expectMatchesSchema(second, 'listDriveFiles', 200);
    const page2 = second.json<{ files: Item[]; nextPageToken?: string }>();
    expect(page2.files.map((f) => f.name)).toEqual(['b.pdf', 'c.mp4']);
    expect(page2.nextPageToken).toBeUndefined();

    const folder = await list(owner, page1.files[0].path);
    expectMatchesSchema(folder, 'listDriveFiles', 200);
    expect(folder.json<{ files: Item[] }>().files.map((f) => f.path)).toEqual([
      `${googleDrive.id}/file-beach`,
    ]);

    const images = await list(owner, googleDrive.path, `&mimeTypes=${encodeURIComponent('image/')}`);
    expectMatchesSchema(images, 'listDriveFiles', 200);
    expect(images.json<{ files: Item[] }>().files.map((f) => f.name)).toEqual(['Holiday', 'a.png']);

    const notFolder = await list(owner, `${googleDrive.id}/file-b`);
    expectMatchesSchema(notFolder, 'listDriveFiles', 400);
    expect(notFolder.body).toBe('This drive path is not a folder');
    expectMatchesSchema(await list(owner, `${googleDrive.id}/no-such-id`), 'listDriveFiles', 404);
    const badToken = await list(owner, googleDrive.path, '&pageToken=%3Cscript%3E');
    expectMatchesSchema(badToken, 'listDriveFiles', 400);
  });

  it('describes a file, and says a linked file opens at Google Drive instead of copying it', async () => {
    const meta = await get(
      owner,
      `/v2/drives/files/meta?path=${encodeURIComponent(`${googleDrive.id}/file-c`)}`,
    );
    expectMatchesSchema(meta, 'getDriveFileMeta', 200);
    expect(meta.json()).toMatchObject({
      type: 'file',
      name: 'c.mp4',
      mimeType: 'video/mp4',
      size: 3000,
      provider: 'google',
    });
    const folder = await get(
      owner,
      `/v2/drives/files/meta?path=${encodeURIComponent(`${googleDrive.id}/folder-holiday`)}`,
    );
    expectMatchesSchema(folder, 'getDriveFileMeta', 200);
    expect(folder.json()).toMatchObject({ type: 'directory', name: 'Holiday' });
    const entity = await get(
      owner,
      `/v2/drives/files/entity?path=${encodeURIComponent(`${googleDrive.id}/file-c`)}`,
    );
    expectMatchesSchema(entity, 'getDriveFileEntity', 400);
    expect(entity.body).toBe(
      "Files of a linked Google Drive open at Google Drive (the file's url); this server does not copy them",
    );
  });

  it('refreshes an expired access token once, stores the new one, and asks to relink when refresh is refused', async () => {
    // The stored expiry has passed (and Google no longer takes the old token): refreshed before the call.
    const before = await credentialsOf(googleDrive.id);
    google.access.delete(before.accessToken);
    await t.app.db.query(
      `UPDATE drive_accounts SET credentials = jsonb_set(credentials, '{expiresAt}', '0') WHERE id = $1`,
      [googleDrive.id],
    );
    const refreshes = google.refreshes;
    expectMatchesSchema(await list(owner, googleDrive.path), 'listDriveFiles', 200);
    expect(google.refreshes).toBe(refreshes + 1);
    const after = await credentialsOf(googleDrive.id);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(after.expiresAt).toBeGreaterThan(Date.now());

    // Google refuses a token before its stated expiry (revoked): one refresh and one retry.
    google.access.delete(after.accessToken);
    expectMatchesSchema(await list(owner, googleDrive.path), 'listDriveFiles', 200);
    expect(google.refreshes).toBe(refreshes + 2);
    expectMatchesSchema(await list(owner, googleDrive.path), 'listDriveFiles', 200);
    expect(google.refreshes).toBe(refreshes + 2);

    // The user revoked access at Google: no refresh works any more.
    const revoked = await credentialsOf(googleDrive.id);
    google.access.delete(revoked.accessToken);
    google.refresh.delete(revoked.refreshToken ?? '');
    const refused = await list(owner, googleDrive.path);
    expectMatchesSchema(refused, 'listDriveFiles', 502);
    expect(refused.body).toBe(
      "Google Drive no longer accepts this drive's sign-in; remove the drive and link it again",
    );
  });

  it('linking the same Google account again updates its tokens instead of adding a drive', async () => {
    const { callback } = await link(owner, 'google');
    expect(callback.headers.location).toBe('/drives');
    const linked = (await accounts(owner)).filter((drive) => drive.provider === 'google');
    expect(linked.map((drive) => drive.id)).toEqual([googleDrive.id]);
    expectMatchesSchema(await list(owner, googleDrive.path), 'listDriveFiles', 200);
  });

  it('answers 502 in plain English when Google does not answer, and links nothing', async () => {
    googleStandIn.down = true;
    try {
      const listed = await list(owner, googleDrive.path);
      expectMatchesSchema(listed, 'listDriveFiles', 502);
      expect(listed.body).toBe('Google Drive did not answer; please try again later');
      const meta = await get(
        owner,
        `/v2/drives/files/meta?path=${encodeURIComponent(`${googleDrive.id}/file-a`)}`,
      );
      expectMatchesSchema(meta, 'getDriveFileMeta', 502);
      // A code arrives but the token endpoint is down: back to the drives page with the reason.
      const { cookie, state } = await startLinking(owner, 'google');
      const callback = await get(null, `/v2/oauth/callback?code=some-code&state=${state}`, { cookie });
      expectMatchesSchema(callback, 'oauthCallback', 302);
      const location = new URL(String(callback.headers.location), 'http://x');
      expect(location.pathname).toBe('/drives');
      expect(location.searchParams.get('driveError')).toBe(
        'Google Drive did not answer; please try again later',
      );
    } finally {
      googleStandIn.down = false;
    }
  });
});

describe('the OAuth callback', () => {
  it('returns with driveError when the user declines, or Google refuses the code', async () => {
    const declined = await startLinking(owner, 'google', '/drives?tab=1');
    const back = await get(
      null,
      `/v2/oauth/callback?error=access_denied&error_description=${encodeURIComponent('Click here: evil.test')}&state=${declined.state}`,
      { cookie: declined.cookie },
    );
    expectMatchesSchema(back, 'oauthCallback', 302);
    const location = new URL(String(back.headers.location), 'http://x');
    expect(location.pathname).toBe('/drives');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      tab: '1',
      driveError: 'Linking was cancelled: access to Google Drive was not allowed',
    });

    const forged = await startLinking(owner, 'google');
    const refused = await get(null, `/v2/oauth/callback?code=made-up&state=${forged.state}`, {
      cookie: forged.cookie,
    });
    expect(new URL(String(refused.headers.location), 'http://x').searchParams.get('driveError')).toBe(
      'Google Drive did not accept the sign-in; please link the drive again',
    );
    expect((await accounts(owner)).filter((drive) => drive.provider === 'google')).toHaveLength(1);
  });

  it('refuses a state that is unknown, too old, missing, or from another browser', async () => {
    const unknown = await get(null, '/v2/oauth/callback?code=x&state=nope');
    expectMatchesSchema(unknown, 'oauthCallback', 400);
    expectMatchesSchema(await get(null, '/v2/oauth/callback?code=x'), 'oauthCallback', 400);

    const old = await startLinking(owner, 'google');
    await t.app.db.query(
      `UPDATE drive_oauth_states SET created = now() - interval '11 minutes' WHERE state = $1`,
      [old.state],
    );
    const callbackUrl = await approve(old.consentUrl);
    const expired = await get(null, callbackUrl, { cookie: old.cookie });
    expectMatchesSchema(expired, 'oauthCallback', 400);
    expect(expired.body).toBe('This drive link has expired; link the drive again from the Drives page');

    const elsewhere = await startLinking(owner, 'google');
    const noCookie = await get(null, await approve(elsewhere.consentUrl));
    expectMatchesSchema(noCookie, 'oauthCallback', 400);
    expect(noCookie.body).toBe(
      'This drive link was started in another browser; link the drive again from the Drives page',
    );
    const tooLong = await get(null, `/v2/oauth/callback?state=${'s'.repeat(201)}`);
    expectMatchesSchema(tooLong, 'oauthCallback', 400);
  });

  it('needs a valid session to start linking', async () => {
    const forged = await get(
      null,
      `/v2/oauth/auth?provider=google&returnPath=%2Fdrives&account=${owner.id}&token=${member.token}`,
    );
    expectMatchesSchema(forged, 'oauthAuth', 401);
  });
});

describe('Vimeo', () => {
  it('links the account through Vimeo consent and lists its videos in pages of Vimeo page numbers', async () => {
    const { consentUrl, state, cookie } = await startLinking(owner, 'vimeo');
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(`${vimeoStandIn.base}/oauth/authorize`);
    expect(Object.fromEntries(consentUrl.searchParams)).toEqual({
      response_type: 'code',
      client_id: vimeo.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'public private video_files',
      state,
    });
    const callback = await get(null, await approve(consentUrl), { cookie });
    expectMatchesSchema(callback, 'oauthCallback', 302);
    expect(callback.headers.location).toBe('/drives');
    const linked = (await accounts(owner)).filter((drive) => drive.provider === 'vimeo');
    expect(linked).toHaveLength(1);
    vimeoDrive = linked[0];
    expect(vimeoDrive).toMatchObject({ name: 'Vimeo (Vic Vimeo)', kind: 'video', type: 'account' });

    const first = await list(owner, vimeoDrive.path, '&pageSize=2');
    expectMatchesSchema(first, 'listDriveFiles', 200);
    const page1 = first.json<{ files: Item[]; nextPageToken?: string }>();
    expect(page1.files[0]).toEqual({
      id: '1001',
      name: 'Clip 1',
      type: 'file',
      path: `${vimeoDrive.id}/1001`,
      provider: 'vimeo',
      mimeType: 'video/mp4',
      width: 1920,
      height: 1080,
      url: 'https://vimeo.test/1001',
      thumbnailUri: 'https://i.vimeocdn.test/1001_295.jpg',
      created: '2024-06-01T09:00:00.000Z',
    });
    expect(page1.nextPageToken).toBe('2');
    const second = await list(owner, vimeoDrive.path, '&pageSize=2&pageToken=2');
    expectMatchesSchema(second, 'listDriveFiles', 200);
    expect(second.json<{ files: Item[]; nextPageToken?: string }>()).toMatchObject({
      files: [{ name: 'Clip 3' }],
    });
    expect(second.json<{ nextPageToken?: string }>().nextPageToken).toBeUndefined();
    // Vimeo's pages hold at most 100.
    expectMatchesSchema(await list(owner, vimeoDrive.path, '&pageSize=500'), 'listDriveFiles', 200);
    expect(vimeoStandIn.requests.at(-1)?.params.per_page).toBe('100');

    const images = await list(owner, vimeoDrive.path, '&mimeTypes=image%2F');
    expect(images.json()).toEqual({ files: [] });
    expectMatchesSchema(await list(owner, `${vimeoDrive.id}/1001`), 'listDriveFiles', 400);
    expectMatchesSchema(await list(owner, vimeoDrive.path, '&pageToken=abc'), 'listDriveFiles', 400);

    const meta = await get(
      owner,
      `/v2/drives/files/meta?path=${encodeURIComponent(`${vimeoDrive.id}/1003`)}`,
    );
    expectMatchesSchema(meta, 'getDriveFileMeta', 200);
    expect(meta.json()).toMatchObject({ name: 'Clip 3', url: 'https://vimeo.test/1003' });
    expectMatchesSchema(
      await get(owner, `/v2/drives/files/meta?path=${encodeURIComponent(`${vimeoDrive.id}/9999`)}`),
      'getDriveFileMeta',
      404,
    );
    const entity = await get(
      owner,
      `/v2/drives/files/entity?path=${encodeURIComponent(`${vimeoDrive.id}/1003`)}`,
    );
    expectMatchesSchema(entity, 'getDriveFileEntity', 400);
    expect(entity.body).toMatch(/^Files of a linked Vimeo open at Vimeo/);
  });
});

describe('who may browse a linked drive', () => {
  it("hides another user's linked drive (404) and refuses anonymous callers (401)", async () => {
    for (const drive of [googleDrive, vimeoDrive]) {
      expectMatchesSchema(await list(member, drive.path), 'listDriveFiles', 404);
      expectMatchesSchema(
        await get(member, `/v2/drives/files/meta?path=${encodeURIComponent(`${drive.path}/file-a`)}`),
        'getDriveFileMeta',
        404,
      );
      expectMatchesSchema(await list(null, drive.path), 'listDriveFiles', 401);
      expectMatchesSchema(
        await get(null, `/v2/drives/files/meta?path=${encodeURIComponent(drive.path)}`),
        'getDriveFileMeta',
        401,
      );
    }
    const removed = await record(
      asUser(t.app, member, { method: 'DELETE', url: `/v2/drives/accounts/${googleDrive.id}` }),
    );
    expectMatchesSchema(removed, 'deleteDriveAccount', 404);
  });

  it('never puts a token, code or client secret in any reply or log line', () => {
    expect(replies.length).toBeGreaterThan(40);
    for (const reply of replies) {
      const text = `${JSON.stringify(reply.headers)}\n${reply.body}`;
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    const callbacks = logLines.filter((line) => line.includes('/v2/oauth/callback'));
    expect(callbacks.length).toBeGreaterThan(5);
    expect(callbacks[0]).toContain('/v2/oauth/callback?code=[redacted]&state=[redacted]');
    const all = logLines.join('\n');
    for (const secret of [...secrets, owner.token]) expect(all).not.toContain(secret);
  });
});
