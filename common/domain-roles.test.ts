import { describe, expect, it } from 'vitest';
import {
  canViewDomain,
  domainRole,
  grantsDomainRole,
  managesContent,
  meetsDomainRole,
} from './domain-roles.ts';

const owner = { id: 'owner', permissions: [] };
const someone = { id: 'someone', permissions: [] };
const domain = { owner: 'owner', domainaccess: 'invite_only' as const };

describe('domainRole', () => {
  it('is owner for the domain owner, whatever the membership says', () => {
    expect(domainRole(owner, domain, { permissions: [] })).toBe('owner');
    expect(domainRole(owner, domain, null)).toBe('owner');
  });

  it('is manager with manage_domain in the membership', () => {
    expect(domainRole(someone, domain, { permissions: ['manage_domain', 'host'] })).toBe('manager');
  });

  it('is host with host in the membership', () => {
    expect(domainRole(someone, domain, { permissions: ['host'] })).toBe('host');
  });

  it('is member with a membership and no role permission', () => {
    expect(domainRole(someone, domain, { permissions: [] })).toBe('member');
  });

  it('is none without a membership or a user', () => {
    expect(domainRole(someone, domain, null)).toBe('none');
    expect(domainRole(null, domain, { permissions: ['manage_domain'] })).toBe('none');
  });

  it('honours the user-level manage_domain and host of the catalogue', () => {
    expect(domainRole({ id: 'x', permissions: ['manage_domain'] }, domain, null)).toBe('manager');
    expect(domainRole({ id: 'x', permissions: ['host'] }, domain, null)).toBe('host');
  });

  it('does not make staff members', () => {
    expect(domainRole({ id: 'x', permissions: ['superuser'] }, domain, null)).toBe('none');
  });
});

describe('canViewDomain', () => {
  it('lets anyone see a public domain', () => {
    expect(canViewDomain(someone, { ...domain, domainaccess: 'public' }, null)).toBe(true);
  });

  it('lets members, the owner and staff see an invite-only domain', () => {
    expect(canViewDomain(someone, domain, { permissions: [] })).toBe(true);
    expect(canViewDomain(owner, domain, null)).toBe(true);
    expect(canViewDomain({ id: 'a', permissions: ['administrator'] }, domain, null)).toBe(true);
  });

  it('refuses an invite-only domain to others', () => {
    expect(canViewDomain(someone, domain, null)).toBe(false);
    expect(canViewDomain(null, domain, null)).toBe(false);
  });
});

describe('meetsDomainRole', () => {
  const plain = { permissions: [] };
  const staff = { permissions: ['administrator'] };

  it('accepts the role needed and every higher one', () => {
    expect(meetsDomainRole(plain, 'member', 'member')).toBe(true);
    expect(meetsDomainRole(plain, 'owner', 'manager')).toBe(true);
    expect(meetsDomainRole(plain, 'host', 'host')).toBe(true);
    expect(meetsDomainRole(plain, 'host', 'manager')).toBe(false);
    expect(meetsDomainRole(plain, 'none', 'member')).toBe(false);
    expect(meetsDomainRole(plain, 'manager', 'owner')).toBe(false);
  });

  it('lets staff act as managers but never as the owner', () => {
    expect(meetsDomainRole(staff, 'none', 'member')).toBe(true);
    expect(meetsDomainRole(staff, 'none', 'manager')).toBe(true);
    expect(meetsDomainRole(staff, 'none', 'owner')).toBe(false);
    expect(meetsDomainRole({ permissions: ['superuser'] }, 'member', 'owner')).toBe(false);
  });

  it('lets only a superuser stand in when the rule counts superusers alone', () => {
    expect(meetsDomainRole(staff, 'none', 'manager', 'superuser')).toBe(false);
    expect(meetsDomainRole({ permissions: ['superuser'] }, 'none', 'manager', 'superuser')).toBe(true);
    expect(meetsDomainRole(plain, 'manager', 'manager', 'superuser')).toBe(true);
    expect(meetsDomainRole({ permissions: ['superuser'] }, 'none', 'owner', 'superuser')).toBe(false);
  });
});

describe('grantsDomainRole', () => {
  const plain = { permissions: [] };
  const publicDomain = { domainaccess: 'public' as const };
  const inviteOnly = { domainaccess: 'invite_only' as const };

  it('lets every signed-in user view a public domain, and only members and staff an invite-only one', () => {
    expect(grantsDomainRole(plain, publicDomain, 'none', 'viewer')).toBe(true);
    expect(grantsDomainRole(plain, inviteOnly, 'none', 'viewer')).toBe(false);
    expect(grantsDomainRole(plain, inviteOnly, 'member', 'viewer')).toBe(true);
    expect(grantsDomainRole({ permissions: ['administrator'] }, inviteOnly, 'none', 'viewer')).toBe(true);
  });

  it('needs the role itself for anything above viewing, public or not', () => {
    expect(grantsDomainRole(plain, publicDomain, 'none', 'member')).toBe(false);
    expect(grantsDomainRole(plain, publicDomain, 'host', 'manager')).toBe(false);
    expect(grantsDomainRole(plain, inviteOnly, 'owner', 'owner')).toBe(true);
  });
});

describe('managesContent', () => {
  it('is the owner, a manager or a superuser; not a host, a member or an administrator', () => {
    expect(managesContent({ permissions: [] }, 'owner')).toBe(true);
    expect(managesContent({ permissions: [] }, 'manager')).toBe(true);
    expect(managesContent({ permissions: ['superuser'] }, 'none')).toBe(true);
    expect(managesContent({ permissions: [] }, 'host')).toBe(false);
    expect(managesContent({ permissions: ['administrator', 'admin_write_entities'] }, 'member')).toBe(false);
  });
});
