// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ContentItem, DriveFilePage, DriveItem, Storage } from '../../dataProvider/drives';
import { deferred, renderPage } from '../../dataProvider/testing';
import { DATA_TEXTS } from '../../dataProvider/texts';
import { formatGigabytes } from '../../lib/storage';
import { paths, routes } from '../../paths';
import { BrowseDrivePage } from './BrowseDrivePage';
import { DrivesPage } from './DrivesPage';
import { DRIVES_TEXTS as T } from './texts';

type Provider = Parameters<typeof renderPage>[1]['dataProvider'];

const photos: DriveItem = {
  id: 'photos',
  name: 'Photos',
  type: 'account',
  path: 'photos',
  provider: 'builtin',
};
const google: DriveItem = {
  id: 'g-1',
  name: 'My Google Drive',
  type: 'account',
  path: 'g-1',
  provider: 'google',
};

const FOLDER = 'metaverses/moonbase/uploads';
const file = (name: string): DriveItem => ({
  id: `id-${name}`,
  name,
  type: 'file',
  path: `${FOLDER}/${name}`,
  mimeType: 'application/pdf',
});
const GB = 1024 ** 3;
const storage = (used: number): Storage => ({ used: used * GB, available: 10 * GB });
const storageText = (used: number) => T.storage(formatGigabytes(used * GB), formatGigabytes(10 * GB));

const openDrives = (dataProvider: Provider) =>
  renderPage(<DrivesPage />, { path: routes.drives, url: paths.drives(), dataProvider });
const openFolder = (dataProvider: Provider) =>
  renderPage(<BrowseDrivePage />, { path: routes.browseDrive, url: paths.browseDrive(FOLDER), dataProvider });

// The grid asks for the next page when its end scrolls into view; the tests press Load more instead.
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DrivesPage', () => {
  it('lists the linked drives once they arrive; the photos drive cannot be removed', async () => {
    const reply = deferred<DriveItem[]>();
    const listDriveAccounts = vi.fn(() => reply.promise);
    openDrives({ listDriveAccounts });

    expect(await screen.findByRole('heading', { name: T.title })).toBeTruthy();
    expect(listDriveAccounts).toHaveBeenCalledWith(
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(screen.queryByText(T.empty)).toBeNull();

    reply.resolve([photos, google]);
    expect(await screen.findByText('My Google Drive')).toBeTruthy();
    expect(screen.getByRole('button', { name: T.removeLabel('Photos') }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: T.removeLabel('My Google Drive') }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('removes a drive once confirmed and shows the list the server answers with', async () => {
    const removeDriveAccount = vi.fn(() => Promise.resolve([photos]));
    openDrives({ listDriveAccounts: () => Promise.resolve([photos, google]), removeDriveAccount });

    fireEvent.click(await screen.findByRole('button', { name: T.removeLabel('My Google Drive') }));
    const dialog = await screen.findByRole('dialog', { name: T.removeTitle });
    expect(dialog.textContent).toContain(T.removeText('My Google Drive'));
    expect(removeDriveAccount).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removeDriveAccount).not.toHaveBeenCalled();
    expect(screen.getByText('My Google Drive')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: T.removeLabel('My Google Drive') }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: T.removeTitle })).getByRole('button', {
        name: T.remove,
      }),
    );

    await waitFor(() => expect(screen.queryByText('My Google Drive')).toBeNull());
    expect(removeDriveAccount).toHaveBeenCalledWith('g-1');
    expect(screen.getByText('Photos')).toBeTruthy();
  });

  it('links a drive through a one-use code from the API, never putting the session in the address', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const createDriveLinkCode = vi.fn(() => Promise.resolve({ code: 'one-use-code', expiresIn: 120 }));
    openDrives({ listDriveAccounts: () => Promise.resolve([photos]), createDriveLinkCode });

    fireEvent.click(await screen.findByRole('button', { name: T.addCloudDrive }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(createDriveLinkCode).toHaveBeenCalledWith('google');
    const url = new URL(String(assign.mock.calls[0]?.[0]), 'http://console.test');
    expect(url.pathname).toBe('/v2/oauth/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: 'google',
      returnPath: paths.drives(),
      code: 'one-use-code',
    });
  });

  it('shows no drives when they cannot be loaded', async () => {
    openDrives({ listDriveAccounts: () => Promise.reject(new Error('Server error')) });
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });
});

