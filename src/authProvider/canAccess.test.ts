import { describe, expect, it } from 'vitest';
import {
  canAccess,
  canCreateEvents,
  canManageDomain,
  canMergeAccounts,
  canRequestAccountLink,
  canUpgrade,
  isDeveloper,
  isDeveloperOrTester,
  holdsPermission,
  managesTargets,
  readsAsMember,
} from './canAccess';
import type { Domain } from '../api/types';

const user = (...permissions: string[]) => ({ id: 'u1', permissions });
const domain = (overrides: Partial<Domain> = {}): Domain => ({
  id: 'd1',
  uri: 'demo',
  name: 'Demo',
  owner: 'someone',
  domainaccess: 'public',
  buildingaccess: false,
  ...overrides,
});

describe('staff and developer rules', () => {
  it('counts administrator or superuser as staff, nothing else', () => {
    expect(holdsPermission(user('administrator'), 'administrator')).toBe(true);
    expect(holdsPermission(user('superuser'), 'administrator')).toBe(true);
    expect(holdsPermission(user('admin_read_entities', 'developer'), 'administrator')).toBe(false);
    expect(holdsPermission(null, 'administrator')).toBe(false);
  });

  it('gives a superuser every permission and admin-area ones only to administrators', () => {
    expect(holdsPermission(user('superuser'), 'admin_stats_spenders')).toBe(true);
    expect(holdsPermission(user('superuser'), 'developer')).toBe(true);
    expect(holdsPermission(user('administrator', 'admin_build'), 'admin_build')).toBe(true);
    expect(holdsPermission(user('administrator'), 'admin_build')).toBe(false);
    expect(holdsPermission(user('admin_read_files'), 'admin_read_files')).toBe(false);
    expect(holdsPermission(user('can_use_access_token'), 'can_use_access_token')).toBe(false);
    expect(holdsPermission(user('developer'), 'developer')).toBe(true);
    expect(holdsPermission(user('tester'), 'developer')).toBe(false);
  });

  it('knows developers and testers', () => {
    expect(isDeveloper(user('developer'))).toBe(true);
    expect(isDeveloper(user('tester'))).toBe(false);
    expect(isDeveloperOrTester(user('tester'))).toBe(true);
    expect(isDeveloperOrTester(user('create_domains'))).toBe(false);
    // A superuser holds every permission, developer and tester among them.
    expect(isDeveloper(user('superuser'))).toBe(true);
    expect(isDeveloperOrTester(user('superuser'))).toBe(true);
  });
});

describe('canMergeAccounts', () => {
  it('is true only for email/password identities', () => {
    expect(canMergeAccounts({ auth0userid: 'auth0|0123456789abcdef01234567' })).toBe(true);
    expect(canMergeAccounts({ auth0userid: 'google-oauth2|1234' })).toBe(false);
    expect(canMergeAccounts({ auth0userid: 'xauth0|1' })).toBe(false);
    expect(canMergeAccounts({})).toBe(false);
    expect(canMergeAccounts(null)).toBe(false);
  });
});

describe('canRequestAccountLink', () => {
  it('is true for signed-in users who are not staff', () => {
    expect(canRequestAccountLink(user())).toBe(true);
    expect(canRequestAccountLink(user('developer', 'tester'))).toBe(true);
    expect(canRequestAccountLink(user('administrator'))).toBe(false);
    expect(canRequestAccountLink(user('superuser'))).toBe(false);
    expect(canRequestAccountLink(null)).toBe(false);
  });
});

describe('domain links', () => {
  it('show for superusers and manage_domain members only', () => {
    expect(canManageDomain(user('superuser'), domain({ domainPermissions: [] }))).toBe(true);
    expect(canManageDomain(user(), domain({ domainPermissions: ['manage_domain'] }))).toBe(true);
    expect(canManageDomain(user('administrator'), domain({ domainPermissions: ['host'] }))).toBe(false);
    expect(canManageDomain(user(), domain())).toBe(false);
    expect(canManageDomain(user('superuser'), null)).toBe(false);
  });

  it('ask what only members may read for members, the owner, all-metaverse hosts and managers, and staff', () => {
    expect(readsAsMember(user(), domain({ domainPermissions: [] }))).toBe(true);
    expect(readsAsMember({ id: 'someone', permissions: [] }, domain())).toBe(true);
    expect(readsAsMember(user('manage_domain'), domain())).toBe(true);
    expect(readsAsMember(user('host'), domain())).toBe(true);
    expect(readsAsMember(user('administrator'), domain())).toBe(true);
    expect(readsAsMember(user('superuser'), domain())).toBe(true);
    // A developer looking at a public metaverse of someone else's is not a member.
    expect(readsAsMember({ id: 'dev', permissions: ['developer'] }, domain())).toBe(false);
    expect(readsAsMember(user('admin_read_entities'), domain())).toBe(false);
    expect(readsAsMember(null, domain())).toBe(false);
    expect(readsAsMember(user('superuser'), null)).toBe(false);
  });

  it('hide Upgrade on the enterprise plan', () => {
    expect(canUpgrade(domain({ plan: { type: 'enterprise', plan: 'enterprise-custom' } }))).toBe(false);
    expect(canUpgrade(domain({ plan: { type: 'business', plan: 'business-stripe' } }))).toBe(true);
    expect(canUpgrade(domain())).toBe(true);
    expect(canUpgrade(null)).toBe(false);
  });

  it('show Events with create_events', () => {
    expect(canCreateEvents(user('create_events'), domain())).toBe(true);
    expect(canCreateEvents(user('superuser'), domain({ domainPermissions: [] }))).toBe(true);
    expect(canCreateEvents(user(), domain({ domainPermissions: ['create_events'] }))).toBe(true);
    expect(canCreateEvents(user('create_locations'), domain({ domainPermissions: ['manage_domain'] }))).toBe(
      false,
    );
  });
});

describe('the manage screens of a metaverse and its targets', () => {
  it('open to its managers and to staff holding admin_write_entities, who link headset events', () => {
    const admin = user('administrator', 'admin_read_entities', 'admin_write_entities');
    expect(managesTargets(admin, domain())).toBe(true);
    expect(managesTargets(user('superuser'), domain())).toBe(true);
    expect(managesTargets(user(), domain({ domainPermissions: ['manage_domain'] }))).toBe(true);
    // An admin-area permission counts only for an administrator; other staff do not write entities.
    expect(managesTargets(user('admin_write_entities'), domain())).toBe(false);
    expect(managesTargets(user('administrator', 'admin_read_entities'), domain())).toBe(false);
    expect(managesTargets(user(), domain({ domainPermissions: ['host'] }))).toBe(false);
    expect(managesTargets(admin, null)).toBe(false);
  });
});

describe('canAccess', () => {
  it('opens admin resources to staff only', () => {
    expect(canAccess(user('administrator'), { resource: 'admin/users', action: 'list' })).toBe(true);
    expect(canAccess(user('superuser'), { resource: 'admin/buildings', action: 'show' })).toBe(true);
    expect(canAccess(user('developer'), { resource: 'admin/users', action: 'list' })).toBe(false);
    expect(canAccess(user(), { resource: 'admin', action: 'list' })).toBe(false);
  });

  it('opens other resources to any signed-in user and nothing to visitors', () => {
    expect(canAccess(user(), { resource: 'profile', action: 'edit' })).toBe(true);
    expect(canAccess(null, { resource: 'profile', action: 'edit' })).toBe(false);
  });
});
