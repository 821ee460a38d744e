import { describe, expect, it } from 'vitest';
import type { User } from '../api/types';
import { INVALID_USER, getSession, setUser } from './session';

describe('setUser', () => {
  it('throws "Invalid user" when nobody is signed in', () => {
    expect(getSession().status).not.toBe('authenticated');
    const user = { id: 'u1', nickname: 'Ann', permissions: [] } as unknown as User;
    expect(() => setUser(user)).toThrow(INVALID_USER);
    expect(INVALID_USER).toBe('Invalid user');
  });
});
