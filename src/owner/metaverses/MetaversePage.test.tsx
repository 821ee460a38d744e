// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessPlan, ownedDomain, renderPage } from '../../dataProvider/testing';
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
  it('says the payment went through on the return from checkout, once', async () => {
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
        },
      },
    );
    expect((await screen.findByRole('status')).textContent).toContain(T.checkoutDone);
    // The marker leaves the address, so a reload does not say it again.
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('/domains/moonbase'));
  });
});
