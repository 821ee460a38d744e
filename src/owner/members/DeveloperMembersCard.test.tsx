// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { DeveloperMembers } from '../../dataProvider/metaverses';
import { renderPage } from '../../dataProvider/testing';
import { DeveloperMembersCard } from './DeveloperMembersCard';
import { MEMBERS_TEXTS as T } from './texts';

// Whether the session context says the signed-in user is on the developer team, set by each test.
const session = vi.hoisted(() => ({ developerList: true }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'user-1', permissions: ['developer'] },
    domains: [],
    currentDomain: null,
    inventory: {},
    developerList: session.developerList,
  }),
}));

afterEach(() => {
  cleanup();
  session.developerList = true;
});

const open = (listDeveloperMembers: () => Promise<DeveloperMembers>) =>
  renderPage(<DeveloperMembersCard domainId="dom-d" />, {
    path: '/',
    url: '/',
    dataProvider: { listDeveloperMembers },
  });

describe('the developer members list', () => {
  it("shows the members' accounts to the developer team", async () => {
    open(() =>
      Promise.resolve({
        members: [
          {
            id: 'u1',
            nickname: 'Demo Dev Team 1',
            auth0userid: 'auth0|u1',
            permissions: ['developer'],
            domainpermissions: ['manage_domain'],
          },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: T.developerList });
    expect(table.textContent).toContain('auth0|u1');
    expect(table.textContent).toContain('manage_domain');
  });

  it('is not asked for by anyone off the team, a developer included: the server would refuse it', async () => {
    session.developerList = false;
    const list = vi.fn((): Promise<DeveloperMembers> => Promise.resolve({ members: [] }));
    const { queryClient } = open(list);
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(1));
    expect(queryClient.getQueryCache().getAll()[0]?.state.fetchStatus).toBe('idle');
    expect(list).not.toHaveBeenCalled();
    expect(screen.queryByText(T.developerList)).toBeNull();
  });

  it('shows nothing when the server refuses the list', async () => {
    const refused = vi.fn((): Promise<DeveloperMembers> =>
      Promise.reject(new ApiError(403, 'Only the developer team can see it')),
    );
    open(refused);
    await waitFor(() => expect(refused).toHaveBeenCalled());
    await Promise.resolve();
    expect(screen.queryByText(T.developerList)).toBeNull();
  });
});
