// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../../common/api/schema';
import type { AdminDocument } from '../../api/types';
import { renderPage } from '../../dataProvider/testing';
import { UserMetaverses } from './UserLists';
import { USER_COLUMNS as C, USER_TEXTS } from './texts';

afterEach(cleanup);

type Row = components['schemas']['AdminUserDomain'];
const rows: Row[] = [
  {
    id: 'd1',
    uri: 'moonbase',
    name: 'Moon Base',
    plan: 'business',
    owner: true,
    permissions: ['manage_domain'],
  },
  { id: 'd2', uri: 'mars', name: 'Mars', owner: false, permissions: ['manage_domain', 'host'] },
  { id: 'd3', uri: 'venus', name: 'Venus', owner: false, permissions: [] },
];

describe("a user's Metaverses section", () => {
  it('names the roles held in each metaverse, a plain membership included', async () => {
    renderPage(
      <UserMetaverses
        record={{ id: 'user-1' } as AdminDocument}
        collection="users"
        reload={() => undefined}
      />,
      { path: '/', url: '/', dataProvider: { getUserDomains: () => Promise.resolve(rows) } },
    );
    const table = await screen.findByRole('table', { name: USER_TEXTS.metaverses });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const roles = headings.indexOf(C.roles);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[roles]?.textContent);
    expect(cells).toEqual(['Owner', 'Manager, Host', 'Member']);
  });
});
