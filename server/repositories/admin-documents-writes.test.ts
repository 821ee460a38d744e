import { describe, expect, it } from 'vitest';
import { changedFields, nextVersion } from './admin-documents-writes.ts';

describe('nextVersion', () => {
  it('is now when now is after the previous version', () => {
    const now = new Date('2030-01-01T00:00:01.000Z');
    expect(nextVersion('2030-01-01T00:00:00.000Z', now)).toBe('2030-01-01T00:00:01.000Z');
  });

  it('moves past the previous version in the same millisecond or when the clock went back', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    expect(nextVersion('2030-01-01T00:00:00.000Z', now)).toBe('2030-01-01T00:00:00.001Z');
    expect(nextVersion('2030-01-01T00:00:05.000Z', now)).toBe('2030-01-01T00:00:05.001Z');
  });

  it('is now when the previous version is missing or unreadable', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    expect(nextVersion(undefined, now)).toBe(now.toISOString());
    expect(nextVersion('yesterday', now)).toBe(now.toISOString());
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose values changed, leaving out absent ones', () => {
    expect(
      changedFields({ a: 1, b: { c: 2 }, d: 'x', e: 5 }, { a: 1, b: { c: 3 }, e: 5, f: true }, [
        'a',
        'b',
        'd',
        'f',
      ]),
    ).toEqual({ before: { b: { c: 2 }, d: 'x' }, after: { b: { c: 3 }, f: true } });
  });
});
