// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { DeveloperMembers } from '../../dataProvider/metaverses';
import { renderPage } from '../../dataProvider/testing';
import { DeveloperMembersCard } from './DeveloperMembersCard';
import { MEMBERS_TEXTS as T } from './texts';

// The signed-in user's account permissions, set by each test.
const session = vi.hoisted(() => ({ permissions: ['developer'] as string[] }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'user-1', permissions: session.permissions },
    domains: [],
    currentDomain: null,
    inventory: {},
  }),
}));

afterEach(() => {
  cleanup();
  session.permissions = ['developer'];
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

  it('is not asked for by a user without the developer permission (an owner, a manager)', async () => {
    session.permissions = ['create_domains', 'create_events'];
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
