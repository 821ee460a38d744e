// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onToast, type Toast } from '../../api/errors';
import type { AppDataProvider } from '../../dataProvider';
import { renderPage } from '../../dataProvider/testing';
import { InviteLinkField } from './InviteLinkField';
import { MANAGE_TEXTS as T } from './texts';

afterEach(cleanup);

describe('the invite link field', () => {
  it('says so when the browser refuses to copy the link, instead of only logging it', async () => {
    const link = 'https://multiverse.example/acceptinvite?secret=abc';
    const getSharedInvite = vi.fn(() => Promise.resolve({ link }));
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(() => Promise.reject(new Error('Write permission denied.'))) },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toasts: Toast[] = [];
    const stop = onToast((toast) => toasts.push(toast));
    try {
      renderPage(<InviteLinkField uri="demo" canInviteByLink onNeedsUpgrade={() => undefined} />, {
        path: '/',
        url: '/',
        dataProvider: { getSharedInvite } as unknown as Partial<AppDataProvider>,
      });
      expect(await screen.findByDisplayValue(link)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: T.inviteMenu }));
      fireEvent.click(await screen.findByRole('menuitem', { name: T.copy }));
      await waitFor(() => expect(toasts).toEqual([{ message: T.copyFailed, severity: 'error' }]));
    } finally {
      stop();
    }
  });

  it('says under the field why a new link was refused, instead of only logging it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal =
      'Only paid metaverses can create invites. Upgrade this metaverse to invite people with a link.';
    const createSharedInvite = vi.fn(() => Promise.reject(new ApiError(403, refusal)));
    renderPage(<InviteLinkField uri="demo" canInviteByLink onNeedsUpgrade={() => undefined} />, {
      path: '/',
      url: '/',
      dataProvider: {
        getSharedInvite: () => Promise.resolve({}),
        createSharedInvite,
      } as unknown as Partial<AppDataProvider>,
    });
    fireEvent.click(await screen.findByRole('button', { name: T.inviteMenu }));
    fireEvent.click(await screen.findByRole('menuitem', { name: T.create }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: T.inviteLink, description: refusal })).toBeTruthy(),
    );
    expect(createSharedInvite).toHaveBeenCalled();
  });
});
