// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { DeveloperMembers } from '../../dataProvider/metaverses';
import { renderPage } from '../../dataProvider/testing';
import { DeveloperMembersCard } from './DeveloperMembersCard';
import { MEMBERS_TEXTS as T } from './texts';

afterEach(cleanup);

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
