// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import { Toasts } from '../../layout/Toasts';
import { UPGRADE_TEXTS as T } from './texts';
import { useUpgradeFlow } from './useUpgradeFlow';

afterEach(cleanup);

/** Chooses the free plan and confirms, as the plan page's buttons and dialog do. */
function Probe() {
  const { state, dispatch } = useUpgradeFlow('dom-1', 'moonbase', { isOwner: true, hasSubscription: false });
  const { pathname } = useLocation();
  return (
    <>
      <div aria-label="address">{pathname}</div>
      <button onClick={() => dispatch({ type: 'choose', choice: { plan: 'free', button: 'downgrade' } })}>
        choose
      </button>
      {state.kind === 'confirmDowngrade' && (
        <button onClick={() => dispatch({ type: 'confirm' })}>confirm</button>
      )}
    </>
  );
}

describe('the plan upgrade flow', () => {
  it('says the plan was changed when it returns to the metaverse', async () => {
    const setPlan = vi.fn(() => Promise.resolve({}));
    renderPage(
      <>
        <Probe />
        <Toasts />
      </>,
      { path: '*', url: '/domains/moonbase/upgrade', dataProvider: { setPlan } as never },
    );
    fireEvent.click(screen.getByRole('button', { name: 'choose' }));
    fireEvent.click(await screen.findByRole('button', { name: 'confirm' }));

    expect((await screen.findByRole('status')).textContent).toContain(T.planChanged);
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('/domains/moonbase'));
    expect(setPlan).toHaveBeenCalledWith('dom-1', 'free');
  });
});
