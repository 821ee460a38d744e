// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_BOUNDARY_TEXTS } from '../../../common/staff-boundaries';
import type { AdminDocument } from '../../api/types';
import { renderPage } from '../../dataProvider/testing';
import { UserInventory } from './UserInventory';
import { USER_TEXTS } from './texts';

const session = vi.hoisted(() => ({
  user: { id: 'staff-1', permissions: ['administrator', 'admin_write_entities', 'admin_read_entities'] },
}));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: session.user }),
}));

afterEach(cleanup);

function open(id: string, addUserCurrency = vi.fn(() => Promise.resolve({ currency: 100, inescrow: 0 }))) {
  renderPage(
    <UserInventory
      record={{ id, permissions: [] } as unknown as AdminDocument}
      collection="users"
      reload={() => undefined}
    />,
    {
      path: '/',
      url: '/',
      dataProvider: {
        getUserInventory: () => Promise.resolve({ currency: 0, inescrow: 0 }),
        getUserInventoryTransactions: () => Promise.resolve({ total: 0, transactions: [] }),
        addUserCurrency: addUserCurrency,
      },
    },
  );
  return addUserCurrency;
}

const plus100 = (region: HTMLElement) =>
  within(region).findByRole<HTMLButtonElement>('button', { name: USER_TEXTS.addCurrencyLabel('+100') });

describe("a user's inventory section", () => {
  it("disables the currency buttons on one's own account and says why", async () => {
    const add = open('staff-1');
    const region = await screen.findByRole('region', { name: USER_TEXTS.inventory });
    const button = await plus100(region);
    expect(button.disabled).toBe(true);
    expect(within(region).getByText(STAFF_BOUNDARY_TEXTS.ownAccount)).toBeTruthy();
    fireEvent.click(button);
    expect(add).not.toHaveBeenCalled();
  });

  it("keeps them on another user's account", async () => {
    const add = open('member-1');
    const region = await screen.findByRole('region', { name: USER_TEXTS.inventory });
    const button = await plus100(region);
    expect(button.disabled).toBe(false);
    expect(within(region).queryByText(STAFF_BOUNDARY_TEXTS.ownAccount)).toBeNull();
    fireEvent.click(button);
    // A change of money asks first.
    const dialog = await screen.findByRole('dialog');
    expect(add).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: USER_TEXTS.confirmCurrency }));
    await waitFor(() => expect(add).toHaveBeenCalledWith('member-1', 100));
  });
});
