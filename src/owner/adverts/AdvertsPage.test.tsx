// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { Advert, AdvertPriceInfo } from '../../dataProvider/adverts';
import { renderPage } from '../../dataProvider/testing';
import { paths, routes } from '../../paths';
import { AdvertsPage } from './AdvertsPage';
import { ADVERT_TEXTS as T } from './texts';

type Provider = Parameters<typeof renderPage>[1]['dataProvider'];

const advert = (name: string, fields: Partial<Advert> = {}): Advert => ({
  _id: `id-${name}`,
  name,
  iconurl: `/v2/public/blobs/${name}`,
  approved: false,
  pendingimpressions: 0,
  totalimpressions: 0,
  remainingimpressions: 0,
  ...fields,
});

const PRICE: AdvertPriceInfo = {
  price: { unitSize: 1000, costPerUnit: 500, currency: 'usd' },
  cardForm: { kind: 'local' },
};

const open = (dataProvider: Provider) =>
  renderPage(<AdvertsPage />, { path: routes.adverts, url: paths.adverts(), dataProvider });

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: T.tableLabel });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the adverts list', () => {
  it('shows each advert’s status by the rules of single-target-and-flows.md §4 and offers a purchase only where allowed', async () => {
    const getAdvert = vi.fn((id: string) =>
      Promise.resolve(advert(id.slice(3), { pendingimpressions: 5000 })),
    );
    open({
      listAdverts: () =>
        Promise.resolve([
          advert('Waiting', { pendingimpressions: 5000 }),
          advert('Rejected', { rejectionreason: 'Too dark' }),
          advert('Live', { approved: true, totalimpressions: 4000, remainingimpressions: 1500 }),
          advert('Unpaid', { approved: true, paymentfailure: 'Your card has expired.' }),
          advert('Fresh'),
        ]),
      getAdvert,
    });
    const waiting = await rowOf('Waiting');
    expect(waiting.textContent).toContain('Waiting for Approval');
    expect(waiting.textContent).toContain(`5,000 ${T.impressionsOrdered}`);
    expect(waiting.textContent).toContain(T.notChargedYet);
    expect(within(waiting).queryByRole('button', { name: T.purchaseLabel('Waiting') })).toBeNull();

    const rejected = await rowOf('Rejected');
    expect(rejected.textContent).toContain('Failed Approval');
    expect(rejected.textContent).toContain(`${T.rejected} "Too dark"`);
    expect(rejected.textContent).toContain(T.contactSupport);
    expect(within(rejected).queryByRole('button', { name: T.purchaseLabel('Rejected') })).toBeNull();

    const live = await rowOf('Live');
    expect(live.textContent).toContain('Active');
    expect(live.textContent).toContain('1,500 / 4,000');
    expect(within(live).getByRole('button', { name: T.purchaseLabel('Live') })).toBeTruthy();

    const unpaid = await rowOf('Unpaid');
    expect(unpaid.textContent).toContain('Approved (Payment failed)');
    expect(unpaid.textContent).toContain('Payment failed: Your card has expired.');

    const fresh = await rowOf('Fresh');
    expect(fresh.textContent).toContain('Inactive');
    expect(fresh.textContent).toContain(T.noImpressions);

    // Only the advert waiting for approval is read again on its own.
    await waitFor(() => expect(getAdvert).toHaveBeenCalledWith('id-Waiting', expect.anything()));
    expect(getAdvert.mock.calls.map(([id]) => id)).toEqual(['id-Waiting']);
    expect(screen.getByText(T.pollNote)).toBeTruthy();
  });

  it('says so when there are no adverts, and shows a bare error when the list fails', async () => {
    open({ listAdverts: () => Promise.resolve([]) });
    expect(await screen.findByText(T.empty)).toBeTruthy();
    cleanup();
    open({ listAdverts: () => Promise.reject(new ApiError(500, 'boom')) });
    expect(await screen.findByText(T.loadError)).toBeTruthy();
  });
});

describe('the purchase dialog', () => {
  const live = advert('Live', { approved: true, totalimpressions: 1000, remainingimpressions: 10 });

  it('rounds the quantity down, makes an intent, and shows the provider’s refusal in the red box', async () => {
    const purchaseImpressions = vi.fn((_id: string, quantity: number) =>
      Promise.resolve({ id: 'pi_1', client_secret: 'pi_1_secret_x', status: `q${quantity}` }),
    );
    const attach = vi.fn(() => Promise.reject(new ApiError(402, 'Your card was declined.')));
    open({
      listAdverts: () => Promise.resolve([live]),
      getAdvertPrice: () => Promise.resolve(PRICE),
      purchaseImpressions,
      createLocalPaymentMethod: () => Promise.resolve('pm_1'),
      attachImpressionsPaymentMethod: attach,
    });
    fireEvent.click(await screen.findByRole('button', { name: T.purchaseLabel('Live') }));
    const dialog = await screen.findByRole('dialog', { name: T.purchaseTitle('Live') });
    expect(await within(dialog).findByText('$5.00 per 1,000 impressions')).toBeTruthy();
    const quantity = await within(dialog).findByRole('spinbutton', { name: T.quantity });
    expect(quantity.getAttribute('step')).toBe('1000');
    expect(quantity.getAttribute('max')).toBe('1000000');
    fireEvent.change(quantity, { target: { value: '2999' } });
    const purchase = within(dialog).getByRole('button', { name: T.purchase });
    expect((purchase as HTMLButtonElement).disabled).toBe(true);
    fireEvent.blur(quantity);
    expect((quantity as HTMLInputElement).value).toBe('2000');
    expect(within(dialog).getByText(T.cost('$10.00'))).toBeTruthy();
    await waitFor(() => expect(purchaseImpressions).toHaveBeenLastCalledWith('id-Live', 2000));
    fireEvent.change(within(dialog).getByRole('textbox', { name: T.cardNumber }), {
      target: { value: '4000000000000002' },
    });
    await waitFor(() => expect((purchase as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(purchase);
    expect(await within(dialog).findByText('Your card was declined.')).toBeTruthy();
    expect(attach).toHaveBeenCalledWith({ paymentmethodid: 'pm_1', clientsecret: 'pi_1_secret_x' });
  });

  it('stops silently without a card number, and reports a captured purchase', async () => {
    const attach = vi.fn(() => Promise.resolve({ status: 'ok' as const, captured: true }));
    const getAdvert = vi.fn(() => Promise.resolve({ ...live, remainingimpressions: 1010 }));
    open({
      listAdverts: () => Promise.resolve([live]),
      getAdvertPrice: () => Promise.resolve(PRICE),
      purchaseImpressions: () => Promise.resolve({ id: 'pi_2', client_secret: 'pi_2_secret_y', status: 'x' }),
      createLocalPaymentMethod: () => Promise.resolve('pm_2'),
      attachImpressionsPaymentMethod: attach,
      getAdvert,
    });
    fireEvent.click(await screen.findByRole('button', { name: T.purchaseLabel('Live') }));
    const dialog = await screen.findByRole('dialog', { name: T.purchaseTitle('Live') });
    const purchase = await within(dialog).findByRole('button', { name: T.purchase });
    await waitFor(() => expect((purchase as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(purchase);
    expect(await within(dialog).findByText(T.cardRequired)).toBeTruthy();
    expect(attach).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox', { name: T.cardNumber }), {
      target: { value: '4242424242424242' },
    });
    fireEvent.click(purchase);
    const success = await screen.findByRole('dialog', { name: T.success });
    expect(success.textContent).toContain(T.captured);
    await waitFor(() => expect(getAdvert).toHaveBeenCalledWith('id-Live'));
  });
});
