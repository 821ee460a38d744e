import { describe, expect, it } from 'vitest';
import { groupDomains, membershipLabel, pickCurrentDomain } from './membership';
import type { Domain } from '../api/types';

const me = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const other = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const domain = (id: string, name: string, owner: string, domainPermissions?: string[]): Domain => ({
  id,
  uri: name.toLowerCase(),
  name,
  owner,
  domainaccess: 'public',
  buildingaccess: false,
  domainPermissions,
});

describe('membershipLabel', () => {
  it('labels owner, manager, member and unknown', () => {
    expect(membershipLabel(domain('1', 'A', me, []), me)).toBe('Owner');
    expect(membershipLabel(domain('2', 'B', other, ['manage_domain', 'host']), me)).toBe('Manager');
    expect(membershipLabel(domain('3', 'C', other, ['host']), me)).toBe('Member');
    expect(membershipLabel(domain('4', 'D', other, []), me)).toBe('Member');
    expect(membershipLabel(domain('5', 'E', other), me)).toBe('Unknown');
  });
});

describe('groupDomains', () => {
  it('groups owned, managed-only and member-only, sorted by name', () => {
    const groups = groupDomains(
      [
        domain('1', 'Zed', me, ['manage_domain']),
        domain('2', 'Managed', other, ['manage_domain']),
        domain('3', 'Alpha', me),
        domain('4', 'Member', other, []),
        domain('5', 'Mystery', other),
      ],
      me,
    );
    expect(groups.owned.map((d) => d.name)).toEqual(['Alpha', 'Zed']);
    expect(groups.managed.map((d) => d.name)).toEqual(['Managed']);
    expect(groups.member.map((d) => d.name)).toEqual(['Member', 'Mystery']);
  });
});

describe('pickCurrentDomain', () => {
  const list = [domain('1', 'Theirs', other, []), domain('2', 'Mine', me), domain('3', 'Also mine', me)];

  it('keeps the remembered domain while still a membership', () => {
    expect(pickCurrentDomain(list, me, '3')?.id).toBe('3');
  });

  it('falls back to the first owned domain, then the first membership', () => {
    expect(pickCurrentDomain(list, me, 'gone')?.id).toBe('2');
    expect(pickCurrentDomain(list, me, null)?.id).toBe('2');
    expect(pickCurrentDomain([list[0]], me, null)?.id).toBe('1');
    expect(pickCurrentDomain([], me, '1')).toBeNull();
  });
});
