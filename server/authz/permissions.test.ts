import { describe, expect, it } from 'vitest';
import { isKnownPermission, PERMISSIONS } from './permissions.ts';

describe('permission catalogue', () => {
  it('holds every permission of staff-and-agents.md §6 once, and ours', () => {
    const names = PERMISSIONS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    // 39 of the specification, and admin_redeem_codes of ours.
    expect(names).toHaveLength(40);
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
