import { describe, expect, it } from 'vitest';
import { hasPermission, holdsAnyPermission, holdsPermission, isStaff } from './permission-rules.ts';

describe('hasPermission', () => {
  it('checks the user list', () => {
    expect(hasPermission({ permissions: ['developer'] }, 'developer')).toBe(true);
    expect(hasPermission({ permissions: ['developer'] }, 'tester')).toBe(false);
  });

  it('is false without a user or a list', () => {
    expect(hasPermission(null, 'developer')).toBe(false);
    expect(hasPermission(undefined, 'developer')).toBe(false);
    expect(hasPermission({}, 'developer')).toBe(false);
  });
});

describe('isStaff', () => {
  it('is administrator or superuser', () => {
    expect(isStaff({ permissions: ['administrator'] })).toBe(true);
    expect(isStaff({ permissions: ['superuser'] })).toBe(true);
  });

  it('is not granted by other admin permissions alone', () => {
    expect(isStaff({ permissions: ['admin_read_entities', 'admin_write_entities', 'developer'] })).toBe(
      false,
    );
    expect(isStaff({ permissions: [] })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });
});

describe('holdsPermission', () => {
  it('gives a superuser every permission', () => {
    expect(holdsPermission({ permissions: ['superuser'] }, 'admin_stats_spenders')).toBe(true);
    expect(holdsPermission({ permissions: ['superuser'] }, 'tester')).toBe(true);
  });

  it('counts an admin-area permission only for an administrator', () => {
    expect(holdsPermission({ permissions: ['administrator', 'admin_build'] }, 'admin_build')).toBe(true);
    expect(holdsPermission({ permissions: ['admin_build', 'developer'] }, 'admin_build')).toBe(false);
    expect(holdsPermission({ permissions: ['can_use_access_token'] }, 'can_use_access_token')).toBe(false);
    expect(holdsPermission({ permissions: ['administrator'] }, 'admin_build')).toBe(false);
  });

  it('treats administrator as any staff user and other permissions as held', () => {
    expect(holdsPermission({ permissions: ['administrator'] }, 'administrator')).toBe(true);
    expect(holdsPermission({ permissions: ['developer'] }, 'administrator')).toBe(false);
    expect(holdsPermission({ permissions: ['tester'] }, 'tester')).toBe(true);
    expect(holdsPermission(null, 'tester')).toBe(false);
  });

  it('accepts any one of a list', () => {
    expect(holdsAnyPermission({ permissions: ['tester'] }, ['administrator', 'tester'])).toBe(true);
    expect(holdsAnyPermission({ permissions: ['developer'] }, ['administrator', 'tester'])).toBe(false);
    expect(holdsAnyPermission({ permissions: ['superuser'] }, [])).toBe(false);
  });
});
