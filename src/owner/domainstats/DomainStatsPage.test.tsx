// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import { DomainStatsPage } from './DomainStatsPage';
import { DOMAIN_STATS_TEXTS as T } from './texts';

const permissions = vi.hoisted(() => ({ list: ['developer'] as string[] }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'dev-1', permissions: permissions.list },
    domains: [],
    currentDomain: null,
    inventory: {},
  }),
}));

afterEach(cleanup);

const session = {
  _id: 's1',
  timestamp: '2026-03-01T10:00:00.000Z',
  user: { id: 'u1', nickname: 'Ann' },
  location: { id: 'l1', nickname: 'Beach', path: 'other-world/locations/beach' },
  room: { nickname: 'Beach 2', releasename: 'prod' },
};

const open = (getDomainStats = vi.fn(() => Promise.resolve({ total: 1, sessions: [session] }))) => {
  renderPage(<DomainStatsPage />, {
    path: '/domains/:uri/stats',
    url: '/domains/other-world/stats',
    dataProvider: { getDomainStats },
  });
  return getDomainStats;
};

describe('Domain stats', () => {
  it('lists the sessions under Date, User, Location and Room, asking only for the stats', async () => {
    permissions.list = ['developer'];
    const getDomainStats = open();
    const table = await screen.findByRole('table', { name: T.tableLabel });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'User', 'Location', 'Room']);
    expect(getDomainStats).toHaveBeenCalledWith('other-world', { first: 0, count: 25 }, expect.anything());
    const [date, user, location, room] = within(within(table).getAllByRole('row')[1]).getAllByRole('cell', {
      hidden: true,
    });
    expect(date.textContent).toContain('2026');
    expect(location.textContent).toBe('Beachother-world/locations/beach');
    expect(room.textContent).toBe('Beach 2Release: prod');
    // On a phone Location and Room give way (the test's screen is one); their lines are under the user.
    expect(user.textContent).toBe('AnnLocation: Beachother-world/locations/beachRoom: Beach 2 (prod)');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a non-developer the refusal alone, asking nothing', async () => {
    permissions.list = ['manage_domain'];
    const getDomainStats = open();
    expect((await screen.findByRole('alert')).textContent).toBe(T.developersOnly);
    expect(screen.queryByRole('table')).toBeNull();
    expect(getDomainStats).not.toHaveBeenCalled();
  });
});
