/**
 * Linking and browsing Google Drive and Vimeo through OAuth (owner-console.md §2.10), against local stand-ins
 * of Google's OAuth server and Drive v3 API and of Vimeo's API: consent, the callback that links the account,
 * paging through files and folders, refreshing an expired token, a provider that stops answering, declined or
 * forged callbacks and stale states, who may browse a linked drive, and that no token, code or client secret
 * ever reaches a reply or a log line. Link codes are in drives-oauth-link-codes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { REDIRECT_URI, secrets, google, vimeo } from '../stand-ins/cloud-drives.ts';
import { approve, driveOAuthTest, type Item } from './drives-oauth-helpers.ts';

const oauth = driveOAuthTest();
const { api, replies, logLines, record, callback, startLinking, link, accounts } = oauth;
const { list, files, meta, entity, credentialsOf } = oauth;

let googleDrive: Item;
let vimeoDrive: Item;

describe('Google Drive', () => {
  it('sends the browser to Google consent with the client, redirect URI, read-only scope and a state', async () => {
    const { consentUrl, state } = await startLinking('owner', 'google');
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(`${oauth.googleStandIn.base}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(consentUrl.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/drive.readonly',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    const { rows } = await api.app.db.query<{ user_id: string; return_path: string }>(
      'SELECT user_id, return_path FROM drive_oauth_states WHERE state = $1',
      [state],
    );
    expect(rows).toEqual([{ user_id: api.as.owner.id, return_path: '/drives' }]);
  });

  it('links the account named after its email on the way back, and the state works only once', async () => {
    const { callback: back, callbackUrl, cookie } = await link('owner', 'google');
    expect(back.headers.location).toBe('/drives');
    const token = oauth.googleStandIn.requests.find(
      (r) => r.path === '/token' && r.params.grant_type === 'authorization_code',
    );
    expect(token?.params.redirect_uri).toBe(REDIRECT_URI);

    const linked = (await accounts('owner')).filter((drive) => drive.provider === 'google');
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

    const replay = await callback(callbackUrl, 400, cookie);
    expect(replay.text).toBe(
      'This drive link is not valid or was already used; link the drive again from the Drives page',
    );
  });

  it('lists the top level in two pages with Google page tokens, then a folder, and filters by type', async () => {
    const page1 = await files(googleDrive.path, { pageSize: 2 });
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
    const lastQuery = oauth.googleStandIn.requests.filter((r) => r.path === '/drive/v3/files').at(-1);
    expect(lastQuery?.params).toMatchObject({ q: "'root' in parents and trashed = false", pageSize: '2' });

    const page2 = await files(googleDrive.path, { pageSize: 2, pageToken: page1.nextPageToken ?? '' });
    expect(page2.files.map((f) => f.name)).toEqual(['b.pdf', 'c.mp4']);
    expect(page2.nextPageToken).toBeUndefined();

    const folder = await files(page1.files[0].path);
    expect(folder.files.map((f) => f.path)).toEqual([`${googleDrive.id}/file-beach`]);

    const images = await files(googleDrive.path, { mimeTypes: 'image/' });
    expect(images.files.map((f) => f.name)).toEqual(['Holiday', 'a.png']);

    const notFolder = await list('owner', `${googleDrive.id}/file-b`, 400);
    expect(notFolder.text).toBe('This drive path is not a folder');
    await list('owner', `${googleDrive.id}/no-such-id`, 404);
    await list('owner', googleDrive.path, 400, { pageToken: '<script>' });
  });

  it('describes a file, and says a linked file opens at Google Drive instead of copying it', async () => {
    const file = await meta('owner', `${googleDrive.id}/file-c`, 200);
    expect(file.json).toMatchObject({
      type: 'file',
      name: 'c.mp4',
      mimeType: 'video/mp4',
      size: 3000,
      provider: 'google',
    });
    const folder = await meta('owner', `${googleDrive.id}/folder-holiday`, 200);
    expect(folder.json).toMatchObject({ type: 'directory', name: 'Holiday' });
    const refused = await entity('owner', `${googleDrive.id}/file-c`, 400);
    expect(refused.text).toBe(
      "Files of a linked Google Drive open at Google Drive (the file's url); this server does not copy them",
    );
  });

  it('refreshes an expired access token once, stores the new one, and asks to relink when refresh is refused', async () => {
    // The stored expiry has passed (and Google no longer takes the old token): refreshed before the call.
    const before = await credentialsOf(googleDrive.id);
    google.access.delete(before.accessToken);
    await api.app.db.query(
      `UPDATE drive_accounts SET credentials = jsonb_set(credentials, '{expiresAt}', '0') WHERE id = $1`,
      [googleDrive.id],
    );
    const refreshes = google.refreshes;
    await list('owner', googleDrive.path, 200);
    expect(google.refreshes).toBe(refreshes + 1);
    const after = await credentialsOf(googleDrive.id);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(after.expiresAt).toBeGreaterThan(Date.now());

    // Google refuses a token before its stated expiry (revoked): one refresh and one retry.
    google.access.delete(after.accessToken);
    await list('owner', googleDrive.path, 200);
    expect(google.refreshes).toBe(refreshes + 2);
    await list('owner', googleDrive.path, 200);
    expect(google.refreshes).toBe(refreshes + 2);

    // The user revoked access at Google: no refresh works any more.
    const revoked = await credentialsOf(googleDrive.id);
    google.access.delete(revoked.accessToken);
    google.refresh.delete(revoked.refreshToken ?? '');
    const refused = await list('owner', googleDrive.path, 502);
    expect(refused.text).toBe(
      "Google Drive no longer accepts this drive's sign-in; remove the drive and link it again",
    );
  });

  it('linking the same Google account again updates its tokens instead of adding a drive', async () => {
    const { callback: back } = await link('owner', 'google');
    expect(back.headers.location).toBe('/drives');
    const linked = (await accounts('owner')).filter((drive) => drive.provider === 'google');
    expect(linked.map((drive) => drive.id)).toEqual([googleDrive.id]);
    await list('owner', googleDrive.path, 200);
  });

  it('answers 502 in plain English when Google does not answer, and links nothing', async () => {
    oauth.googleStandIn.down = true;
    try {
      const listed = await list('owner', googleDrive.path, 502);
      expect(listed.text).toBe('Google Drive did not answer; please try again later');
      await meta('owner', `${googleDrive.id}/file-a`, 502);
      // A code arrives but the token endpoint is down: back to the drives page with the reason.
      const { cookie, state } = await startLinking('owner', 'google');
      const back = await callback(`/v2/oauth/callback?code=some-code&state=${state}`, 302, cookie);
      const location = new URL(String(back.headers.location), 'http://x');
      expect(location.pathname).toBe('/drives');
      expect(location.searchParams.get('driveError')).toBe(
        'Google Drive did not answer; please try again later',
      );
    } finally {
      oauth.googleStandIn.down = false;
    }
  });
});

describe('the OAuth callback', () => {
  it('returns with driveError when the user declines, or Google refuses the code', async () => {
    const declined = await startLinking('owner', 'google', '/drives?tab=1');
    const back = await callback(
      `/v2/oauth/callback?error=access_denied&error_description=${encodeURIComponent('Click here: evil.test')}&state=${declined.state}`,
      302,
      declined.cookie,
    );
    const location = new URL(String(back.headers.location), 'http://x');
    expect(location.pathname).toBe('/drives');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      tab: '1',
      driveError: 'Linking was cancelled: access to Google Drive was not allowed',
    });

    const forged = await startLinking('owner', 'google');
    const refused = await callback(
      `/v2/oauth/callback?code=made-up&state=${forged.state}`,
      302,
      forged.cookie,
    );
    expect(new URL(String(refused.headers.location), 'http://x').searchParams.get('driveError')).toBe(
      'Google Drive did not accept the sign-in; please link the drive again',
    );
    expect((await accounts('owner')).filter((drive) => drive.provider === 'google')).toHaveLength(1);
  });

  it('refuses a state that is unknown, too old, missing, or from another browser', async () => {
    await callback('/v2/oauth/callback?code=x&state=nope', 400);
    await callback('/v2/oauth/callback?code=x', 400);

    const old = await startLinking('owner', 'google');
    await api.app.db.query(
      `UPDATE drive_oauth_states SET created = now() - interval '11 minutes' WHERE state = $1`,
      [old.state],
    );
    const callbackUrl = await approve(old.consentUrl);
    const expired = await callback(callbackUrl, 400, old.cookie);
    expect(expired.text).toBe('This drive link has expired; link the drive again from the Drives page');

    const elsewhere = await startLinking('owner', 'google');
    const noCookie = await callback(await approve(elsewhere.consentUrl), 400);
    expect(noCookie.text).toBe(
      'This drive link was started in another browser; link the drive again from the Drives page',
    );
    await record(api.op('oauthCallback', { invalidQuery: { state: 's'.repeat(201) } }, 400));
  });
});

describe('Vimeo', () => {
  it('links the account through Vimeo consent and lists its videos in pages of Vimeo page numbers', async () => {
    const { consentUrl, state, cookie } = await startLinking('owner', 'vimeo');
    expect(`${consentUrl.origin}${consentUrl.pathname}`).toBe(`${oauth.vimeoStandIn.base}/oauth/authorize`);
    expect(Object.fromEntries(consentUrl.searchParams)).toEqual({
      response_type: 'code',
      client_id: vimeo.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'public private video_files',
      state,
    });
    const back = await callback(await approve(consentUrl), 302, cookie);
    expect(back.headers.location).toBe('/drives');
    const linked = (await accounts('owner')).filter((drive) => drive.provider === 'vimeo');
    expect(linked).toHaveLength(1);
    vimeoDrive = linked[0];
    expect(vimeoDrive).toMatchObject({ name: 'Vimeo (Vic Vimeo)', kind: 'video', type: 'account' });

    const page1 = await files(vimeoDrive.path, { pageSize: 2 });
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
    const page2 = await files(vimeoDrive.path, { pageSize: 2, pageToken: '2' });
    expect(page2).toMatchObject({ files: [{ name: 'Clip 3' }] });
    expect(page2.nextPageToken).toBeUndefined();
    // Vimeo's pages hold at most 100.
    await list('owner', vimeoDrive.path, 200, { pageSize: 500 });
    expect(oauth.vimeoStandIn.requests.at(-1)?.params.per_page).toBe('100');

    expect(await files(vimeoDrive.path, { mimeTypes: 'image/' })).toEqual({ files: [] });
    await list('owner', `${vimeoDrive.id}/1001`, 400);
    await list('owner', vimeoDrive.path, 400, { pageToken: 'abc' });

    const clip = await meta('owner', `${vimeoDrive.id}/1003`, 200);
    expect(clip.json).toMatchObject({ name: 'Clip 3', url: 'https://vimeo.test/1003' });
    await meta('owner', `${vimeoDrive.id}/9999`, 404);
    const refused = await entity('owner', `${vimeoDrive.id}/1003`, 400);
    expect(refused.text).toMatch(/^Files of a linked Vimeo open at Vimeo/);
  });
});

describe('who may browse a linked drive', () => {
  it("hides another user's linked drive (404) and refuses anonymous callers (401)", async () => {
    for (const drive of [googleDrive, vimeoDrive]) {
      await list('member', drive.path, 404);
      await meta('member', `${drive.path}/file-a`, 404);
      await list(null, drive.path, 401);
      await meta(null, drive.path, 401);
    }
    await record(api.op('deleteDriveAccount', { path: { id: googleDrive.id }, as: 'member' }, 404));
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
    for (const secret of [...secrets, api.as.owner.token]) expect(all).not.toContain(secret);
  });
});
