// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_TEXTS } from '../../../common/texts';
import { ApiError } from '../../api/client';
import { renderPage } from '../../dataProvider/testing';
import { routes } from '../../paths';
import { StreamPage } from './StreamPage';
import { STREAM_TEXTS as T } from './texts';

// The publisher (the streaming library) starts only with a configuration; these pages never get one.
vi.mock('./usePublisher', () => ({ usePublisher: () => ({}) }));

afterEach(cleanup);

const openWith = (error: ApiError) =>
  renderPage(<StreamPage />, {
    path: routes.stream,
    url: routes.stream,
    dataProvider: { getStreamPublishConfig: () => Promise.reject(error) },
  });

describe('the stream page when its publish configuration fails (single-target-and-flows.md §2, §8)', () => {
  it('says "Uh Oh!" with a sentence of ours when the server could not be reached, not the browser’s text', async () => {
    openWith(new ApiError(0, 'Failed to fetch'));
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(T.uhOh);
    expect(alert.textContent).toContain(T.noAnswer);
    expect(alert.textContent).not.toContain('Failed to fetch');
  });

  it('says "Uh Oh!" with the server’s reason when it answered', async () => {
    openWith(new ApiError(500, 'The stream server is not running'));
    expect((await screen.findByRole('alert')).textContent).toContain('The stream server is not running');
  });

  it('shows the not-enabled view for the missing stream permission', async () => {
    openWith(new ApiError(403, COMMON_TEXTS.streamPermissionMissing));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(T.notEnabledTitle);
  });
});
