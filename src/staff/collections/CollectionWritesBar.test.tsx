// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTION_WRITES } from '../../../common/api/collections';
import { renderPage } from '../../dataProvider/testing';
import { FORM_TEXTS } from '../../forms/editState';
import { CollectionWritesBar } from './CollectionWritesBar';
import RecordEditor from './RecordEditor';
import { recordWrites } from './recordWrites';
import { COLLECTION_TEXTS as T } from './texts';

const permissions = vi.hoisted(() => ({ list: ['administrator', 'admin_write_entities'] }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'staff-1', permissions: permissions.list },
    domains: [],
    currentDomain: null,
    inventory: {},
  }),
}));

afterEach(() => {
  cleanup();
  permissions.list = ['administrator', 'admin_write_entities'];
});

describe('CollectionWritesBar', () => {
  it('says why a read-only collection is not edited here', () => {
    renderPage(<CollectionWritesBar collection="witrequests" />, { path: '/', url: '/', dataProvider: {} });
    expect(screen.getByText(`${T.readOnly} ${COLLECTION_WRITES.witrequests.readOnly}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.new })).toBeNull();
  });

  it('says where new records come from when they are not created here', () => {
    renderPage(<CollectionWritesBar collection="plots" />, { path: '/', url: '/', dataProvider: {} });
    expect(screen.getByText(`${T.createdElsewhere} ${COLLECTION_WRITES.plots.createdBy}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.new })).toBeNull();
  });

  it('offers New on locations to a superuser: it asks which metaverse and opens its Create New Location', async () => {
    const { unmount } = renderPage(<CollectionWritesBar collection="locations" />, {
      path: '/',
      url: '/',
      dataProvider: {},
    });
    // An administrator cannot open a metaverse's creation page, so is not offered the way there.
    expect(screen.queryByRole('button', { name: T.new })).toBeNull();
    unmount();
    permissions.list = ['superuser'];
    const findRecord = vi.fn((collection: string, _fields: readonly string[], text: string) =>
      Promise.resolve(
        collection === 'domains' && text === 'demo-business'
          ? { id: 'd1', uri: 'demo-business', name: 'Demo Business' }
          : null,
      ),
    );
    const { container } = renderPage(<CollectionWritesBar collection="locations" />, {
      path: '/admin/locations',
      url: '/admin/locations',
      dataProvider: { findRecord } as never,
    });
    expect(screen.getByText(`${T.createdElsewhere} ${COLLECTION_WRITES.locations.createdBy}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.new }));
    const dialog = await screen.findByRole('dialog', { name: T.newIn('location') });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Metaverse id, URL name or name' }), {
      target: { value: 'demo-business' },
    });
    expect(await within(dialog).findByText('Found: Demo Business')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // The list's route is left for /domains/demo-business/createlocation.
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(findRecord).toHaveBeenCalledWith(
      'domains',
      ['id', 'uri', 'name'],
      'demo-business',
      expect.anything(),
    );
  });

  it("offers New only to staff who may write, opening the form of the record's schema", async () => {
    permissions.list = ['administrator'];
    const { unmount } = renderPage(<CollectionWritesBar collection="stringmatches" />, {
      path: '/',
      url: '/',
      dataProvider: {},
    });
    expect(screen.queryByRole('button', { name: T.new })).toBeNull();
    unmount();
    permissions.list = ['administrator', 'admin_write_entities'];
    renderPage(<CollectionWritesBar collection="stringmatches" />, {
      path: '/',
      url: '/',
      dataProvider: {},
    });
    fireEvent.click(screen.getByRole('button', { name: T.new }));
    const dialog = await screen.findByRole('dialog', { name: T.newRecord });
    expect(await within(dialog).findByRole('textbox', { name: /Heard text/ })).toBeTruthy();
  });
});

describe('the delete confirmation of a record', () => {
  it('lists what the server deletes with the record before staff confirm', async () => {
    const record = {
      id: 'loc-1',
      nickname: 'Beach',
      path: 'demo/locations/beach',
      timestamp: '2026-01-01T00:00:00.000Z',
    };
    const getAdminDeleteCascade = vi.fn(() =>
      Promise.resolve({
        items: [
          { what: 'styles', count: 2 },
          { what: 'AI agents settings', count: 1 },
        ],
      }),
    );
    const deleteAdminLocation = vi.fn(() => Promise.resolve(record));
    renderPage(
      <RecordEditor
        collection="locations"
        writes={recordWrites('locations')!}
        record={record}
        onBack={() => undefined}
        onReload={() => undefined}
      />,
      {
        path: '/',
        url: '/',
        dataProvider: {
          getAdminDeleteCascade: getAdminDeleteCascade as never,
          deleteAdminLocation: deleteAdminLocation as never,
        },
      },
    );
    expect(getAdminDeleteCascade).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: FORM_TEXTS.delete }));
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('list', { name: T.cascadeHeading });
    expect(within(list).getByText(T.cascadeItem(2, 'styles'))).toBeTruthy();
    expect(within(list).getByText(T.cascadeItem(1, 'AI agents settings'))).toBeTruthy();
    expect(getAdminDeleteCascade).toHaveBeenCalledWith('locations', 'loc-1');
    fireEvent.click(within(dialog).getByRole('button', { name: FORM_TEXTS.delete }));
    await waitFor(() => expect(deleteAdminLocation).toHaveBeenCalledWith('loc-1', record.timestamp));
  });
});
