// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMOTION_TEXTS } from '../../../common/promotionRules';
import { ApiError } from '../../api/client';
import type { Entity } from '../../dataProvider/entities';
import { renderPage } from '../../dataProvider/testing';
import { ApprovalBanner } from './ApprovalBanner';
import { TARGET_PAGE_TEXTS } from './texts';

const T = TARGET_PAGE_TEXTS.approval;
const shop: Entity = { id: 'loc-1', name: 'shop', domain: 'dom-1', template: 'storefront' };

function open(entity: Entity, dataProvider: Record<string, unknown> = {}) {
  return renderPage(<ApprovalBanner domainId="dom-1" entityKey="shop" entity={entity} disabled={false} />, {
    path: '/',
    url: '/',
    dataProvider,
  });
}

afterEach(cleanup);

describe('ApprovalBanner', () => {
  it('is shown only for storefront and joke locations that are not approved', () => {
    open({ ...shop, template: 'gallery' });
    expect(screen.queryByTestId('approval-banner')).toBeNull();
    open({ ...shop, approval: 'approved' });
    expect(screen.queryByTestId('approval-banner')).toBeNull();
    open({ ...shop, template: 'joke' });
    expect(screen.getByTestId('approval-banner')).toBeTruthy();
  });

  it('submits a location for approval', async () => {
    const requestLocationApproval = vi.fn(() => Promise.resolve({ ...shop, approval: 'pending' }));
    open(shop, { requestLocationApproval });
    expect(screen.getByText(T.none)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(requestLocationApproval).toHaveBeenCalledWith('dom-1', 'loc-1'));
  });

  it('shows the approval note and Resubmit when not approved, and a refusal in our words', async () => {
    const requestLocationApproval = vi.fn(() =>
      Promise.reject(new ApiError(400, PROMOTION_TEXTS.alreadyPending)),
    );
    open({ ...shop, approval: 'unapproved', approvalmessage: 'Add a sign' }, { requestLocationApproval });
    const banner = screen.getByTestId('approval-banner');
    expect(within(banner).getByText(T.note('Add a sign'))).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: T.resubmit }));
    expect(await within(banner).findByRole('alert')).toBeTruthy();
    expect(within(banner).getByText(PROMOTION_TEXTS.alreadyPending)).toBeTruthy();
  });

  it('offers nothing to press while pending', () => {
    open({ ...shop, approval: 'pending' });
    expect(screen.getByText(T.pending)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
