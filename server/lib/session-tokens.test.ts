import { describe, expect, it } from 'vitest';
import { hashSessionToken, issuedBeforeRevocation } from './session-tokens.ts';

describe('issuedBeforeRevocation', () => {
  const revoked = new Date('2025-01-01T12:00:00.700Z');

  it('lets every ID token through while the user never signed out everywhere', () => {
    expect(issuedBeforeRevocation(new Date('2020-01-01T00:00:00Z'), null)).toBe(false);
    expect(issuedBeforeRevocation(undefined, null)).toBe(false);
  });

  it('refuses a token issued in an earlier second, and one that does not say when', () => {
    expect(issuedBeforeRevocation(new Date('2025-01-01T11:59:59Z'), revoked)).toBe(true);
    expect(issuedBeforeRevocation(undefined, revoked)).toBe(true);
  });

  it('lets through a token of the same second or later, so signing in again at once works', () => {
    expect(issuedBeforeRevocation(new Date('2025-01-01T12:00:00Z'), revoked)).toBe(false);
    expect(issuedBeforeRevocation(new Date('2025-01-01T12:00:01Z'), revoked)).toBe(false);
  });
});

describe('hashSessionToken', () => {
  it('is the hex SHA-256 of the token', () => {
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
