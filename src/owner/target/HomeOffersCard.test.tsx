// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { EscrowOffer, HomeSlot } from '../../dataProvider/homeOffers';
import { renderPage } from '../../dataProvider/testing';
import { HomeOffersCard } from './HomeOffersCard';
import { HOME_OFFERS_TEXTS as T } from './homeOffersTexts';

vi.mock('../../authProvider/session', () => ({ refreshInventory: () => Promise.resolve() }));

const slot: HomeSlot = { refuseoffers: false, marketsale: false, buildingguid: 'b1', slot: 7 };
const offer = (escrowid: string, sendername: string, amount: number, fees: number): EscrowOffer => ({
  escrowid,
  senderid: `${escrowid}-sender`,
  sendername,
  amount,
  fees,
  timestamp: '2026-01-02T10:00:00.000Z',
});
const ann = offer('e1', 'Ann Lee', 1200, 120);
const bo = offer('e2', 'Bo', 900, 90);

const open = (dataProvider: Parameters<typeof renderPage>[1]['dataProvider']) =>
  renderPage(<HomeOffersCard domain="dom-1" uri="moonbase" location="flat" />, {
    path: '/domains/moonbase/locations/flat',
    url: '/domains/moonbase/locations/flat',
    dataProvider: { getUserPicture: () => Promise.resolve(null), ...dataProvider },
  });

afterEach(cleanup);

describe('HomeOffersCard', () => {
  it('shows each offer with amount, fees and what the owner gets, and the sender’s initials without a picture', async () => {
    const listReceivedOffers = vi.fn(() => Promise.resolve([ann, bo]));
    open({ getHomeSlot: () => Promise.resolve(slot), listReceivedOffers });
    const table = await screen.findByRole('table', { name: T.offers });
    const row = within(table).getByRole('row', { name: /Ann Lee/ });
    expect(row.textContent).toContain('1,200 MC');
    expect(row.textContent).toContain('120 MC');
    expect(row.textContent).toContain('1,080 MC');
    expect(row.textContent).toContain('AL');
    expect(listReceivedOffers).toHaveBeenCalledWith('b1', 7, expect.anything());
  });

  it('shows nothing to someone who does not own the home', async () => {
    const getHomeSlot = vi.fn(() => Promise.reject(new ApiError(403, 'Only the owner')));
    const { container } = open({ getHomeSlot });
    await waitFor(() => expect(getHomeSlot).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('sends the switch whenever it changes and disables Accept while offers are off', async () => {
    const setHomeAllowOffers = vi.fn((_d: string, _l: string, allow: boolean) =>
      Promise.resolve({ ...slot, refuseoffers: !allow }),
    );
    open({
      getHomeSlot: () => Promise.resolve(slot),
      listReceivedOffers: () => Promise.resolve([ann]),
      setHomeAllowOffers,
    });
    const toggle = await screen.findByRole('switch', { name: T.allowOffers });
    fireEvent.click(toggle);
    await waitFor(() => expect(setHomeAllowOffers).toHaveBeenCalledWith('dom-1', 'flat', false));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: T.acceptNamed('Ann Lee') }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole('switch', { name: T.allowOffers }));
    await waitFor(() => expect(setHomeAllowOffers).toHaveBeenLastCalledWith('dom-1', 'flat', true));
  });

  it('declines with the amount shown and reads the list again', async () => {
    const respondToOffer = vi.fn(() => Promise.resolve({ escrowid: 'e2', accepted: false }));
    const listReceivedOffers = vi.fn().mockResolvedValueOnce([ann, bo]).mockResolvedValue([ann]);
    open({ getHomeSlot: () => Promise.resolve(slot), listReceivedOffers, respondToOffer });
    fireEvent.click(await screen.findByRole('button', { name: T.declineNamed('Bo') }));
    await waitFor(() => expect(respondToOffer).toHaveBeenCalledWith('e2', false, 900));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Bo/ })).toBeNull());
  });

  it('accepts after the confirmation and moves on to the metaverse without reading the sold home again', async () => {
    const respondToOffer = vi.fn(() => Promise.resolve({ escrowid: 'e1', accepted: true }));
    const getHomeSlot = vi.fn(() => Promise.resolve(slot));
    const { container } = open({
      getHomeSlot,
      listReceivedOffers: () => Promise.resolve([ann]),
      respondToOffer,
    });
    fireEvent.click(await screen.findByRole('button', { name: T.acceptNamed('Ann Lee') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: T.accept }));
    await waitFor(() => expect(respondToOffer).toHaveBeenCalledWith('e1', true, 1200));
    // The card's route is left for the metaverse's page; the slot, now the sender's, was read only once.
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(getHomeSlot).toHaveBeenCalledTimes(1);
  });
});
