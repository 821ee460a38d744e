import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { openTestDatabase, type TestDatabase } from '../db/test-database.ts';
import {
  createSessionTokens,
  hashSessionToken,
  LAST_SEEN_RESOLUTION_MS,
  SESSION_TTL_SECONDS,
} from '../lib/session-tokens.ts';
import { createSessionsRepository } from './sessions-repository.ts';
import { createUsersRepository } from './users-repository.ts';

describe('sessions', () => {
  let test: TestDatabase | undefined;
  let db: Db;
  const start = new Date('2025-01-01T00:00:00Z');
  let now = start;
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  const tokens = () => createSessionTokens(createSessionsRepository(db), () => now);
  const newUser = async () =>
    (await createUsersRepository(db).create({ name: 'sessions', nickname: 'Sessions', auth0userid: 'x' })).id;
  const rowOf = async (token: string) =>
    (
      await db.query<{ last_seen: Date; user_agent: string; address: string; revoked_at: Date | null }>(
        'SELECT last_seen, user_agent, address, revoked_at FROM sessions WHERE token_hash = $1',
        [hashSessionToken(token)],
      )
    ).rows[0];

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
  });
  // When opening failed there is nothing to close, and the failure is the one to report.
  afterAll(() => test?.dispose());

  it('finds the user of a token it issued, and stores only the hash with where it came from', async () => {
    now = start;
    const userId = await newUser();
    const token = await tokens().issue(userId, { userAgent: 'A'.repeat(300), address: '203.0.113.9' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The user comes with the session, read in the same lookup (one query per signed-in call).
    expect(await tokens().verify(token)).toMatchObject({ userId, user: { id: userId } });
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM sessions WHERE user_id = $1', [
      userId,
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await rowOf(token)).toMatchObject({ user_agent: 'A'.repeat(200), address: '203.0.113.9' });
  });

  it('refuses garbage, a token of the right shape it never issued, and a JWT', async () => {
    for (const token of ['not a token', 'A'.repeat(43), 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln', ''])
      expect(await tokens().verify(token)).toBeNull();
  });

  it(`expires after ${SESSION_TTL_SECONDS} seconds`, async () => {
    now = start;
    const token = await tokens().issue(await newUser());
    now = at(SESSION_TTL_SECONDS - 1);
    expect(await tokens().verify(token)).not.toBeNull();
    now = at(SESSION_TTL_SECONDS + 1);
    expect(await tokens().verify(token)).toBeNull();
  });

  it('writes the last-seen time at most once a minute', async () => {
    now = start;
    const token = await tokens().issue(await newUser());
    now = at(LAST_SEEN_RESOLUTION_MS / 1000 - 1);
    await tokens().verify(token);
    expect((await rowOf(token)).last_seen).toEqual(start);
    now = at(LAST_SEEN_RESOLUTION_MS / 1000);
    await tokens().verify(token);
    expect((await rowOf(token)).last_seen).toEqual(now);
  });

  it('revokes one session, or every session of one user and no one else’s', async () => {
    now = start;
    const [ann, bob] = [await newUser(), await newUser()];
    const [first, second, bobs] = [
      await tokens().issue(ann),
      await tokens().issue(ann),
      await tokens().issue(bob),
    ];
    const sessions = createSessionsRepository(db);
    const firstSession = (await tokens().verify(first))!.sessionId;
    expect(await sessions.revoke(firstSession)).toBe(true);
    expect(await sessions.revoke(firstSession)).toBe(false);
    expect(await tokens().verify(first)).toBeNull();
    expect((await rowOf(first)).revoked_at).toBeInstanceOf(Date);
    expect(await tokens().verify(second)).not.toBeNull();
    expect(await sessions.revokedBefore(ann)).toBeNull();
    expect(await sessions.revokeAllOfUser(ann)).toBe(1);
    expect(await sessions.revokedBefore(ann)).toBeInstanceOf(Date);
    expect(await sessions.revokedBefore(bob)).toBeNull();
    expect(await tokens().verify(second)).toBeNull();
    expect(await tokens().verify(bobs)).toMatchObject({ userId: bob });
  });

  it('goes with its user', async () => {
    now = start;
    const userId = await newUser();
    const token = await tokens().issue(userId);
    await createUsersRepository(db).remove(userId);
    expect(await rowOf(token)).toBeUndefined();
  });

  it('deletes expired sessions while issuing new ones', async () => {
    now = start;
    const userId = await newUser();
    const old = await tokens().issue(userId);
    now = at(SESSION_TTL_SECONDS + 1);
    await tokens().issue(userId);
    expect(await rowOf(old)).toBeUndefined();
  });

  it('lets an ID token be used once, remembers it until it expires, then forgets it', async () => {
    now = start;
    const claims = { subject: 's', issuer: 'issuer', tokenId: `jti-${start.getTime()}`, expiresAt: at(600) };
    expect(await tokens().useIdToken('id-token-a', claims)).toBe(true);
    // The same issuer and id is the same token, whatever its text; another issuer's id is another token.
    expect(await tokens().useIdToken('id-token-b', claims)).toBe(false);
    expect(await tokens().useIdToken('id-token-a', { ...claims, issuer: 'other' })).toBe(true);
    // Without an id, the whole token names it.
    const noId = { subject: 's', expiresAt: at(600) };
    expect(await tokens().useIdToken('id-token-c', noId)).toBe(true);
    expect(await tokens().useIdToken('id-token-c', noId)).toBe(false);
    const remembered = async () =>
      (
        await db.query<{ n: number }>('SELECT count(*)::int AS n FROM used_id_tokens WHERE expires <= $1', [
          at(600),
        ])
      ).rows[0].n;
    expect(await remembered()).toBe(3);
    // Purged with the expired sessions once the tokens have expired (they could not be exchanged anyway).
    now = at(601);
    await tokens().issue(await newUser());
    expect(await remembered()).toBe(0);
  });
});
