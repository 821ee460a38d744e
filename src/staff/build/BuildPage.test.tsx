// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEXTS } from '../../components/texts';
import { renderPage } from '../../dataProvider/testing';
import { BuildPage } from './BuildPage';
import { BUILD_TEXTS as T } from './texts';

const session = vi.hoisted(() => ({ user: { id: 'staff-1', permissions: [] as string[] } }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: session.user }),
}));

afterEach(cleanup);

const open = (getBuildConfig = vi.fn(() => Promise.resolve({ warnbuildnumber: 3, failbuildnumber: 1 }))) => {
  renderPage(<BuildPage />, { path: '/admin/build', url: '/admin/build', dataProvider: { getBuildConfig } });
  return getBuildConfig;
};

describe('the Build page', () => {
  it('offers an administrator holding neither permission nothing to press, and says why', async () => {
    session.user = { id: 'staff-1', permissions: ['administrator'] };
    const getBuildConfig = open();
    expect(await screen.findByText('Invalid Permission')).toBeTruthy();
    expect(screen.getByText(COMPONENT_TEXTS.needsPermission(T.buildNumbers, 'admin_build'))).toBeTruthy();
    expect(
      screen.getByText(COMPONENT_TEXTS.needsPermission(T.marketing, 'admin_read_entities')),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.marketing })).toBeNull();
    expect(screen.queryByRole('button', { name: T.save })).toBeNull();
    expect(getBuildConfig).not.toHaveBeenCalled();
  });

  it('offers the build numbers and the export to staff holding their permissions', async () => {
    session.user = { id: 'staff-1', permissions: ['administrator', 'admin_build', 'admin_read_entities'] };
    open();
    expect(await screen.findByDisplayValue('3')).toBeTruthy();
    expect(await screen.findByRole('button', { name: T.marketing })).toBeTruthy();
    expect(screen.queryByText('Invalid Permission')).toBeNull();
  });
});
