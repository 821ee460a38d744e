import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../api/types';
import { refreshLaunchUser, type RefreshDeps } from './refreshUser';

const user = { id: 'u1', nickname: 'Ann', permissions: [] } as unknown as User;

function deps(overrides: Partial<RefreshDeps> = {}): RefreshDeps {
  return {
    user,
    fetchUser: vi.fn(async () => ({ ...user, oculusaccount: 'h1' }) as User),
    setUser: vi.fn(),
    idToken: vi.fn(() => undefined),
    authenticate: vi.fn(async () => undefined),
    signOut: vi.fn(),
    ...overrides,
  };
}

const merged = Object.assign(new Error('No such user'), { status: 404 });

describe('refreshLaunchUser', () => {
  it('does nothing when signed out or when the user already has a headset account', async () => {
    const signedOut = deps({ user: null });
    expect(await refreshLaunchUser(signedOut)).toBe('skipped');
    expect(signedOut.fetchUser).not.toHaveBeenCalled();
    const linked = deps({ user: { ...user, oculusaccount: 'h1' } as User });
    expect(await refreshLaunchUser(linked)).toBe('skipped');
    expect(linked.fetchUser).not.toHaveBeenCalled();
  });

  it('reads the user again and stores it', async () => {
    const d = deps();
    expect(await refreshLaunchUser(d)).toBe('refreshed');
    expect(d.fetchUser).toHaveBeenCalledWith('u1');
    expect(d.setUser).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1', oculusaccount: 'h1' }));
    expect(d.signOut).not.toHaveBeenCalled();
  });

  it('authenticates again with the identity token when the read fails (accounts merged)', async () => {
    const d = deps({ fetchUser: vi.fn(async () => Promise.reject(merged)), idToken: () => 'id-token' });
    expect(await refreshLaunchUser(d)).toBe('reauthenticated');
    expect(d.authenticate).toHaveBeenCalledWith('id-token');
    expect(d.signOut).not.toHaveBeenCalled();
  });

  it('signs out when the read fails and there is no identity token to authenticate with', async () => {
    const d = deps({ fetchUser: vi.fn(async () => Promise.reject(merged)) });
    expect(await refreshLaunchUser(d)).toBe('signedOut');
    expect(d.authenticate).not.toHaveBeenCalled();
    expect(d.signOut).toHaveBeenCalledOnce();
  });

  it('signs out when authenticating again fails', async () => {
    const d = deps({
      fetchUser: vi.fn(async () => Promise.reject(merged)),
      idToken: () => 'expired',
      authenticate: vi.fn(async () => Promise.reject(new Error('Token expired'))),
    });
    expect(await refreshLaunchUser(d)).toBe('signedOut');
    expect(d.signOut).toHaveBeenCalledOnce();
  });

  it('keeps the session when the server did not answer', async () => {
    const offline = Object.assign(new Error('fetch failed'), { status: 0 });
    const d = deps({ fetchUser: vi.fn(async () => Promise.reject(offline)) });
    expect(await refreshLaunchUser(d)).toBe('unanswered');
    expect(d.authenticate).not.toHaveBeenCalled();
    expect(d.signOut).not.toHaveBeenCalled();
  });
});
