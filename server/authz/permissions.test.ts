import { describe, expect, it } from 'vitest';
import { hasPermission, isKnownPermission, isStaff, PERMISSIONS } from './permissions.ts';

describe('permission catalogue', () => {
  it('holds every permission of staff-and-agents.md §6 once', () => {
    const names = PERMISSIONS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(39);
    for (const name of [
      'administrator',
      'superuser',
      'admin_missions',
      'admin_edit_all_agents',
      'voice_control',
    ]) {
      expect(isKnownPermission(name)).toBe(true);
    }
    expect(isKnownPermission('root')).toBe(false);
  });

  it('marks exactly search_for_devonly, guest and hideslacktelemetry deprecated', () => {
    expect(PERMISSIONS.filter((p) => p.deprecated).map((p) => p.name)).toEqual([
      'search_for_devonly',
      'guest',
      'hideslacktelemetry',
    ]);
  });

  it('gives every permission a meaning', () => {
    expect(PERMISSIONS.find((p) => p.name === 'manage_domain')?.meaning).toBe('manage all domains');
    expect(PERMISSIONS.every((p) => p.meaning.length > 0)).toBe(true);
  });
});

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
