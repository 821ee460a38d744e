import { describe, expect, it } from 'vitest';
import { createSessionTokens, SESSION_TTL_SECONDS } from './session-tokens.ts';

describe('session tokens', () => {
  const secret = 'a-test-secret-that-is-long-enough';

  it('round-trips the user id', async () => {
    const tokens = createSessionTokens(secret);
    expect(await tokens.verify(await tokens.issue('0123456789abcdef01234567'))).toBe(
      '0123456789abcdef01234567',
    );
  });

  it('refuses a token signed with another secret', async () => {
    const token = await createSessionTokens('another-secret-of-enough-length').issue('u1');
    expect(await createSessionTokens(secret).verify(token)).toBeNull();
  });

  it('refuses a tampered token', async () => {
    const tokens = createSessionTokens(secret);
    const [header, , signature] = (await tokens.issue('u1')).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u2', iss: 'multiverse-session', exp: 9e9 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ sub: 'u1', iss: 'multiverse-session' })).toString('base64url');
    expect(await createSessionTokens(secret).verify(`${header}.${body}.`)).toBeNull();
  });

  it(`expires after ${SESSION_TTL_SECONDS} seconds`, async () => {
    const start = new Date('2025-01-01T00:00:00Z');
    let now = start;
    const tokens = createSessionTokens(secret, () => now);
    const token = await tokens.issue('u1');
    now = new Date(start.getTime() + (SESSION_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toBe('u1');
    now = new Date(start.getTime() + (SESSION_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses garbage', async () => {
    expect(await createSessionTokens(secret).verify('not a token')).toBeNull();
  });
});
