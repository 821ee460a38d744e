// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import { RedeemCodesPage } from './RedeemCodesPage';

afterEach(cleanup);

const codes = {
  total: 2,
  codes: [
    {
      code: 'APT1',
      award: { kind: 'building_slot' as const, building: 'e4471af1' },
      buildingName: 'Tall Tower',
      maxUses: 1,
      uses: 0,
      note: '',
      created: '2026-03-01T10:00:00.000Z',
      createdBy: 'staff-1',
    },
    {
      code: 'META1',
      award: { kind: 'domain' as const, plan: 'professional' as const },
      maxUses: 1,
      uses: 0,
      note: '',
      created: '2026-03-01T09:00:00.000Z',
      createdBy: 'staff-1',
    },
  ],
};

describe('Redeem Codes', () => {
  it('lists awards by name and creates an apartment code for a building chosen in the picker', async () => {
    const createRedeemCodes = vi.fn(() => Promise.resolve({ batch: 'b1', codes: ['NEW1'] }));
    const findRecord = vi.fn((collection: string, _fields: readonly string[], text: string) =>
      Promise.resolve(
        collection === 'buildings' && text === 'Tall Tower' ? { id: 'e4471af1', name: 'Tall Tower' } : null,
      ),
    );
    renderPage(<RedeemCodesPage />, {
      path: '/admin/redeemcodes',
      url: '/admin/redeemcodes',
      dataProvider: {
        listRedeemCodes: vi.fn(() => Promise.resolve(codes)),
        createRedeemCodes,
        findRecord,
      } as never,
    });
    const table = await screen.findByRole('table', { name: 'Codes' });
    expect(within(table).getByText('Apartment in Tall Tower')).toBeTruthy();
    expect(within(table).getByText('Metaverse (Professional)')).toBeTruthy();
    expect(within(table).queryByText(/e4471af1/)).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Award' }));
    fireEvent.click(await screen.findByRole('option', { name: 'An apartment in a building' }));
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(screen.getByText('Building: No building chosen')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Choose Building' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Building id or name' }), {
      target: { value: 'Tall Tower' },
    });
    expect(await within(dialog).findByText('Found: Tall Tower')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Building: Tall Tower')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(createRedeemCodes).toHaveBeenCalledWith(
        expect.objectContaining({ award: { kind: 'building_slot', building: 'e4471af1' } }),
      ),
    );
  });
});
