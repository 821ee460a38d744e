// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_BOUNDARY_TEXTS } from '../../../common/staff-boundaries';
import type { AdminDocument } from '../../api/types';
import { renderPage } from '../../dataProvider/testing';
import { PERMISSION_RULE_TEXTS } from '../../lib/permissionRules';
import { UserPermissions } from './UserPermissions';
import { USER_TEXTS } from './texts';

const session = vi.hoisted(() => ({ user: { id: 'staff-1', permissions: [] as string[] } }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: session.user }),
}));

const catalogue = [
  { name: 'host', meaning: 'host in all domains', deprecated: false },
  { name: 'superuser', meaning: 'full access', deprecated: false },
  { name: 'guest', meaning: 'deprecated', deprecated: true },
];

const open = (id = 'member-1') =>
  renderPage(
    <UserPermissions
      record={{ id, permissions: ['host'] } as unknown as AdminDocument}
      collection="users"
      reload={() => undefined}
    />,
    { path: '/', url: '/', dataProvider: { getPermissionCatalogue: () => Promise.resolve(catalogue) } },
  );

const box = (region: HTMLElement, name: string) =>
  within(region).getByRole<HTMLInputElement>('checkbox', { name });

afterEach(cleanup);

describe("a user's permission list", () => {
  it('says why a plain administrator can change none of them', async () => {
    session.user = { id: 'staff-1', permissions: ['administrator'] };
    open();
    const region = await screen.findByRole('region', { name: USER_TEXTS.permissions });
    expect(await within(region).findByText(PERMISSION_RULE_TEXTS.needsEditPermission)).toBeTruthy();
    expect(box(region, 'host').disabled).toBe(true);
  });

  it("disables every box on one's own account, a superuser's included, and says why", async () => {
    session.user = { id: 'staff-1', permissions: ['superuser'] };
    open('staff-1');
    const region = await screen.findByRole('region', { name: USER_TEXTS.permissions });
    expect(await within(region).findByText(STAFF_BOUNDARY_TEXTS.ownAccount)).toBeTruthy();
    expect(box(region, 'host').disabled).toBe(true);
    expect(box(region, 'superuser').disabled).toBe(true);
  });

  it('says under a box that only a superuser grants it', async () => {
    session.user = { id: 'staff-1', permissions: ['administrator', 'admin_edit_permissions'] };
    open();
    const region = await screen.findByRole('region', { name: USER_TEXTS.permissions });
    const superuser = await within(region).findByRole<HTMLInputElement>('checkbox', { name: 'superuser' });
    expect(superuser.disabled).toBe(true);
    expect(within(region).getByText('Only a superuser can grant or remove superuser')).toBeTruthy();
    expect(box(region, 'host').disabled).toBe(false);
    expect(box(region, 'guest (deprecated)').disabled).toBe(true);
    expect(within(region).queryByText(PERMISSION_RULE_TEXTS.needsEditPermission)).toBeNull();
  });
});
