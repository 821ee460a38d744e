// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { AdminDocument } from '../../api/types';
import { renderPage } from '../../dataProvider/testing';
import { DomainOperations } from './DomainOperations';
import { DOMAIN_TEXTS as T } from './texts';

vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'staff-1', permissions: ['administrator', 'admin_write_entities'] },
    domains: [],
    currentDomain: null,
    inventory: {},
  }),
}));

const record = {
  id: 'dom-9',
  uri: 'free-world',
  owner: 'someone-else',
  plan: { type: 'free' },
} as AdminDocument;

/** The owner's user record, which the owner reference reads. */
const readOwner = ((_resource: string, params: { id: string }) =>
  Promise.resolve({ data: { id: params.id, name: 'someone_else' } })) as unknown as DataProvider['getOne'];

const open = (dataProvider: Parameters<typeof renderPage>[1]['dataProvider']) =>
  renderPage(<DomainOperations record={record} collection="domains" reload={() => undefined} />, {
    path: '/admin/domains/:id',
    url: '/admin/domains/dom-9',
    dataProvider: { getOne: readOwner, ...dataProvider },
  });

const confirmDelete = async () => {
  fireEvent.click(await screen.findByRole('button', { name: T.delete }));
  const dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: T.delete }));
  return dialog;
};

afterEach(cleanup);

describe('staff operations on a metaverse record', () => {
  it('deletes through the staff operation, never the owner one', async () => {
    const deleteAdminDomain = vi.fn(() => Promise.resolve({ id: 'dom-9' } as AdminDocument));
    const deleteDomain = vi.fn(() => Promise.resolve({ ok: true }));
    open({ deleteAdminDomain, deleteDomain });
    await confirmDelete();
    await waitFor(() => expect(deleteAdminDomain).toHaveBeenCalledWith('dom-9'));
    expect(deleteDomain).not.toHaveBeenCalled();
  });

  it("names the owner by the user record's name, linking to it, instead of the id", async () => {
    const getOne = vi.fn((_resource: string, params: { id: string }) =>
      Promise.resolve({ data: { id: params.id, name: 'ann_b', nickname: 'Ann B' } as AdminDocument }),
    );
    open({ getOne: getOne as unknown as DataProvider['getOne'] });
    const link = await screen.findByRole('link', { name: 'ann_b' });
    expect(link.getAttribute('href')).toBe('/admin/users/someone-else');
    expect(getOne).toHaveBeenCalledWith('admin/users', expect.objectContaining({ id: 'someone-else' }));
  });

  it('keeps the dialog open with the reason when the delete is refused', async () => {
    const refusal = 'This metaverse has a paid plan: it cannot be deleted here.';
    open({ deleteAdminDomain: () => Promise.reject(new ApiError(403, refusal)) });
    const dialog = await confirmDelete();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog', { name: T.deleteTitle })).toBeTruthy();
  });

  it('switches the plan only once confirmed, saying what the switch does, and cancelling changes nothing', async () => {
    const setDomainCustomPlan = vi.fn(() => Promise.resolve({ id: 'dom-9' }));
    const setDomainTrialPlan = vi.fn(() => Promise.resolve({ id: 'dom-9' }));
    open({ setDomainCustomPlan, setDomainTrialPlan });
    fireEvent.click(await screen.findByRole('button', { name: T.setTrialPlan }));
    const trial = await screen.findByRole('dialog', { name: T.setTrialPlanTitle });
    expect(within(trial).getByText(T.setTrialPlanBody)).toBeTruthy();
    fireEvent.click(within(trial).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setDomainTrialPlan).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: T.setCustomPlan }));
    const custom = await screen.findByRole('dialog', { name: T.setCustomPlanTitle });
    expect(setDomainCustomPlan).not.toHaveBeenCalled();
    fireEvent.click(within(custom).getByRole('button', { name: T.setCustomPlan }));
    await waitFor(() => expect(setDomainCustomPlan).toHaveBeenCalledWith('dom-9'));
    expect(setDomainTrialPlan).not.toHaveBeenCalled();
  });

  it('keeps a refused trial reset in its dialog with the reason', async () => {
    const refusal = 'Only a trial plan can have its trial reset.';
    renderPage(
      <DomainOperations
        record={{ ...record, plan: { type: 'business', plan: 'business-trial', trialend: '2099-01-01' } }}
        collection="domains"
        reload={() => undefined}
      />,
      {
        path: '/admin/domains/:id',
        url: '/admin/domains/dom-9',
        dataProvider: {
          getOne: readOwner,
          resetDomainTrial: () => Promise.reject(new ApiError(409, refusal)),
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: T.trialReset }));
    const dialog = await screen.findByRole('dialog', { name: T.trialResetTitle });
    expect(within(dialog).getByText(T.trialResetBody)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: T.trialReset }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
  });
});
