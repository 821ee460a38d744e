// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { AppDataProvider } from '../../dataProvider';
import { renderPage } from '../../dataProvider/testing';
import { CollectionShow } from './CollectionShow';
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

afterEach(cleanup);

describe('CollectionShow', () => {
  it('says at once that a missing record could not be loaded, asking only once', async () => {
    const getOne = vi.fn(() => Promise.reject(new ApiError(404, 'There is no such document')));
    renderPage(<CollectionShow />, {
      path: '/admin/stringmatches/:id',
      url: '/admin/stringmatches/nothing-here',
      resource: 'admin/stringmatches',
      dataProvider: { getOne: getOne as AppDataProvider['getOne'] },
    });
    expect(await screen.findByText(COLLECTION_TEXTS.notFound)).toBeTruthy();
    expect(getOne).toHaveBeenCalledTimes(1);
  });
});
