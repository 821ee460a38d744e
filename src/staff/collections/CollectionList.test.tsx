// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { AdminDocument } from '../../api/types';
import { deferred, renderPage } from '../../dataProvider/testing';
import { CollectionList } from './CollectionList';
import { EXPORT_TEXTS } from './exportTexts';
import { COLLECTION_TEXTS } from './texts';

vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'staff-1', permissions: ['administrator'] },
    domains: [],
    currentDomain: null,
    inventory: {},
  }),
}));

const spec = { document: { name: 'string', email: 'string', currency: 'number' } } as const;
const users: AdminDocument[] = [
  { id: 'user-1', name: 'Ann Example', timestamp: '2026-01-02T00:00:00.000Z' },
  { id: 'user-2', name: 'Ben Example', timestamp: '2026-01-01T00:00:00.000Z' },
] as AdminDocument[];

const open = (dataProvider: Parameters<typeof renderPage>[1]['dataProvider']) =>
  renderPage(<CollectionList />, {
    path: '/admin/users',
    url: '/admin/users',
    resource: 'admin/users',
    dataProvider,
  });

afterEach(cleanup);

describe('CollectionList', () => {
  // First in the file, so the query-object parser has not been fetched yet.
  it('opened with a query object in the address, asks once, with that query, when the parser has arrived', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: users, total: 2 }));
    renderPage(<CollectionList />, {
      path: '/admin/users',
      url: `/admin/users?q=${encodeURIComponent("{name: 'Ann Example'}")}`,
      resource: 'admin/users',
      dataProvider: { getList: getList as never, getAdminSpec: () => Promise.resolve(spec) },
    });
    const results = await screen.findByRole('table', { name: COLLECTION_TEXTS.results });
    expect(await within(results).findByText('Ann Example')).toBeTruthy();
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith(
      'admin/users',
      expect.objectContaining({ filter: { query: { name: 'Ann Example' } } }),
    );
  });

  it('says "of more than" when the count of a large collection stopped there, and offers Next by the reply', async () => {
    const getList = vi.fn(() =>
      Promise.resolve<GetListResult>({
        data: users,
        total: 1000,
        meta: { next: 'after-user-2', prev: null, totalCapped: true },
      }),
    );
    open({ getList, getAdminSpec: () => Promise.resolve(spec) });
    const nav = await screen.findByRole('navigation', { name: COLLECTION_TEXTS.paging });
    await waitFor(() => expect(within(nav).getByRole('status').textContent).toBe('1–2 of more than 1,000'));
    expect(within(nav).getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
  });

  it("pages on by offset while the next page loads, never by the shown page's cursor", async () => {
    const second = deferred<GetListResult>();
    const getList = vi.fn((_resource: string, params: { pagination: { page: number } }) =>
      params.pagination.page === 1
        ? Promise.resolve<GetListResult>({
            data: users,
            total: 90,
            meta: { next: 'after-user-2', prev: null, totalCapped: false },
          })
        : second.promise,
    );
    open({ getList: getList as never, getAdminSpec: () => Promise.resolve(spec) });
    const nav = await screen.findByRole('navigation', { name: COLLECTION_TEXTS.paging });
    await waitFor(() => expect(within(nav).getByRole('status').textContent).toBe('1–30 of 90'));
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'admin/users',
        expect.objectContaining({ pagination: { page: 2, perPage: 30 }, meta: { cursor: 'after-user-2' } }),
      ),
    );
    // Page 2 is still on its way: its rows are not here, so neither is the cursor that leads past them.
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'admin/users',
        expect.objectContaining({ pagination: { page: 3, perPage: 30 } }),
      ),
    );
    expect((getList.mock.lastCall?.[1] as { meta?: unknown }).meta).toBeUndefined();
    second.resolve({ data: users, total: 90 });
  });

  it('shows the loading bar, then the records and the field table', async () => {
    const list = deferred<GetListResult>();
    const getList = vi.fn(() => list.promise);
    open({ getList, getAdminSpec: () => Promise.resolve(spec) });

    const results = await screen.findByRole('table', { name: COLLECTION_TEXTS.results });
    expect(screen.getByRole('progressbar', { name: COLLECTION_TEXTS.loading })).toBeTruthy();
    expect(within(results).queryByText('Ann Example')).toBeNull();
    expect(getList).toHaveBeenCalledWith(
      'admin/users',
      expect.objectContaining({ pagination: { page: 1, perPage: expect.any(Number) as number } }),
    );

    list.resolve({ data: users, total: 2 });
    expect(await within(results).findByText('Ann Example')).toBeTruthy();
    expect(within(results).getByText('Ben Example')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: COLLECTION_TEXTS.loading })).toBeNull();
    // The field table (collapsed) lists the spec's fields with their types.
    expect(await screen.findByText('currency')).toBeTruthy();
    expect(screen.getByText('number')).toBeTruthy();
  });

  it('clears the list at once when a search is refused and says why, asking only once', async () => {
    const refusal = 'Unknown operator "$bad"';
    const getList = vi.fn((_resource: string, params: { filter?: { query?: unknown } }) =>
      params.filter?.query
        ? Promise.reject(new ApiError(400, refusal))
        : Promise.resolve({ data: users, total: 2 }),
    );
    open({ getList: getList as never, getAdminSpec: () => Promise.resolve(spec) });
    const results = await screen.findByRole('table', { name: COLLECTION_TEXTS.results });
    expect(await within(results).findByText('Ann Example')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: COLLECTION_TEXTS.search }), {
      target: { value: '{"$bad": 1}' },
    });
    // Go waits for the query-object parser, fetched when the first such text is typed.
    const go = screen.getByRole('button', { name: COLLECTION_TEXTS.go });
    await waitFor(() => expect((go as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(go);

    expect((await within(results).findByRole('alert')).textContent).toBe(refusal);
    expect(within(results).queryByText('Ann Example')).toBeNull();
    expect(within(results).queryByText(COLLECTION_TEXTS.noDocuments)).toBeNull();
    // A refusal is not asked again: one request for the first page, one for the refused search.
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('reads the saved searches when the menu opens, and a deletion updates the list', async () => {
    const saved = [
      {
        id: 's1',
        name: 'Rich users',
        collection: 'users',
        state: 'sort=currency',
        created: '2026-01-01T00:00:00Z',
      },
      { id: 's2', name: 'New users', collection: 'users', state: '', created: '2026-01-02T00:00:00Z' },
    ] as const;
    const listSavedSearches = vi.fn(() => Promise.resolve({ searches: [...saved] }));
    const deleteSavedSearch = vi.fn(() => Promise.resolve({ searches: [saved[1]] }));
    open({
      getList: vi.fn(() => Promise.resolve<GetListResult>({ data: users, total: 2 })),
      getAdminSpec: () => Promise.resolve(spec),
      listSavedSearches,
      deleteSavedSearch,
    });

    const menuButton = await screen.findByRole('button', { name: EXPORT_TEXTS.savedSearches });
    expect(listSavedSearches).not.toHaveBeenCalled();
    fireEvent.click(menuButton);
    const menu = await screen.findByRole('dialog', { name: EXPORT_TEXTS.savedSearchesTitle });
    expect(await within(menu).findByText('Rich users')).toBeTruthy();
    expect(listSavedSearches).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    fireEvent.click(within(menu).getByRole('button', { name: EXPORT_TEXTS.deleteSearch('Rich users') }));
    await waitFor(() => expect(within(menu).queryByText('Rich users')).toBeNull());
    expect(deleteSavedSearch).toHaveBeenCalledWith('s1');
    expect(within(menu).getByText('New users')).toBeTruthy();
  });
});
