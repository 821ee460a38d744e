import { describe, expect, it } from 'vitest';
import {
  canRemoveMember,
  emailInviteBlock,
  hostCheckboxDisabled,
  managerCheckboxDisabled,
  parseEmailList,
  domainRoles,
  roleNames,
  withPermission,
} from './memberRules';

describe('parseEmailList', () => {
  it('reads a comma-separated list of addresses', () => {
    expect(parseEmailList('a@b.co')).toEqual(['a@b.co']);
    expect(parseEmailList(' a@b.co , c.d@e.org')).toEqual(['a@b.co', 'c.d@e.org']);
  });
  it('refuses blank text, empty entries and non-addresses', () => {
    for (const text of ['', '  ', 'a@b.co,', 'a@b.co,,c@d.io', 'nope', 'a@b', 'a b@c.de', '@b.co']) {
      expect(parseEmailList(text)).toBeNull();
    }
  });
});

describe('emailInviteBlock', () => {
  const business = { canInviteByLink: true, canInviteByEmail: true, maxMembers: 100 };
  it('refuses plans without email invites', () => {
    expect(emailInviteBlock({ ...business, canInviteByEmail: false }, 0)).toBe('plan');
  });
  it('refuses at the member limit', () => {
    expect(emailInviteBlock(business, 100)).toBe('limit');
    expect(emailInviteBlock(business, 99)).toBeNull();
  });
  it('has no limit when maxMembers is 0', () => {
    expect(emailInviteBlock({ ...business, maxMembers: 0 }, 10_000)).toBeNull();
  });
});

describe('role checkboxes', () => {
  const base = { canManageRoles: true, memberId: 'm', selfId: 's', ownerId: 'o' };
  it('allows both for another member on a plan with roles', () => {
    expect(managerCheckboxDisabled(base)).toBe(false);
    expect(hostCheckboxDisabled(base)).toBe(false);
  });
  it('disables Manager for oneself and the owner', () => {
    expect(managerCheckboxDisabled({ ...base, memberId: 's' })).toBe(true);
    expect(managerCheckboxDisabled({ ...base, memberId: 'o' })).toBe(true);
    expect(hostCheckboxDisabled(base)).toBe(false);
  });
  it('disables both when the plan cannot manage roles', () => {
    expect(managerCheckboxDisabled({ ...base, canManageRoles: false })).toBe(true);
    expect(hostCheckboxDisabled({ canManageRoles: false })).toBe(true);
  });
});

describe('member helpers', () => {
  it('never removes the owner', () => {
    expect(canRemoveMember('o', 'o')).toBe(false);
    expect(canRemoveMember('m', 'o')).toBe(true);
  });
  it('switches a permission on and off without duplicates', () => {
    expect(withPermission(['host'], 'host', true)).toEqual(['host']);
    expect(withPermission(['create_events'], 'host', true)).toEqual(['create_events', 'host']);
    expect(withPermission(['host', 'manage_domain'], 'host', false)).toEqual(['manage_domain']);
  });
  it('names Manager and Host', () => {
    expect(roleNames(['manage_domain', 'host', 'create_events'])).toEqual(['Manager', 'Host']);
    expect(roleNames([])).toEqual([]);
  });
});

describe('domainRoles', () => {
  it('names every membership: Owner, else Manager and Host as held, else Member', () => {
    expect(domainRoles(true, ['manage_domain', 'host'])).toEqual(['Owner']);
    expect(domainRoles(false, ['manage_domain', 'host'])).toEqual(['Manager', 'Host']);
    expect(domainRoles(false, ['host'])).toEqual(['Host']);
    expect(domainRoles(false, [])).toEqual(['Member']);
    expect(domainRoles(false, ['create_events'])).toEqual(['Member']);
  });
});
