// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderPage } from '../../dataProvider/testing';
import { Toasts } from '../../layout/Toasts';
import { MvbotsPage } from './MvbotsPage';
import { MVBOTS_TEXTS as T } from './texts';

vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: { id: 'staff-1', permissions: ['superuser'] } }),
}));

afterEach(cleanup);

describe('Bot Administration notices', () => {
  it('replaces a section’s last message with the next one, and Dismiss removes it', async () => {
    const failures = ['The topics are being rewritten.', 'The topics could not be read.'];
    renderPage(
      <>
        <MvbotsPage />
        <Toasts />
      </>,
      {
        path: '/admin/mvbots',
        url: '/admin/mvbots',
        dataProvider: {
          listMvbotActorConfigs: () => Promise.resolve([]),
          listMvbotTopicCollections: () => Promise.resolve([{ collection_name: 'harbour', topics_count: 3 }]),
          listMvbotLocationContexts: () => Promise.resolve([]),
          listMvbotSystemPrompts: () => Promise.resolve([]),
          getMvbotTopicCollection: () => Promise.reject(new ApiError(409, failures.shift() ?? 'again')),
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: T.viewTopics }));
    expect((await screen.findByRole('alert')).textContent).toContain('The topics are being rewritten.');
    fireEvent.click(screen.getByRole('button', { name: T.viewTopics }));
    await screen.findByText('The topics could not be read.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: T.dismiss }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('Bot Administration writes', () => {
  it('resets a context after its confirmation, says so and reads the contexts again', async () => {
    const resetMvbotLocationContext = vi.fn(() => Promise.resolve({}));
    const listMvbotLocationContexts = vi.fn(() => Promise.resolve([{ location_uri: 'demo-business' }]));
    renderPage(
      <>
        <MvbotsPage />
        <Toasts />
      </>,
      {
        path: '/admin/mvbots',
        url: '/admin/mvbots',
        dataProvider: {
          listMvbotActorConfigs: () => Promise.resolve([]),
          listMvbotTopicCollections: () => Promise.resolve([]),
          listMvbotLocationContexts,
          listMvbotSystemPrompts: () => Promise.resolve([]),
          resetMvbotLocationContext: resetMvbotLocationContext as never,
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: T.resetContext }));
    const confirm = await screen.findByRole('dialog', { name: T.confirmResetContext('demo-business') });
    fireEvent.click(within(confirm).getByRole('button', { name: T.resetContext }));
    expect(await screen.findByText(T.contextReset('demo-business'))).toBeTruthy();
    expect(resetMvbotLocationContext).toHaveBeenCalledWith('demo-business');
    await waitFor(() => expect(listMvbotLocationContexts).toHaveBeenCalledTimes(2));
  });
});
