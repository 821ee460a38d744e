// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADSET_EVENT_LOOKUP_DEBOUNCE_MS, PROMOTION_TEXTS } from '../../../common/promotionRules';
import { ApiError } from '../../api/client';
import type { Entity } from '../../dataProvider/entities';
import { ownedDomain, renderPage } from '../../dataProvider/testing';
import { PromotionCard } from './PromotionCard';
import type { Release } from './TargetControls';
import { TARGET_PAGE_TEXTS } from './texts';

const T = TARGET_PAGE_TEXTS.promotion;
const session = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'user-1', permissions: session.permissions },
    domains: [],
    currentDomain: null,
    inventory: {},
  }),
}));

const DAY = 86_400_000;
const start = new Date(Date.now() + 10 * DAY);
const ready: Entity = {
  id: 'ev-1',
  name: 'premiere',
  nickname: 'Premiere',
  domain: 'dom-1',
  description: 'First showing',
  iconblob: 'i',
  bannerblob: 'b',
  doorimageblob: 'd',
  discoveryiconblob: 'c',
  startdate: start.toISOString(),
  enddate: new Date(start.getTime() + 3_600_000).toISOString(),
  published: true,
};

function open(entity: Entity, dataProvider: Record<string, unknown> = {}, release: Release = 'prod') {
  return renderPage(
    <PromotionCard
      domain={ownedDomain}
      entityKey="premiere"
      entity={entity}
      disabled={false}
      release={release}
    />,
    { path: '/', url: '/', dataProvider },
  );
}

afterEach(() => {
  cleanup();
  session.permissions = [];
});

describe('PromotionCard', () => {
  it('keeps Confirm disabled while a check fails', async () => {
    open({ ...ready, published: false });
    fireEvent.click(screen.getByRole('button', { name: T.request }));
    const dialog = await screen.findByRole('dialog', { name: T.requestTitle });
    expect(within(dialog).getByText(PROMOTION_TEXTS.checks.published)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: T.confirm }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('enables Accept in the Oculus terms only once the box is ticked, then submits', async () => {
    const updateEntity = vi.fn(() => Promise.resolve({ ...ready, oculussubmission: 'submitted' }));
    open({ ...ready, oculussubmission: 'started' }, { updateEntity });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    const dialog = await screen.findByRole('dialog', { name: T.termsTitle });
    const accept = within(dialog).getByRole('button', { name: T.accept }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: T.acceptTerms }));
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    await waitFor(() =>
      expect(updateEntity).toHaveBeenCalledWith('dom-1', 'events', 'ev-1', { oculussubmission: 'submitted' }),
    );
  });

  it('shows the staff controls only on the Work In Progress release, and only to holders of admin_write_entities', () => {
    open({ ...ready, oculussubmission: 'submitted' }, {}, 'dev');
    expect(screen.queryByRole('button', { name: T.assign })).toBeNull();
    cleanup();
    session.permissions = ['superuser'];
    open({ ...ready, oculussubmission: 'submitted' }, {}, 'prod');
    expect(screen.queryByRole('button', { name: T.assign })).toBeNull();
    cleanup();
    open({ ...ready, oculussubmission: 'submitted' }, {}, 'dev');
    expect(screen.getByRole('button', { name: T.assign })).toBeTruthy();
    expect(screen.getByRole('button', { name: T.refuse })).toBeTruthy();
  });

  it('looks the id up once typing has settled for a second, names the mismatches and assigns once ignored', async () => {
    session.permissions = ['superuser'];
    const getOculusEvent = vi.fn((id: string) =>
      Promise.resolve({
        oculusid: id,
        title: 'PREMIERE',
        start: ready.startdate!,
        end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
        subscribers: 3,
      }),
    );
    const updateEntity = vi.fn(() => Promise.resolve({ ...ready, oculussubmission: 'accepted' }));
    open({ ...ready, oculussubmission: 'submitted' }, { getOculusEvent, updateEntity }, 'dev');
    fireEvent.click(screen.getByRole('button', { name: T.assign }));
    const dialog = await screen.findByRole('dialog', { name: T.assignTitle });
    const field = within(dialog).getByRole('textbox', { name: T.eventId });
    // The page's clock, not the machine's: just before the second, nothing is looked up; at it, the id is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const typed of ['7', '71', '710']) fireEvent.change(field, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(HEADSET_EVENT_LOOKUP_DEBOUNCE_MS - 1));
      expect(getOculusEvent).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(getOculusEvent).toHaveBeenCalledTimes(1);
      // What the reply starts on the page's clock (the card's reveal) runs before the clock is the machine's again.
      await act(() => vi.runOnlyPendingTimersAsync());
    } finally {
      vi.useRealTimers();
    }
    // Title matches whatever its case, start matches, end does not.
    expect(await within(dialog).findByText(PROMOTION_TEXTS.endMismatch)).toBeTruthy();
    expect(getOculusEvent).toHaveBeenCalledTimes(1);
    expect(getOculusEvent).toHaveBeenCalledWith('710', expect.anything());
    expect(within(dialog).queryByText(PROMOTION_TEXTS.titleMismatch)).toBeNull();
    expect(within(dialog).queryByText(PROMOTION_TEXTS.startMismatch)).toBeNull();
    const assign = within(dialog).getByRole('button', { name: T.assignConfirm }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: T.ignoreErrors }));
    expect(assign.disabled).toBe(false);
    fireEvent.click(assign);
    await waitFor(() =>
      expect(updateEntity).toHaveBeenCalledWith('dom-1', 'events', 'ev-1', {
        oculussubmission: 'accepted',
        oculuseventid: '710',
      }),
    );
  });

  it('says "Event not found" when the lookup fails', async () => {
    session.permissions = ['superuser'];
    const getOculusEvent = vi.fn(() => Promise.reject(new ApiError(404, 'Event not found')));
    open({ ...ready, oculussubmission: 'submitted' }, { getOculusEvent }, 'dev');
    fireEvent.click(screen.getByRole('button', { name: T.assign }));
    const dialog = await screen.findByRole('dialog', { name: T.assignTitle });
    fireEvent.change(within(dialog).getByRole('textbox', { name: T.eventId }), { target: { value: '1' } });
    expect(await within(dialog).findByText(PROMOTION_TEXTS.eventNotFound)).toBeTruthy();
  });
});
