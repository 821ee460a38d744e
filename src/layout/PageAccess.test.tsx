// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../dataProvider/testing';
import { COLLECTION_TEXTS } from '../staff/collections/texts';
import { PageAccess } from './PageAccess';

const session = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'staff-1', permissions: session.permissions, acceptedtandcs: true },
    domains: [],
    currentDomain: null,
    inventory: {},
  }),
}));

afterEach(cleanup);

const open = () =>
  renderPage(
    <PageAccess access="staff" permission="admin_agents">
      <h1>Agent admin</h1>
    </PageAccess>,
    { path: '/admin/agents', url: '/admin/agents', dataProvider: {} },
  );

describe('a staff page that needs a permission, opened by its address', () => {
  it('tells an administrator without the permission so, in a sentence, and calls nothing of the page', async () => {
    session.permissions = ['administrator', 'admin_write_entities'];
    open();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(COLLECTION_TEXTS.pageNeedsPermission('admin_agents'));
    expect(heading.textContent).toBe('This page needs the admin_agents permission.');
    expect(screen.queryByText('Agent admin')).toBeNull();
  });

  it('opens for staff holding it, and for a superuser', async () => {
    session.permissions = ['administrator', 'admin_agents'];
    open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Agent admin');
    cleanup();
    session.permissions = ['superuser'];
    open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Agent admin');
  });
});
