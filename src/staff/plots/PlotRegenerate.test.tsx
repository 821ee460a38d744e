// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDocument } from '../../api/types';
import { COMPONENT_TEXTS } from '../../components/texts';
import { renderPage } from '../../dataProvider/testing';
import { PLOT_TEXTS, PlotRegenerate } from './PlotRegenerate';

const session = vi.hoisted(() => ({ user: { id: 'staff-1', permissions: [] as string[] } }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: session.user }),
}));

afterEach(cleanup);

const open = () =>
  renderPage(
    <PlotRegenerate record={{ id: 'plot-1' } as AdminDocument} collection="plots" reload={() => undefined} />,
    { path: '/', url: '/', dataProvider: {} },
  );

describe("a plot's Regenerate", () => {
  it('is left out for staff without admin_write_infiniverse, who are told why', () => {
    session.user = { id: 'staff-1', permissions: ['administrator'] };
    open();
    expect(screen.queryByRole('button', { name: PLOT_TEXTS.regenerate })).toBeNull();
    expect(
      screen.getByText(COMPONENT_TEXTS.needsPermission(PLOT_TEXTS.regenerate, 'admin_write_infiniverse')),
    ).toBeTruthy();
  });

  it('is offered with the permission', () => {
    session.user = { id: 'staff-1', permissions: ['administrator', 'admin_write_infiniverse'] };
    open();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: PLOT_TEXTS.regenerate }).disabled).toBe(
      false,
    );
  });
});
