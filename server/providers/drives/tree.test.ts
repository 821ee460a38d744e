import { describe, expect, it } from 'vitest';
import { offsetOf, remotePageToken } from './tree.ts';

describe('page tokens', () => {
  it("are offsets in this server's own folders", () => {
    expect(offsetOf(undefined)).toBe(0);
    expect(offsetOf('')).toBe(0);
    expect(offsetOf('200')).toBe(200);
    expect(() => offsetOf('~!!~AI9F')).toThrow('The page token is not valid');
    expect(() => offsetOf('1e3')).toThrow('The page token is not valid');
  });

  it("are the provider's own in a linked drive: up to 1000 URL-safe characters", () => {
    expect(remotePageToken(undefined)).toBeUndefined();
    expect(remotePageToken('')).toBeUndefined();
    expect(remotePageToken('~!!~AI9FV7Tq_x-y.z=')).toBe('~!!~AI9FV7Tq_x-y.z=');
    expect(remotePageToken('2')).toBe('2');
    expect(remotePageToken('a'.repeat(1000))).toHaveLength(1000);
    expect(() => remotePageToken('a'.repeat(1001))).toThrow('The page token is not valid');
    expect(() => remotePageToken('<script>')).toThrow('The page token is not valid');
    expect(() => remotePageToken('a b')).toThrow('The page token is not valid');
  });
});
