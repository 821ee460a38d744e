/**
 * Adverts and buying impressions by card with the local payments provider (single-target-and-flows.md §2,
 * single-target-and-flows.md §4, §5): owner-only access, the billboard image cropped to 1920×1080, the quantity rules, the intent life
 * cycle with the success, decline and requires-action test cards, capture on approval and release on
 * rejection, and two simultaneous purchases that cannot both hold money.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOCAL_TEST_CARDS } from '../../../common/adverts.ts';
import { apiTest } from '../api-test.ts';
import type { Session } from '../helpers.ts';

const api = apiTest({ roles: ['developer', 'owner', 'admin'] });

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const headers = { 'content-type': 'image/png', 'x-shapevr-name': 'billboard.png' };

async function createAdvert(as: Session | 'developer' | 'owner', name = 'Billboard') {
  const reply = await api.op(
    'createAdvert',
    { query: { name }, body: await image(400, 300), headers, as },
    200,
  );
  return reply.json;
}

async function card(as: Session, kind: keyof typeof LOCAL_TEST_CARDS) {
  const reply = await api.op(
    'createLocalPaymentMethod',
    { body: { number: LOCAL_TEST_CARDS[kind] }, as },
    200,
  );
  return reply.json.id;
}

async function intentFor(as: Session, advertid: string, quantity = 2000) {
  const reply = await api.op('purchaseImpressions', { body: { advertid, quantity }, as }, 200);
  return reply.json;
}

const localIntent = (id: string) => api.app.repos.localCards.intent(id);

describe('adverts of the signed-in user', () => {
  it('lists only the caller’s adverts; someone else’s advert is not found', async () => {
    const mine = (await api.op('listAdverts', { as: 'developer' }, 200)).json.adverts;
    expect(mine.map((advert) => advert.name)).toContain('Summer Sale');
    expect((await api.op('listAdverts', { as: 'owner' }, 200)).json.adverts).toEqual([]);
    await api.op('listAdverts', {}, 401);
    const one = mine[0];
    const got = await api.op('getAdvert', { path: { id: one._id }, as: 'developer' }, 200);
    expect(got.json).toMatchObject({ _id: one._id, name: one.name });
    expect((await api.op('getAdvert', { path: { id: one._id }, as: 'owner' }, 404)).text).toBe(
      'Advert not found',
    );
    await api.op('getAdvert', { path: { id: one._id } }, 401);
    await api.op('getAdvert', { invalidPath: { id: '' }, as: 'developer' }, 400);
  });

  it('creates an advert from a picture, stored cropped to 1920×1080', async () => {
    const user = await api.signup();
    const advert = await createAdvert(user, '  Autumn Fair ');
    expect(advert).toMatchObject({
      name: 'Autumn Fair',
      approved: false,
      pendingimpressions: 0,
      totalimpressions: 0,
      remainingimpressions: 0,
    });
    const stored = await api.inject(null, { method: 'GET', url: advert.iconurl ?? '' });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1920, 1080, 'png']);
    const listed = (await api.op('listAdverts', { as: user }, 200)).json.adverts;
    expect(listed.map((a) => a._id)).toEqual([advert._id]);
  });

  it('refuses a blank name, a file that is not a picture, an image of 1,000,000 bytes and no session', async () => {
    const user = await api.signup();
    const png = await image(64, 36);
    await api.op('createAdvert', { query: { name: '   ' }, body: png, headers, as: user }, 400);
    await api.op('createAdvert', { invalidQuery: {}, body: png, headers, as: user } as never, 400);
    const text = await api.op(
      'createAdvert',
      { query: { name: 'Text' }, body: Buffer.from('just some words, not a picture'), headers, as: user },
      415,
    );
    expect(text.text).toBe('The file is not a supported image (PNG, JPEG, GIF or WebP)');
    const big = Buffer.concat([png, Buffer.alloc(1_000_000 - png.length)]);
    const tooLarge = await api.op(
      'createAdvert',
      { query: { name: 'Big' }, body: big, headers, as: user },
      413,
    );
    expect(tooLarge.text).toBe('The advert image must be under 1,000,000 bytes.');
    await api.op('createAdvert', { query: { name: 'Nobody' }, body: png, headers }, 401);
    expect((await api.op('listAdverts', { as: user }, 200)).json.adverts).toEqual([]);
  });

  it('tells the price from the configuration and the local card form', async () => {
    const reply = await api.op('getAdvertPrice', { as: 'owner' }, 200);
    expect(reply.json).toEqual({
      price: { unitSize: 1000, costPerUnit: 500, currency: 'usd' },
      cardForm: { kind: 'local' },
    });
    // Without Stripe Elements the policy allows nothing from outside.
    expect(String(reply.headers['content-security-policy'])).not.toContain('stripe');
    await api.op('getAdvertPrice', {}, 401);
  });
});

describe('buying impressions with the local test cards', () => {
  it('keeps to the quantity rules and to the owner', async () => {
    const user = await api.signup();
    const advert = await createAdvert(user);
    for (const quantity of [1500, 999]) {
      const refused = await api.op(
        'purchaseImpressions',
        { body: { advertid: advert._id, quantity }, as: user },
        400,
      );
      expect(refused.text).toBe('Impressions are bought in multiples of 1,000, at most 1,000,000.');
    }
    await api.op(
      'purchaseImpressions',
      { invalidBody: { advertid: advert._id, quantity: 0 }, as: user },
      400,
    );
    await api.op(
      'purchaseImpressions',
      { invalidBody: { advertid: advert._id, quantity: 1_001_000 }, as: user },
      400,
    );
    await api.op('purchaseImpressions', { body: { advertid: advert._id, quantity: 1000 } }, 401);
    await api.op('purchaseImpressions', { body: { advertid: advert._id, quantity: 1000 }, as: 'owner' }, 404);
    const first = await intentFor(user, advert._id, 2000);
    expect(first.status).toBe('requires_payment_method');
    const resized = await intentFor(user, advert._id, 1_000_000);
    expect(resized.id).toBe(first.id);
    expect((await localIntent(first.id))?.amount).toBe(500_000);
    // Someone else cannot pay with (or finish) this payment.
    const stranger = api.as.owner;
    const strangerCard = await card(stranger, 'success');
    const body = { paymentmethodid: strangerCard, clientsecret: first.client_secret };
    await api.op('attachImpressionsPaymentMethod', { body, as: 'owner' }, 404);
    await api.op('finishImpressionsPayment', { body, as: 'owner' }, 404);
    await api.op('attachImpressionsPaymentMethod', { body }, 401);
    await api.op('attachImpressionsPaymentMethod', { invalidBody: { clientsecret: 'x' }, as: user }, 400);
  });

  it('holds the money of the success card until staff approve, then captures it and credits the impressions', async () => {
    const user = await api.signup();
    const advert = await createAdvert(user);
    const intent = await intentFor(user, advert._id, 3000);
    const paid = await api.op(
      'attachImpressionsPaymentMethod',
      {
        body: { paymentmethodid: await card(user, 'success'), clientsecret: intent.client_secret },
        as: user,
      },
      200,
    );
    expect(paid.json).toEqual({ status: 'ok', captured: false });
    expect((await localIntent(intent.id))?.status).toBe('requires_capture');
    const waiting = (await api.op('getAdvert', { path: { id: advert._id }, as: user }, 200)).json;
    expect(waiting).toMatchObject({ approved: false, pendingimpressions: 3000 });
    // While impressions wait for approval no other purchase starts.
    await api.op('purchaseImpressions', { body: { advertid: advert._id, quantity: 1000 }, as: user }, 409);

    const approved = await api.op('approveAdvert', { path: { id: advert._id }, as: 'admin' }, 200);
    expect(approved.json).toMatchObject({
      approved: true,
      pendingimpressions: 0,
      totalimpressions: 3000,
      remainingimpressions: 3000,
      payment: { status: 'captured', amount: 1500, currency: 'usd' },
    });
    expect((await localIntent(intent.id))?.status).toBe('succeeded');

    // On an approved advert the money is taken at once.
    const more = await intentFor(user, advert._id, 1000);
    const now = await api.op(
      'attachImpressionsPaymentMethod',
      { body: { paymentmethodid: await card(user, 'success'), clientsecret: more.client_secret }, as: user },
      200,
    );
    expect(now.json).toEqual({ status: 'ok', captured: true });
    expect((await localIntent(more.id))?.status).toBe('succeeded');
    const after = (await api.op('getAdvert', { path: { id: advert._id }, as: user }, 200)).json;
    expect(after).toMatchObject({
      totalimpressions: 4000,
      remainingimpressions: 4000,
      pendingimpressions: 0,
    });
  });

  it('shows the decline in the bank’s words and lets the same payment try another card', async () => {
    const user = await api.signup();
    const advert = await createAdvert(user);
    const intent = await intentFor(user, advert._id);
    const declined = await api.op(
      'attachImpressionsPaymentMethod',
      {
        body: { paymentmethodid: await card(user, 'decline'), clientsecret: intent.client_secret },
        as: user,
      },
      402,
    );
    expect(declined.text).toBe('Your card was declined.');
    expect(
      (await api.op('getAdvert', { path: { id: advert._id }, as: user }, 200)).json.pendingimpressions,
    ).toBe(0);
    const retried = await api.op(
      'attachImpressionsPaymentMethod',
      {
        body: { paymentmethodid: await card(user, 'success'), clientsecret: intent.client_secret },
        as: user,
      },
      200,
    );
    expect(retried.json).toEqual({ status: 'ok', captured: false });
    const unknown = await api.op(
      'createLocalPaymentMethod',
      { body: { number: '4111 1111 1111 1111' }, as: user },
      400,
    );
    expect(unknown.text).toBe('This is a local test payment: use one of the test card numbers shown.');
    await api.op('createLocalPaymentMethod', { invalidBody: { number: 'abc' }, as: user }, 400);
    await api.op('createLocalPaymentMethod', { body: { number: LOCAL_TEST_CARDS.success } }, 401);
  });

  it('waits for the card holder’s confirmation with the requires-action card', async () => {
    const user = await api.signup();
    const advert = await createAdvert(user);
    const intent = await intentFor(user, advert._id);
    const body = { paymentmethodid: await card(user, 'authenticate'), clientsecret: intent.client_secret };
    const action = await api.op('attachImpressionsPaymentMethod', { body, as: user }, 200);
    expect(action.json).toEqual({ status: 'requires_action' });
    // Not yet confirmed: still waiting.
    expect((await api.op('finishImpressionsPayment', { body, as: user }, 200)).json).toEqual({
      status: 'requires_action',
    });
    const auth = { clientsecret: intent.client_secret, confirm: true };
    await api.op('authenticateLocalPayment', { body: auth, as: 'owner' }, 404);
    await api.op('authenticateLocalPayment', { body: auth }, 401);
    await api.op(
      'authenticateLocalPayment',
      { invalidBody: { clientsecret: intent.client_secret }, as: user },
      400,
    );
    expect((await api.op('authenticateLocalPayment', { body: auth, as: user }, 200)).json).toEqual({
      status: 'requires_capture',
    });
    const done = await api.op('finishImpressionsPayment', { body, as: user }, 200);
    expect(done.json).toEqual({ status: 'ok', captured: false });
    // A repeated call answers the same.
    expect((await api.op('finishImpressionsPayment', { body, as: user }, 200)).json).toEqual(done.json);
    expect(
      (await api.op('getAdvert', { path: { id: advert._id }, as: user }, 200)).json.pendingimpressions,
    ).toBe(2000);
  });

  it('refuses a payment the card holder did not confirm', async () => {
    const user = await api.signup();
    const advert = await createAdvert(user);
    const intent = await intentFor(user, advert._id);
    const body = { paymentmethodid: await card(user, 'authenticate'), clientsecret: intent.client_secret };
    await api.op('attachImpressionsPaymentMethod', { body, as: user }, 200);
    await api.op(
      'authenticateLocalPayment',
      { body: { clientsecret: intent.client_secret, confirm: false }, as: user },
      200,
    );
    const refused = await api.op('finishImpressionsPayment', { body, as: user }, 402);
    expect(refused.text).toBe('The payment was not confirmed by the card holder.');
    expect(
      (await api.op('getAdvert', { path: { id: advert._id }, as: user }, 200)).json.pendingimpressions,
    ).toBe(0);
  });

  it('releases the held money when staff reject the advert', async () => {
    const user = await api.signup();
    const advert = await createAdvert(user);
    const intent = await intentFor(user, advert._id);
    await api.op(
      'attachImpressionsPaymentMethod',
      {
        body: { paymentmethodid: await card(user, 'success'), clientsecret: intent.client_secret },
        as: user,
      },
      200,
    );
    const rejected = await api.op(
      'rejectAdvert',
      { path: { id: advert._id }, body: { rejectionreason: 'Blurry' }, as: 'admin' },
      200,
    );
    expect(rejected.json).toMatchObject({
      rejectionreason: 'Blurry',
      pendingimpressions: 0,
      totalimpressions: 0,
      payment: { status: 'released', amount: 1000 },
    });
    expect((await localIntent(intent.id))?.status).toBe('canceled');
    await api.op('purchaseImpressions', { body: { advertid: advert._id, quantity: 1000 }, as: user }, 409);
  });

  it('never holds money twice when two purchases of one advert are paid at the same time', async () => {
    const user = await api.signup();
    const advert = await createAdvert(user);
    const [a, b] = await Promise.all([intentFor(user, advert._id), intentFor(user, advert._id)]);
    const [cardA, cardB] = await Promise.all([card(user, 'success'), card(user, 'success')]);
    const pay = (clientsecret: string, paymentmethodid: string) =>
      api.op('attachImpressionsPaymentMethod', { body: { paymentmethodid, clientsecret }, as: user });
    const replies = await Promise.all([
      pay(a.client_secret, cardA),
      pay(b.client_secret, cardB),
      pay(a.client_secret, cardB),
    ]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const held = await Promise.all([...new Set([a.id, b.id])].map(localIntent));
    expect(held.filter((intent) => intent?.status === 'requires_capture')).toHaveLength(1);
    expect(
      (await api.op('getAdvert', { path: { id: advert._id }, as: user }, 200)).json.pendingimpressions,
    ).toBe(2000);
  });
});
