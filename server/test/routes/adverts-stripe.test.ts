/**
 * Buying advert impressions through the Stripe provider (official SDK) against the local stand-in of
 * Stripe's API: PaymentIntents with manual capture, confirmed on the server with the payment method Stripe
 * Elements made, 3-D Secure left to Stripe.js and finished by the post-action call, the bank's decline shown
 * in its words, capture on approval and release on rejection.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { advertStatus } from '../../../common/adverts.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';
import {
  authenticateIntent,
  last,
  startStripeStandIn,
  stripe,
  TEST_PAYMENT_METHODS,
} from '../stand-ins/stripe.ts';

const stripeConfig = startStripeStandIn();
const api = apiTest({ roles: ['admin'], config: () => ({ stripe: stripeConfig() }) });

async function advertOf(user: Session): Promise<string> {
  const body = await sharp({
    create: { width: 192, height: 108, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  const created = await api.op(
    'createAdvert',
    { query: { name: 'Stripe Billboard' }, body, headers: { 'content-type': 'image/png' }, as: user },
    200,
  );
  return created.json._id;
}

async function purchase(user: Session, quantity = 2000) {
  const advertid = await advertOf(user);
  const intent = await api.op('purchaseImpressions', { body: { advertid, quantity }, as: user }, 200);
  return { advertid, intent: intent.json };
}

const intentOf = (id: string) => stripe.paymentIntents.find((intent) => intent.id === id);

describe('advert impressions through Stripe', () => {
  it('tells the console to use Stripe Elements with the publishable key', async () => {
    const user = await api.signup();
    const reply = await api.op('getAdvertPrice', { as: user }, 200);
    expect(reply.json.cardForm).toEqual({ kind: 'stripe', publishableKey: 'pk_test_standin' });
    // The policy lets Stripe Elements load its script, frames and API, and nothing else from outside.
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://js.stripe.com;");
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com;');
    expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
    // Local test cards are off while Stripe takes the payments.
    await api.op('createLocalPaymentMethod', { body: { number: '4242424242424242' }, as: user }, 404);
  });

  it('creates a PaymentIntent with manual capture, resizes it, and captures it on approval', async () => {
    const user = await api.signup();
    const { advertid, intent } = await purchase(user, 2000);
    expect(intent).toMatchObject({ status: 'requires_payment_method' });
    expect(last('POST', '/v1/payment_intents').params).toMatchObject({
      amount: '1000',
      currency: 'usd',
      capture_method: 'manual',
      'metadata[advert]': advertid,
      'metadata[quantity]': '2000',
      'metadata[user]': user.id,
    });
    const resized = await api.op(
      'purchaseImpressions',
      { body: { advertid, quantity: 4000 }, as: user },
      200,
    );
    expect(resized.json.id).toBe(intent.id);
    expect(intentOf(intent.id)?.amount).toBe(2000);

    const body = { paymentmethodid: TEST_PAYMENT_METHODS.success, clientsecret: intent.client_secret };
    const paid = await api.op('attachImpressionsPaymentMethod', { body, as: user }, 200);
    expect(paid.json).toEqual({ status: 'ok', captured: false });
    expect(last('POST', `/v1/payment_intents/${intent.id}/confirm`).params).toMatchObject({
      payment_method: TEST_PAYMENT_METHODS.success,
    });
    expect(intentOf(intent.id)?.status).toBe('requires_capture');

    const approved = await api.op('approveAdvert', { path: { id: advertid }, as: 'admin' }, 200);
    expect(approved.json).toMatchObject({
      approved: true,
      remainingimpressions: 4000,
      payment: { status: 'captured', amount: 2000, currency: 'usd' },
    });
    expect(intentOf(intent.id)?.status).toBe('succeeded');
  });

  it('shows the decline in the bank’s words, and releases held money when staff reject', async () => {
    const user = await api.signup();
    const { advertid, intent } = await purchase(user);
    const declined = await api.op(
      'attachImpressionsPaymentMethod',
      {
        body: { paymentmethodid: TEST_PAYMENT_METHODS.decline, clientsecret: intent.client_secret },
        as: user,
      },
      402,
    );
    expect(declined.text).toBe('Your card was declined.');
    // Stripe leaves the intent waiting for another card; so does the purchase.
    expect(intentOf(intent.id)?.status).toBe('requires_payment_method');
    await api.op(
      'attachImpressionsPaymentMethod',
      {
        body: { paymentmethodid: TEST_PAYMENT_METHODS.success, clientsecret: intent.client_secret },
        as: user,
      },
      200,
    );
    const rejected = await api.op(
      'rejectAdvert',
      { path: { id: advertid }, body: { rejectionreason: 'Off topic' }, as: 'admin' },
      200,
    );
    expect(rejected.json).toMatchObject({ rejectionreason: 'Off topic', payment: { status: 'released' } });
    expect(intentOf(intent.id)?.status).toBe('canceled');
  });

  it('leaves 3-D Secure to Stripe.js, then records the outcome on the post-action call', async () => {
    const user = await api.signup();
    const { advertid, intent } = await purchase(user);
    const body = { paymentmethodid: TEST_PAYMENT_METHODS.authenticate, clientsecret: intent.client_secret };
    const action = await api.op('attachImpressionsPaymentMethod', { body, as: user }, 200);
    expect(action.json).toEqual({ status: 'requires_action' });
    authenticateIntent(intent.id, true);
    const done = await api.op('finishImpressionsPayment', { body, as: user }, 200);
    expect(done.json).toEqual({ status: 'ok', captured: false });
    expect(last('GET', `/v1/payment_intents/${intent.id}`)).toBeDefined();
    const advert = await api.op('getAdvert', { path: { id: advertid }, as: user }, 200);
    expect(advert.json.pendingimpressions).toBe(2000);
  });

  it('refuses a payment that failed 3-D Secure in Stripe’s words', async () => {
    const user = await api.signup();
    const { intent } = await purchase(user);
    const body = { paymentmethodid: TEST_PAYMENT_METHODS.authenticate, clientsecret: intent.client_secret };
    await api.op('attachImpressionsPaymentMethod', { body, as: user }, 200);
    authenticateIntent(intent.id, false);
    const refused = await api.op('finishImpressionsPayment', { body, as: user }, 402);
    expect(refused.text).toMatch(/^We are unable to authenticate your payment method/);
  });

  it('approves an advert whose capture the bank refuses as Approved (Payment failed), crediting nothing', async () => {
    const user = await api.signup();
    const { advertid, intent } = await purchase(user);
    const body = { paymentmethodid: TEST_PAYMENT_METHODS.success, clientsecret: intent.client_secret };
    await api.op('attachImpressionsPaymentMethod', { body, as: user }, 200);
    stripe.refuseCapture.add(intent.id);
    const approved = await api.op('approveAdvert', { path: { id: advertid }, as: 'admin' }, 200);
    expect(approved.json).toMatchObject({
      approved: true,
      pendingimpressions: 0,
      totalimpressions: 0,
      paymentfailure: 'Your card has insufficient funds.',
      payment: { status: 'failed' },
    });
    expect(advertStatus(approved.json)).toBe('Approved (Payment failed)');
    // The advertiser may pay again; a new authorization on the approved advert is captured at once.
    stripe.refuseCapture.delete(intent.id);
    const again = await api.op('purchaseImpressions', { body: { advertid, quantity: 1000 }, as: user }, 200);
    expect(again.json.id).not.toBe(intent.id);
    const paid = await api.op(
      'attachImpressionsPaymentMethod',
      {
        body: { paymentmethodid: TEST_PAYMENT_METHODS.success, clientsecret: again.json.client_secret },
        as: user,
      },
      200,
    );
    expect(paid.json).toEqual({ status: 'ok', captured: true });
    const advert = (await api.op('getAdvert', { path: { id: advertid }, as: user }, 200)).json;
    expect(advert).toMatchObject({ totalimpressions: 1000, remainingimpressions: 1000 });
    expect(advert.paymentfailure).toBeUndefined();
    expect(advertStatus(advert)).toBe('Active');
  });

  it('sends the secret key on every call', () => {
    expect(stripe.requests.length).toBeGreaterThan(10);
    expect(stripe.requests.filter((r) => !r.authorized)).toEqual([]);
  });
});
