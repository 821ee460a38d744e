// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_BOUNDARY_TEXTS } from '../../../common/staff-boundaries';
import type { AdminDocument } from '../../api/types';
import type { SectionProps } from '../collections/sections';
import { AccountNotice, gated } from './Gate';

const session = vi.hoisted(() => ({
  user: { id: 'admin-1', permissions: ['administrator', 'admin_read_entities'] as string[] },
}));

vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: session.user }),
}));

const record = (id: string, permissions: string[]) => ({ id, permissions }) as unknown as AdminDocument;
const props = (target: AdminDocument): SectionProps =>
  ({ record: target, collection: 'users', reload: () => undefined }) as unknown as SectionProps;

const Inventory = () => <p>inventory section</p>;
const GatedInventory = gated('admin_read_entities', Inventory);

const show = (target: AdminDocument) =>
  render(
    <>
      <AccountNotice {...props(target)} />
      <GatedInventory {...props(target)} />
    </>,
  );

afterEach(cleanup);

describe('the staff user page on a superuser account', () => {
  it('leaves the sections out for an administrator and says why', () => {
    session.user = { id: 'admin-1', permissions: ['administrator', 'admin_read_entities'] };
    show(record('top-1', ['superuser']));
    expect(screen.getByRole('alert').textContent).toBe(STAFF_BOUNDARY_TEXTS.superuserAccount);
    expect(screen.queryByText('inventory section')).toBeNull();
  });

  it('shows the sections without a notice on an ordinary account', () => {
    show(record('member-1', []));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('inventory section')).toBeTruthy();
  });

  it('shows the sections to a superuser', () => {
    session.user = { id: 'super-2', permissions: ['superuser'] };
    show(record('top-1', ['superuser']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('inventory section')).toBeTruthy();
  });

  it('leaves a section out for staff without its permission', () => {
    session.user = { id: 'admin-2', permissions: ['administrator'] };
    show(record('member-1', []));
    expect(screen.queryByText('inventory section')).toBeNull();
  });
});
