/**
 * The one-use link code that starts linking a drive (owner-console.md §2.10): the console asks for it with the
 * session, then navigates to the OAuth start with the code instead of the session token. It works once, is
 * stored only as a hash, expires, and is good only for the drive it was made for. Linking itself is in
 * drives-oauth-linking.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { driveOAuthTest } from './drives-oauth-helpers.ts';

const { api, record, linkCode } = driveOAuthTest();

describe('the link code that starts linking', () => {
  it('needs a session: without one there is no code', async () => {
    await record(api.op('createDriveLinkCode', { body: { provider: 'google' } }, 401));
  });

  it('works once: used again it is refused', async () => {
    const code = await linkCode('owner', 'google');
    await record(api.op('oauthAuth', { query: { provider: 'google', returnPath: '/drives', code } }, 302));
    const again = await record(
      api.op('oauthAuth', { query: { provider: 'google', returnPath: '/drives', code } }, 400),
    );
    expect(again.text).toBe(
      'This drive link is not valid or was already used; link the drive again from the Drives page',
    );
    const unknown = await record(
      api.op('oauthAuth', { query: { provider: 'google', returnPath: '/drives', code: 'made-up' } }, 400),
    );
    expect(unknown.text).toBe(again.text);
  });

  it('is stored only as a hash', async () => {
    const code = await linkCode('owner', 'google');
    const { rows } = await api.app.db.query<{ code_hash: string }>('SELECT code_hash FROM drive_link_codes');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.code_hash)).not.toContain(code);
  });

  it('is refused once expired, and used up by that refusal', async () => {
    const code = await linkCode('owner', 'google');
    await api.app.db.query(`UPDATE drive_link_codes SET expires = now() - interval '1 second'`);
    const expired = await record(
      api.op('oauthAuth', { query: { provider: 'google', returnPath: '/drives', code } }, 400),
    );
    expect(expired.text).toBe('This drive link has expired; link the drive again from the Drives page');
    await record(api.op('oauthAuth', { query: { provider: 'google', returnPath: '/drives', code } }, 400));
  });

  it('is good only for the drive it was made for', async () => {
    const code = await linkCode('owner', 'vimeo');
    const other = await record(
      api.op('oauthAuth', { query: { provider: 'google', returnPath: '/drives', code } }, 400),
    );
    expect(other.text).toBe(
      'This drive link was made for another drive; link the drive again from the Drives page',
    );
  });

  it('is the only way in: the session token is no longer taken in the address', async () => {
    const { id: account, token } = api.as.owner;
    const refused = await record(
      api.op(
        'oauthAuth',
        { invalidQuery: { provider: 'google', returnPath: '/drives', account, token } },
        400,
      ),
    );
    expect(refused.text).toMatch(/^(Code is required\.|Unknown query parameter: (account|token)\.)$/);
  });
});
