// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Domain } from '../../api/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessPlan, deferred, ownedDomain, renderPage } from '../../dataProvider/testing';
import { Toasts } from '../../layout/Toasts';
import { routes } from '../../paths';
import { MetaversePage } from './MetaversePage';
import { METAVERSES_TEXTS as T } from './texts';

vi.mock(
  '../../authProvider/useSession',
  async () => (await import('../../dataProvider/testing')).ownerSessionModule,
);

afterEach(cleanup);

function Address() {
  const { pathname, search } = useLocation();
  return <div aria-label="address">{`${pathname}${search}`}</div>;
}

describe('a metaverse page', () => {
  it('reads the subscription from the payments provider on the return from checkout, then says the payment went through, once', async () => {
    const synced = deferred<Domain>();
    const syncSubscription = vi.fn(() => synced.promise);
    renderPage(
      <>
        <MetaversePage />
        <Address />
        <Toasts />
      </>,
      {
        path: routes.domain,
        url: '/domains/moonbase?checkout=success',
        dataProvider: {
          getDomain: () => Promise.resolve(ownedDomain),
          getDomainPlan: () => Promise.resolve(businessPlan),
          syncSubscription,
        },
      },
    );
    await waitFor(() => expect(syncSubscription).toHaveBeenCalledWith(ownedDomain.id));
    // Nothing is said before the plan is read.
    expect(screen.queryByRole('status')).toBeNull();
    synced.resolve(ownedDomain);
    expect((await screen.findByRole('status')).textContent).toContain(T.checkoutDone);
    expect(syncSubscription).toHaveBeenCalledTimes(1);
    // The marker leaves the address, so a reload does not say it again.
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('/domains/moonbase'));
  });
});
