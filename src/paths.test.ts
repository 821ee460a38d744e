import { describe, expect, it } from 'vitest';
import { paths, routes } from './paths';

describe('paths', () => {
  it('builds the pages of a metaverse, encoding its uri', () => {
    expect(paths.domain.home('demo-free')).toBe('/domains/demo-free');
    expect(paths.domain.manage('demo-free')).toBe('/domains/demo-free/manage');
    expect(paths.domain.members('a b/c?d#e')).toBe('/domains/a%20b%2Fc%3Fd%23e/members');
    expect(paths.domain.supportDocs('ünï')).toBe('/domains/%C3%BCn%C3%AF/supportdocs');
    expect(paths.domain.upgrade('demo-free')).toBe('/domains/demo-free/upgrade');
    expect(paths.domain.upgrade('demo-free', 'change')).toBe('/domains/demo-free/upgrade?context=change');
  });

  it('builds entity pages from their parts or their stored path', () => {
    expect(paths.domain.entity('demo free', 'events', 'Party & more')).toBe(
      '/domains/demo%20free/events/Party%20%26%20more',
    );
    expect(paths.domain.entityAt('demo-free/locations/main hall')).toBe(
      '/domains/demo-free/locations/main%20hall',
    );
  });

  it('builds staff record and collection pages', () => {
    expect(paths.admin.record('users', 'u/1 %')).toBe('/admin/users/u%2F1%20%25');
    expect(paths.admin.collection('buildings')).toBe('/admin/buildings');
    expect(paths.admin.collection('buildings', new URLSearchParams({ q: 'a b' }))).toBe(
      '/admin/buildings?q=a+b',
    );
    expect(paths.admin.collection('buildings', new URLSearchParams())).toBe('/admin/buildings');
    // The tabbed Events page holds /admin/events; the events collection lists at its own address.
    expect(paths.admin.collection('events', new URLSearchParams({ q: 'fair' }))).toBe(
      '/admin/allevents?q=fair',
    );
    expect(paths.admin.record('events', 'e1')).toBe('/admin/events/e1');
    expect(paths.admin.childProduct('p 1')).toBe('/admin/childproducts/p%201');
    expect(paths.admin.childProduct('p1', 'missions')).toBe('/admin/childproducts/p1/missions');
  });

  it('encodes query values', () => {
    expect(paths.browseDrive('metaverses/demo free')).toBe('/browsedrive?location=metaverses%2Fdemo%20free');
    expect(paths.setupDomain()).toBe('/setupdomain');
    expect(paths.setupDomain('free&x=1')).toBe('/setupdomain?plan=free%26x%3D1');
    expect(paths.checkout('cs_1/2')).toBe('/checkout/cs_1%2F2');
    expect(paths.billingPortal('bp 1')).toBe('/billingportal/bp%201');
  });

  it('leads each builder to a URL its route pattern matches', () => {
    const matches = (pattern: string, url: string) =>
      new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+').replace('*', '.*')}$`).test(url.split('?')[0]);
    expect(matches(routes.domainMembers, paths.domain.members('a/b'))).toBe(true);
    expect(matches(routes.domainEntity, paths.domain.entity('a/b', 'events', 'c/d'))).toBe(true);
    expect(matches(routes.adminChildProduct, paths.admin.childProduct('x/y'))).toBe(true);
    expect(matches(routes.adminMissionConfigs, paths.admin.childProduct('x/y', 'missionconfigs'))).toBe(true);
    expect(matches(routes.adminMissions, paths.admin.childProduct('x', 'missions'))).toBe(true);
    expect(matches(routes.adminAvatars, paths.admin.childProduct('x', 'avatars'))).toBe(true);
    expect(matches(routes.checkout, paths.checkout('a/b'))).toBe(true);
    expect(matches(routes.adminMissionEvents, paths.missionEvents('a/b'))).toBe(true);
  });

  it('leads the mission event forms, new and stored, to their optional-segment routes', () => {
    const matches = (pattern: string, url: string) =>
      new RegExp(`^${pattern.replace(/\/:[a-z]+\?/g, '(?:/[^/]+)?').replace(/:[a-z]+/g, '[^/]+')}$`).test(
        url,
      );
    for (const [pattern, build] of [
      [routes.adminMissionEventConfig, paths.admin.missionEventConfig],
      [routes.adminMissionEventCycle, paths.admin.missionEventCycle],
      [routes.adminMissionEvent, paths.admin.missionEvent],
    ] as const) {
      expect(matches(pattern, build('x/y'))).toBe(true);
      expect(matches(pattern, build('x/y', 'a b'))).toBe(true);
      expect(build('x', 'a/b').endsWith('/a%2Fb')).toBe(true);
    }
  });
});
