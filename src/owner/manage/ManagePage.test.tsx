// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Domain } from '../../api/types';
import { businessPlan, deferred, ownedDomain, renderPage } from '../../dataProvider/testing';
import { paths, routes } from '../../paths';
import { Toasts } from '../../layout/Toasts';
import { ManagePage } from './ManagePage';
import { MANAGE_TEXTS as T } from './texts';

vi.mock(
  '../../authProvider/useSession',
  async () => (await import('../../dataProvider/testing')).ownerSessionModule,
);

const domain = ownedDomain;
const plan = businessPlan;

const open = (dataProvider: Parameters<typeof renderPage>[1]['dataProvider']) =>
  renderPage(
    <>
      <ManagePage />
      <Toasts />
    </>,
    {
      path: routes.domainManage,
      url: paths.domain.manage('moonbase'),
      dataProvider,
    },
  );

afterEach(cleanup);

describe('ManagePage', () => {
  it('shows a readonly metaverse with its message and every control disabled', async () => {
    open({
      getDomain: () =>
        Promise.resolve({ ...domain, readonly: true, readonly_message: 'Frozen for the event.' }),
      getDomainPlan: () => Promise.resolve(plan),
      getSharedInvite: () => Promise.resolve({ link: 'https://example.test/invite/abc' }),
    });
    expect(await screen.findByText('Frozen for the event.')).toBeTruthy();
    expect((screen.getByLabelText(T.name) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(T.headsetDestination) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('switch', { name: 'Access via stores' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: T.save })).toHaveProperty('disabled', true);
  });

  it('shows nothing while the metaverse loads, then its form', async () => {
    const reply = deferred<Domain>();
    const getDomain = vi.fn(() => reply.promise);
    open({
      getDomain,
      getDomainPlan: () => Promise.resolve(plan),
      getSharedInvite: () => Promise.resolve({ link: 'https://example.test/invite/abc' }),
    });
    expect(screen.queryByRole('heading', { name: T.title })).toBeNull();
    expect(getDomain).toHaveBeenCalledWith(
      'moonbase',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    reply.resolve(domain);
    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
    expect((screen.getByLabelText(T.name) as HTMLInputElement).value).toBe('Moon Base');
    // The URL cannot be changed, and the field says so.
    const url = screen.getByRole('textbox', { name: T.url, description: T.urlFixed }) as HTMLInputElement;
    expect(url.readOnly).toBe(true);
    expect(url.value).toBe('moonbase');
    expect(await screen.findByDisplayValue('https://example.test/invite/abc')).toBeTruthy();
    // The store switch reads as in the Create Metaverse wizard: one label, the spec's.
    expect(screen.getByRole('switch', { name: 'Access via stores' })).toBeTruthy();
  });

  it('says the metaverse is invalid when it cannot be loaded', async () => {
    open({
      getDomain: () => Promise.reject(new Error('Not found')),
      getDomainPlan: () => Promise.resolve(plan),
      getSharedInvite: () => Promise.resolve({}),
    });
    expect(await screen.findByText(T.domainInvalid)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: T.title })).toBeNull();
  });

  it('saves the changed name and reads the metaverse again', async () => {
    const getDomain = vi.fn(() => Promise.resolve(domain));
    const updateDomain = vi.fn((_id: string, changes: Partial<Domain>) =>
      Promise.resolve({ ...domain, ...changes }),
    );
    open({
      getDomain,
      getDomainPlan: () => Promise.resolve(plan),
      getSharedInvite: () => Promise.resolve({}),
      updateDomain,
    });
    const name = (await screen.findByLabelText(T.name)) as HTMLInputElement;
    expect(screen.getByDisplayValue(T.noInviteLink)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Moon Base Two' } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));

    await waitFor(() => expect(updateDomain).toHaveBeenCalledWith('dom-1', { name: 'Moon Base Two' }));
    await waitFor(() => expect(getDomain).toHaveBeenCalledTimes(2));
    expect(name.value).toBe('Moon Base Two');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: T.save }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it("shows the server's refusal next to the field it names until that field changes", async () => {
    const refusal = 'Headset destination must be at most 200 characters long.';
    const updateDomain = vi.fn(() => Promise.reject(new ApiError(400, refusal)));
    open({
      getDomain: () => Promise.resolve(domain),
      getDomainPlan: () => Promise.resolve(plan),
      getSharedInvite: () => Promise.resolve({}),
      updateDomain,
    });
    const destination = (await screen.findByLabelText(T.headsetDestination)) as HTMLInputElement;
    fireEvent.change(destination, { target: { value: 'd'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: T.headsetDestination, description: refusal })).toBeTruthy(),
    );
    expect(destination.getAttribute('aria-invalid')).toBe('true');
    // Not saved: the value stays and Save stays available.
    expect(destination.value).toBe('d'.repeat(201));
    expect((screen.getByRole('button', { name: T.save }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('textbox', { name: T.name }).getAttribute('aria-invalid')).toBe('false');

    fireEvent.change(destination, { target: { value: 'quest-home' } });
    expect(screen.queryByText(refusal)).toBeNull();
    expect(destination.getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps the delete dialog open with the reason when the delete is refused', async () => {
    const deleteDomain = vi.fn(() =>
      Promise.reject(new ApiError(403, 'Only the owner of a Metaverse can delete it')),
    );
    open({
      getDomain: () => Promise.resolve(domain),
      getDomainPlan: () => Promise.resolve(plan),
      getSharedInvite: () => Promise.resolve({}),
      deleteDomain,
    });
    fireEvent.click(await screen.findByRole('button', { name: T.planMenu }));
    fireEvent.click(await screen.findByRole('menuitem', { name: T.delete }));
    const dialog = await screen.findByRole('dialog', { name: T.deleteTitle });
    fireEvent.change(within(dialog).getByLabelText(T.deletePrompt('moonbase')), {
      target: { value: 'moonbase' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only the owner of a Metaverse can delete it',
    );
    expect(deleteDomain).toHaveBeenCalledWith('dom-1');
    expect(screen.getByRole('dialog', { name: T.deleteTitle })).toBeTruthy();
    // Said once, in the dialog: not also in a toast.
    expect(screen.getAllByText('Only the owner of a Metaverse can delete it')).toHaveLength(1);
  });

  it('says above Save why a save that names no field failed, once, until the form changes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'Only the owner and managers of this metaverse can do this';
    const updateDomain = vi.fn(() => Promise.reject(new ApiError(403, refusal)));
    open({
      getDomain: () => Promise.resolve(domain),
      getDomainPlan: () => Promise.resolve(plan),
      getSharedInvite: () => Promise.resolve({}),
      updateDomain,
    });
    const name = (await screen.findByLabelText(T.name)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Moon Base Two' } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    // Not saved: the change stays, and so does Save.
    expect(name.value).toBe('Moon Base Two');
    expect((screen.getByRole('button', { name: T.save }) as HTMLButtonElement).disabled).toBe(false);
    expect(logged).toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Moon Base Three' } });
    expect(screen.queryByText(refusal)).toBeNull();
    logged.mockRestore();
  });
});
