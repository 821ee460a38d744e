// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../dataProvider/testing';
import { COLLECTION_TEXTS } from '../staff/collections/texts';
import { inAdminArea } from '../staff/collections/StaffOnly';
import { PageAccess } from './PageAccess';

const session = vi.hoisted(() => ({ permissions: [] as string[], signedIn: true }));
vi.mock('../authProvider/useSession', () => ({
  useSession: () =>
    session.signedIn
      ? {
          status: 'authenticated',
          user: { id: 'staff-1', permissions: session.permissions, acceptedtandcs: true },
          domains: [],
          currentDomain: null,
          inventory: {},
        }
      : { status: 'anonymous' },
}));

afterEach(() => {
  cleanup();
  session.signedIn = true;
});

const open = () =>
  renderPage(
    <PageAccess access="staff" permission="admin_agents" path="/admin/agents">
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

describe('an admin page opened with nobody signed in', () => {
  function Login() {
    const { state } = useLocation() as { state: { nextPathname?: string; nextSearch?: string } | null };
    return <h1>{`Sign-in page, then ${state?.nextPathname ?? ''}${state?.nextSearch ?? ''}`}</h1>;
  }
  const openSignedOut = (access: 'staff' | 'signed-in', path: string, url: string) => {
    session.signedIn = false;
    return render(
      <TestMemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <PageAccess access={access} path={path}>
                <h1>The page</h1>
              </PageAccess>
            }
          />
          <Route path="/login" element={<Login />} />
        </Routes>
      </TestMemoryRouter>,
    );
  };

  it('says "Invalid user" (staff-and-agents.md §8), and Log In comes back to the page', async () => {
    openSignedOut('staff', '/admin/users', '/admin/users?first=20');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invalid user');
    expect(screen.queryByText('The page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Sign-in page, then /admin/users?first=20',
    );
  });

  it('says so on the mission pages any signed-in user may open', () => {
    openSignedOut('signed-in', '/admin/childproducts/:id/:submenu', '/admin/childproducts/p1/avatars');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invalid user');
    cleanup();
    openSignedOut('signed-in', '/missionevents/:id', '/missionevents/p1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invalid user');
  });

  it('is only the admin area: other pages are left to the sign-in redirect', () => {
    expect(inAdminArea('/admin')).toBe(true);
    expect(inAdminArea('/admin/users/:id')).toBe(true);
    expect(inAdminArea('/missionevents/:id')).toBe(true);
    expect(inAdminArea('/profile')).toBe(false);
    expect(inAdminArea('/administer')).toBe(false);
    expect(inAdminArea('/domains/:uri')).toBe(false);
  });
});
