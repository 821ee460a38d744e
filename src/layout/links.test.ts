import { describe, expect, it } from 'vitest';
import { adminLinks, dashboardLinks, domainLinks, headerLinks } from './links';
import { COLLECTION_PAGES, PAGES, ROUTE_PAGES, menuLinks, type Page } from '../pages';
import type { Domain } from '../api/types';

const user = (...permissions: string[]) => ({ permissions });
const domain = (overrides: Partial<Domain> = {}): Domain => ({
  id: 'd1',
  uri: 'demo-free',
  name: 'Demo Free',
  owner: 'o',
  domainaccess: 'public',
  buildingaccess: false,
  domainPermissions: ['manage_domain'],
  plan: { type: 'free', plan: 'free', activated: true },
  ...overrides,
});
const labels = (items: { label: string }[]) => items.map((i) => i.label);

/** Whether a registered page's route matches the link (so the link cannot land on the not-found page). */
const routed = (to: string) =>
  ROUTE_PAGES.some(
    ({ path }) =>
      !path.endsWith('*') && new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+')}$`).test(to.split('?')[0]),
  ) || COLLECTION_PAGES.some(({ path }) => path === to);

describe('headerLinks', () => {
  it('shows the same links to everyone but Advertising, which developers see; each to a registered page', () => {
    expect(headerLinks(null)).toEqual([
      { label: 'Profile', to: '/profile' },
      { label: 'Drives', to: '/drives' },
      { label: 'Metaverses', to: '/domains' },
      { label: 'AI Agents', to: '/agents' },
    ]);
    expect(headerLinks(user())).toEqual(headerLinks(null));
    expect(headerLinks(user('developer'))).toEqual([
      ...headerLinks(null),
      { label: 'Advertising', to: '/adverts' },
    ]);
  });

  it('hides AI Agents until its page is built, then shows it in the spec’s place', () => {
    const built = PAGES.map((page): Page =>
      page.kind === 'planned' ? { ...page, kind: 'route', element: () => null } : page,
    );
    expect(menuLinks('header', user('developer'), null, built)).toEqual([
      { label: 'Profile', to: '/profile' },
      { label: 'Drives', to: '/drives' },
      { label: 'Metaverses', to: '/domains' },
      { label: 'AI Agents', to: '/agents' },
      { label: 'Advertising', to: '/adverts' },
    ]);
    // Advertising is for developers only.
    expect(menuLinks('header', user(), null, built).map((link) => link.label)).not.toContain('Advertising');
  });
});

describe('every menu', () => {
  it('leads only to registered pages', () => {
    const all = [
      ...headerLinks(user('developer', 'superuser')),
      ...adminLinks(user('superuser')),
      ...dashboardLinks(user('superuser')),
      ...domainLinks(user('superuser', 'developer', 'create_events'), domain()),
    ];
    expect(all.filter((link) => !routed(link.to))).toEqual([]);
  });
});

describe('dashboardLinks', () => {
  it('lists the staff pages beyond the collections, with Event Features', () => {
    expect(labels(dashboardLinks(user('superuser')))).toEqual([
      'Approvals',
      'Featured',
      'Featured Events',
      'Build',
      'Infiniverse',
      'Bots',
      'Map',
      'Event Features',
      'Landmarks',
      'Plots',
      'Escrows',
      'Archived Escrows',
      'Child Products',
    ]);
    expect(dashboardLinks(user('superuser'))[7].to).toBe('/admin/events');
  });
});

