/**
 * Typed custom methods for the user's adverts and buying their impressions by card
 * (single-target-and-flows.md §2 Adverts page, §4 Purchase flow, §7), and the local payments provider's test
 * card steps. The purchase calls pass `hideErrors`: the purchase dialog shows their refusals in its red box.
 */
import { api, data, hideErrors, raw } from '../api/client';
import type { components } from '../../common/api/schema';
import type { Signal } from './queries';

type Schemas = components['schemas'];
export type Advert = Schemas['Advert'];
export type AdvertPriceInfo = Schemas['AdvertPriceInfo'];
export type AdvertPaymentIntent = Schemas['AdvertPaymentIntent'];
export type ImpressionsPayment = Schemas['ImpressionsPayment'];
export type ImpressionsPurchaseResult = Schemas['ImpressionsPurchaseResult'];

export const advertMethods = {
  async listAdverts({ signal }: Signal = {}): Promise<Advert[]> {
    return (await data(api.GET('/v2/adverts', { headers: hideErrors, signal }))).adverts;
  },
  /** One advert, read again while its impressions wait for approval; a failure is toasted. */
  getAdvert(id: string, { signal }: Signal = {}): Promise<Advert> {
    return data(api.GET('/v2/adverts/{id}', { params: { path: { id } }, signal }));
  },
  /** Creates an advert from its billboard image; a failure is toasted. */
  createAdvert(name: string, file: File): Promise<Advert> {
    return data(
      api.POST('/v2/adverts', {
        params: { query: { name } },
        headers: {
          'content-type': file.type.startsWith('image/') ? file.type : 'application/octet-stream',
          'x-shapevr-name': file.name,
        },
        ...raw(file),
      }),
    );
  },
  getAdvertPrice({ signal }: Signal = {}): Promise<AdvertPriceInfo> {
    return data(api.GET('/v2/adverts/price', { headers: hideErrors, signal }));
  },
  /** Creates (or resizes) the payment intent for `quantity` impressions. */
  purchaseImpressions(advertid: string, quantity: number): Promise<AdvertPaymentIntent> {
    return data(
      api.POST('/v2/adverts/purchaseimpressions', {
        body: { advertid, quantity, returnurl: `${window.location.origin}/adverts` },
        headers: hideErrors,
      }),
    );
  },
  attachImpressionsPaymentMethod(body: ImpressionsPayment): Promise<ImpressionsPurchaseResult> {
    return data(api.POST('/v2/adverts/purchaseimpressions/paymentmethod', { body, headers: hideErrors }));
  },
  finishImpressionsPayment(body: ImpressionsPayment): Promise<ImpressionsPurchaseResult> {
    return data(
      api.POST('/v2/adverts/purchaseimpressions/paymentmethod/postaction', { body, headers: hideErrors }),
    );
  },
  /** A payment method for a test card of the local payments provider. */
  async createLocalPaymentMethod(number: string): Promise<string> {
    const reply = await data(
      api.POST('/v2/payments/cards/local/paymentmethods', { body: { number }, headers: hideErrors }),
    );
    return reply.id;
  },
  /** The card holder's answer to a local test payment that needs confirmation. */
  authenticateLocalPayment(clientsecret: string, confirm: boolean) {
    return data(
      api.POST('/v2/payments/cards/local/authenticate', {
        body: { clientsecret, confirm },
        headers: hideErrors,
      }),
    );
  },
};
