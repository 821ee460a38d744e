import { describe, expect, it } from 'vitest';
import { signInModeOf } from './signInMode';

describe('signInModeOf', () => {
  it('is Create only when the address asks for it, and Login otherwise', () => {
    expect(signInModeOf('?mode=create')).toBe('create');
    expect(signInModeOf('?next=%2Fprofile&mode=create')).toBe('create');
    expect(signInModeOf('')).toBe('login');
    expect(signInModeOf('?mode=login')).toBe('login');
    expect(signInModeOf('?mode=other')).toBe('login');
  });
});