describe('adminLinks', () => {
  it('lists the dashboard, the ten collections and the pages any staff user may use', () => {
    const links = adminLinks(user('administrator'));
    expect(labels(links)).toEqual([
      'Dashboard',
      'Users',
      'Domains',
      'Locations',
      'Owned Plots',
      'Files',
      'Events',
      'Buildings',
      'Witrequests',
      'Stringmatches',
      'Autotests',
      'Audit log',
      'Mail outbox',
      'Approvals',
      'Featured',
      'Featured Events',
      'Build',
      'Map',
      'Event Features',
      'Landmarks',
      'Plots',
      'Escrows',
      'Archived Escrows',
      'Child Products',
      'Stats',
    ]);
    expect(links[4].to).toBe('/admin/plots');
    // Events is the events collection's generic list; the tabbed Events page is Event Features.
    expect(links.find((link) => link.label === 'Events')?.to).toBe('/admin/allevents');
    expect(links.find((link) => link.label === 'Event Features')?.to).toBe('/admin/events');
  });

  it('lists a page that needs a permission only to staff who hold it, on the dashboard too', () => {
    const needing = ['Redeem Codes', 'AI Agents', 'Infiniverse', 'Bots'];
    const admin = user('administrator', 'admin_write_entities');
    const shown = (links: { label: string }[]) => labels(links).filter((label) => needing.includes(label));
    expect(shown(adminLinks(admin))).toEqual([]);
    expect(shown(dashboardLinks(admin))).toEqual([]);
    const holder = user('administrator', 'admin_agents', 'admin_redeem_codes', 'admin_read_infiniverse');
    expect(shown(adminLinks(holder)).sort()).toEqual([...needing].sort());
    expect(shown(dashboardLinks(holder)).sort()).toEqual(['Bots', 'Infiniverse']);
    expect(shown(adminLinks(user('superuser'))).sort()).toEqual([...needing].sort());
  });

  it('is empty for everyone else', () => {
    expect(adminLinks(user('developer', 'admin_read_entities'))).toEqual([]);
    expect(adminLinks(null)).toEqual([]);
  });
});

describe('domainLinks', () => {
  it('gives a manager the base links, scoped to the current metaverse', () => {
    expect(domainLinks(user(), domain())).toEqual([
      { label: 'Home', to: '/domains/demo-free' },
      { label: 'Manage', to: '/domains/demo-free/manage' },
      { label: 'Members', to: '/domains/demo-free/members' },
      { label: 'Upgrade', to: '/domains/demo-free/upgrade' },
      { label: 'Plots', to: '/domains/demo-free/plots' },
      { label: 'Knowledge Base', to: '/domains/demo-free/supportdocs' },
    ]);
  });

  it('adds Events with create_events and Landmarks and Stats for developers', () => {
    expect(labels(domainLinks(user('create_events', 'developer'), domain()))).toEqual([
      'Home',
      'Manage',
      'Members',
      'Upgrade',
      'Events',
      'Landmarks',
      'Stats',
      'Plots',
      'Knowledge Base',
    ]);
    expect(domainLinks(user('developer'), domain()).filter((l) => /Landmarks|Stats/.test(l.label))).toEqual([
      { label: 'Landmarks', to: '/domains/demo-free/landmarks' },
      { label: 'Stats', to: '/domains/demo-free/stats' },
    ]);
  });

  it('hides Upgrade on enterprise', () => {
    const enterprise = domain({ plan: { type: 'enterprise', plan: 'enterprise-custom', activated: true } });
    expect(labels(domainLinks(user(), enterprise))).not.toContain('Upgrade');
  });

  it('shows nothing to plain members and hosts, everything to superusers', () => {
    expect(domainLinks(user(), domain({ domainPermissions: ['host'] }))).toEqual([]);
    expect(domainLinks(user(), domain({ domainPermissions: [] }))).toEqual([]);
    // A superuser holds every permission: create_events and developer too.
    expect(labels(domainLinks(user('superuser'), domain({ domainPermissions: [] })))).toEqual([
      'Home',
      'Manage',
      'Members',
      'Upgrade',
      'Events',
      'Landmarks',
      'Stats',
      'Plots',
      'Knowledge Base',
    ]);
    expect(domainLinks(user('superuser'), null)).toEqual([]);
  });
});