describe('BrowseDrivePage', () => {
  const page = (files: DriveItem[], nextPageToken?: string): DriveFilePage => ({ files, nextPageToken });

  it("shows a folder's files with its metaverse's storage, and adds the next page on Load more", async () => {
    const listDriveFiles = vi.fn((_path: string, _size: number, token: string | undefined) =>
      Promise.resolve(token ? page([file('b.pdf')]) : page([file('a.pdf')], 'next-1')),
    );
    const getContentStorage = vi.fn(() => Promise.resolve(storage(2)));
    openFolder({ listDriveFiles, getContentStorage });

    expect(await screen.findByText('a.pdf')).toBeTruthy();
    expect(await screen.findByText(storageText(2))).toBeTruthy();
    const signal = expect.objectContaining({ signal: expect.any(AbortSignal) });
    expect(listDriveFiles).toHaveBeenCalledWith(FOLDER, 200, undefined, signal);
    expect(getContentStorage).toHaveBeenCalledWith('moonbase', signal);

    fireEvent.click(screen.getByRole('button', { name: T.loadMore }));
    expect(await screen.findByText('b.pdf')).toBeTruthy();
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(listDriveFiles).toHaveBeenLastCalledWith(FOLDER, 200, 'next-1');
    expect(screen.queryByRole('button', { name: T.loadMore })).toBeNull();
  });

  it('deletes a file: it leaves the folder and the storage shows the reply', async () => {
    const deleteContent = vi.fn(() => Promise.resolve(storage(1)));
    openFolder({
      listDriveFiles: () => Promise.resolve(page([file('a.pdf'), file('b.pdf')])),
      getContentStorage: () => Promise.resolve(storage(2)),
      deleteContent,
    });

    fireEvent.click(await screen.findByRole('button', { name: `${T.delete} a.pdf` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.deleteText('a.pdf'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: T.delete }));

    await waitFor(() => expect(screen.queryByText('a.pdf')).toBeNull());
    expect(deleteContent).toHaveBeenCalledWith('moonbase', 'id-a.pdf');
    expect(screen.getByText('b.pdf')).toBeTruthy();
    expect(await screen.findByText(storageText(1))).toBeTruthy();
  });

  it('reads the folder again after an upload, asking for what is loaded plus a page', async () => {
    let files = [file('a.pdf')];
    const listDriveFiles = vi.fn(() => Promise.resolve(page(files)));
    const uploadContent = vi.fn((_domain: string, upload: File) => {
      files = [...files, file(upload.name)];
      return Promise.resolve({ id: 'id-new', name: upload.name, blob: 'blob-1' } as ContentItem);
    });
    const { container } = openFolder({
      listDriveFiles,
      getContentStorage: () => Promise.resolve(storage(2)),
      uploadContent,
    });
    expect(await screen.findByText('a.pdf')).toBeTruthy();

    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('The upload input is missing');
    fireEvent.change(input, { target: { files: [new File(['x'], 'new.pdf', { type: 'application/pdf' })] } });

    expect(await screen.findByText('new.pdf')).toBeTruthy();
    expect(uploadContent).toHaveBeenCalledWith('moonbase', expect.any(File));
    expect(listDriveFiles).toHaveBeenLastCalledWith(FOLDER, 201, undefined, expect.anything());
  });

  it('shows the Upload Error dialog when a stored file has no blob', async () => {
    const { container } = openFolder({
      listDriveFiles: () => Promise.resolve(page([])),
      getContentStorage: () => Promise.resolve(storage(2)),
      uploadContent: () => Promise.resolve({ id: 'id-new', name: 'new.pdf', blob: '' } as ContentItem),
    });
    expect(await screen.findByText(T.emptyFolder)).toBeTruthy();

    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('The upload input is missing');
    fireEvent.change(input, { target: { files: [new File(['x'], 'new.pdf', { type: 'application/pdf' })] } });

    const dialog = await screen.findByRole('dialog', { name: T.uploadErrorTitle });
    expect(within(dialog).getByText(DATA_TEXTS.fileUploadFailed)).toBeTruthy();
  });

  it('shows the spec’s text, not the HTTP status text, when an upload fails with an empty error', async () => {
    const { container } = openFolder({
      listDriveFiles: () => Promise.resolve(page([])),
      getContentStorage: () => Promise.resolve(storage(2)),
      uploadContent: () => Promise.reject(new ApiError(500, 'Internal Server Error', '')),
    });
    expect(await screen.findByText(T.emptyFolder)).toBeTruthy();
    const input = container.querySelector('input[type="file"]');
    if (!input) throw new Error('The upload input is missing');
    fireEvent.change(input, { target: { files: [new File(['x'], 'new.pdf', { type: 'application/pdf' })] } });

    const dialog = await screen.findByRole('dialog', { name: T.uploadErrorTitle });
    expect(within(dialog).getByRole('alert').textContent).toBe(DATA_TEXTS.fileUploadFailed);
  });

  it('says so when the folder cannot be loaded', async () => {
    openFolder({
      listDriveFiles: () => Promise.reject(new Error('Server error')),
      getContentStorage: () => Promise.resolve(storage(2)),
    });
    expect(await screen.findByText(T.error)).toBeTruthy();
  });
});
