// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../dataProvider/testing';
import { Sidebar, type SidebarGroup } from './Sidebar';

afterEach(cleanup);

const groups: SidebarGroup[] = [
  {
    heading: 'Moon Base',
    links: [
      { label: 'Home', to: '/domains/moonbase' },
      { label: 'Manage', to: '/domains/moonbase/manage' },
      { label: 'Members', to: '/domains/moonbase/members' },
    ],
  },
];

const currentAt = (pathname: string) => {
  renderPage(<Sidebar groups={groups} pathname={pathname} open={false} onClose={() => undefined} />, {
    path: '*',
    url: pathname,
    dataProvider: {},
  });
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
};

describe('the sidebar', () => {
  it('highlights only the current item, not the metaverse’s Home above it', () => {
    expect(currentAt('/domains/moonbase/manage')).toEqual(['Manage']);
  });

  it('highlights Home on the metaverse’s page and on its pages without an item of their own', () => {
    expect(currentAt('/domains/moonbase')).toEqual(['Home']);
    cleanup();
    expect(currentAt('/domains/moonbase/locations/beach')).toEqual(['Home']);
  });
});
